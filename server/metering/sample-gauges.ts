// Every collection's size, sampled once a minute by the periodic
// "collection-gauges" job: points, indexed vectors, segments and bytes on
// disk, as the engine measures them (VectorEngine.measure, which leaves idle
// collections unopened). Each sample is the minute's row and overwrites its
// hour's and day's rows, so those hold the period's last sample. A collection
// the engine cannot measure (dropped meanwhile) is skipped; rows past their
// retention are deleted.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { collectionGauges, collections, type CollectionGauge } from "../db/schema";
import type { VectorEngine } from "../engine/vector-engine";
import { USAGE_RETENTION_MS } from "./roll-up-usage";
import { PERIOD_MS, RESOLUTIONS } from "./rollup-levels";

/** Collections measured at once. */
const CONCURRENCY = 4;
const ROWS_PER_INSERT = 1_000;

export interface GaugeSampleOutcome {
  sampled: number;
  skipped: number;
}

export async function sampleGauges(db: Database, engine: VectorEngine, log: FastifyBaseLogger, now = new Date(), signal?: AbortSignal): Promise<GaugeSampleOutcome> {
  const all = await db.select({ id: collections.id, projectId: collections.projectId, name: collections.name, engineId: collections.engineId }).from(collections);
  const samples: Omit<CollectionGauge, "period" | "at">[] = [];
  let skipped = 0;
  let next = 0;
  const measureNext = async (): Promise<void> => {
    while (next < all.length && !signal?.aborted) {
      const collection = all[next++];
      if (!collection) return;
      try {
        const size = await engine.measure(collection.engineId);
        samples.push({
          collectionId: collection.id,
          projectId: collection.projectId,
          collection: collection.name,
          points: size.pointsCount,
          indexedVectors: size.indexedVectorsCount,
          segments: size.segmentsCount,
          diskBytes: size.diskBytes,
        });
      } catch (error) {
        skipped += 1;
        log.debug({ collection: collection.id, reason: error instanceof Error ? error.message : String(error) }, "collection not measured");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, all.length) }, measureNext));
  for (const period of RESOLUTIONS) {
    const at = new Date(Math.floor(now.getTime() / PERIOD_MS[period]) * PERIOD_MS[period]);
    for (let start = 0; start < samples.length; start += ROWS_PER_INSERT) {
      const rows = samples.slice(start, start + ROWS_PER_INSERT).map((sample) => ({ ...sample, period, at }));
      await db
        .insert(collectionGauges)
        .values(rows)
        .onConflictDoUpdate({
          target: [collectionGauges.period, collectionGauges.collectionId, collectionGauges.at],
          set: {
            collection: sql`excluded.collection`,
            points: sql`excluded.points`,
            indexedVectors: sql`excluded.indexed_vectors`,
            segments: sql`excluded.segments`,
            diskBytes: sql`excluded.disk_bytes`,
          },
        });
    }
    const cutoff = new Date(now.getTime() - USAGE_RETENTION_MS[period]).toISOString();
    await db.execute(sql`delete from collection_gauges where period = ${period} and at < ${cutoff}::timestamptz`);
  }
  return { sampled: samples.length, skipped };
}
