// A project's collection sizes over a range: per period, the sum over its
// collections of each one's last sample in the period (the hour's and the
// day's rows hold just that: sample-gauges.ts), and the latest sample of
// each collection that still exists, for the Prometheus exposition.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Resolution } from "./rollup-levels";

/** What a gauge sample measures: a collection's size, or a project's collections' summed. */
export interface CollectionSizes {
  points: number;
  indexedVectors: number;
  segments: number;
  diskBytes: number;
}

export interface GaugePeriodSums extends CollectionSizes {
  at: Date;
}

export interface CollectionGaugeSample extends CollectionSizes {
  collection: string;
}

export async function readGaugePeriods(
  db: Database,
  { projectId, collection }: { projectId: string; collection?: string },
  { from, to, resolution }: { from: Date; to: Date; resolution: Resolution },
): Promise<GaugePeriodSums[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select at, sum(points)::float8 as points, sum(indexed_vectors)::float8 as indexed_vectors, sum(segments)::float8 as segments, sum(disk_bytes)::float8 as disk_bytes
    from collection_gauges
    where project_id = ${projectId}::uuid and period = ${resolution} and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
      ${collection === undefined ? sql`` : sql`and collection = ${collection}`}
    group by at order by at`);
  return rows.map((row) => ({ at: new Date(row.at as Date | string), ...sizesOf(row) }));
}

/** Each existing collection's latest sample, by name. */
export async function readLatestGauges(db: Database, projectId: string): Promise<CollectionGaugeSample[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select distinct on (gauge.collection_id) collections.name as collection, gauge.points::float8 as points,
      gauge.indexed_vectors::float8 as indexed_vectors, gauge.segments::float8 as segments, gauge.disk_bytes::float8 as disk_bytes
    from collection_gauges as gauge join collections on collections.id = gauge.collection_id
    where gauge.project_id = ${projectId}::uuid and gauge.period = 'day'
    order by gauge.collection_id, gauge.at desc`);
  return rows.map((row) => ({ collection: String(row.collection), ...sizesOf(row) }));
}

/** A row's size columns (points, indexed_vectors, segments, disk_bytes). */
function sizesOf(row: Record<string, unknown>): CollectionSizes {
  return { points: Number(row.points), indexedVectors: Number(row.indexed_vectors), segments: Number(row.segments), diskBytes: Number(row.disk_bytes) };
}
