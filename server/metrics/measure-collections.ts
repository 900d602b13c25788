// The one measure of a project's collections now, read by both the Overview's
// summary and the Metrics page's "Now" figures, so that the two pages never
// disagree: every collection of the project (or the one named) measured by the
// engine at the time of the call, rather than the last minute's sample.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { collections } from "../db/schema";
import type { VectorEngine } from "../engine/vector-engine";

/** Collections measured at once. */
const CONCURRENCY = 4;

export interface CollectionsSize {
  collections: number;
  points: number;
  indexedVectors: number;
  diskBytes: number;
}

/** The project's collections (or the one named `collection`), their points, indexed vectors and bytes on disk now; one the engine cannot measure counts with nothing. */
export async function measureCollections(db: Database, engine: VectorEngine, projectId: string, collection?: string): Promise<CollectionsSize> {
  const where = collection === undefined ? eq(collections.projectId, projectId) : and(eq(collections.projectId, projectId), eq(collections.name, collection));
  const rows = await db.select({ engineId: collections.engineId }).from(collections).where(where);
  const size: CollectionsSize = { collections: rows.length, points: 0, indexedVectors: 0, diskBytes: 0 };
  let next = 0;
  const measureNext = async (): Promise<void> => {
    while (next < rows.length) {
      const row = rows[next++];
      if (!row) return;
      const measured = await engine.measure(row.engineId).catch(() => null);
      size.points += measured?.pointsCount ?? 0;
      size.indexedVectors += measured?.indexedVectorsCount ?? 0;
      size.diskBytes += measured?.diskBytes ?? 0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, measureNext));
  return size;
}
