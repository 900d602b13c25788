// A collection read as it was at one moment while writes go on (a snapshot's
// read), on one PostgreSQL server: a REPEATABLE READ transaction exports its
// snapshot (pg_export_snapshot) and stays open, touching no collection table;
// each page is its own short transaction that imports that snapshot (SET
// TRANSACTION SNAPSHOT) and so sees the rows as they were. No page holds a lock
// on the table between pages, so a payload index dropped or a collection
// deleted meanwhile does not wait for the whole read (and searches do not queue
// behind it); the read then fails on its next page if the table or a column it
// reads is gone. Citus cannot import a coordinator's snapshot on a worker: the
// engine answers null there, and the data plane holds the writes instead.
import type pg from "pg";
import type { PointId } from "../filter/filter-tree";
import { fromPointKey, toPointKey } from "../filter/point-key";
import type { PointsAtOneMoment } from "../vector-engine";
import { inTransaction, readLayout, tableOf, type CollectionLayout } from "./collection-layout";
import { readColumns, toStoredPoint, type ReadRow } from "./point-rows";

const EVERYTHING = { withPayload: true, withVector: true } as const;

export async function readAtOneMoment(pool: pg.Pool, id: string): Promise<PointsAtOneMoment> {
  const holder = await pool.connect();
  let isClosed = false;
  const close = async () => {
    if (isClosed) return;
    isClosed = true;
    await holder.query("COMMIT").catch(() => undefined);
    holder.release();
  };
  try {
    // The snapshot is taken by the transaction's first statement: the export itself.
    await holder.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await holder.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const snapshot = rows[0]?.snapshot ?? "";
    // The server's own identifier ("00000003-0000001B-1"), written into the statement, which takes no parameter.
    if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`pg_export_snapshot answered ${JSON.stringify(snapshot)}`);
    const layout = await readLayout(holder, id);
    const inMoment = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
      inTransaction(pool, work, [], `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET TRANSACTION SNAPSHOT '${snapshot}'`);
    return {
      count: () => inMoment(async (client) => Number((await client.query<{ count: string }>(`SELECT count(*) FROM ${tableOf(id)}`)).rows[0]?.count ?? 0)),
      page: (limit, offset) => inMoment((client) => readPage(client, layout, limit, offset)),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * In the primary key's order, which its index gives each page without sorting the table: "C" (a collection made before
 * keys were "C" has the database's collation, which orders point keys alike; the offset is compared in the same one,
 * so the pages meet whatever it is).
 */
async function readPage(client: pg.PoolClient, layout: CollectionLayout, limit: number, offset?: PointId) {
  const from = offset === undefined ? "" : `WHERE key >= $2`;
  const { rows } = await client.query<ReadRow>(`SELECT ${readColumns(layout, EVERYTHING)} FROM ${tableOf(layout.id)} ${from} ORDER BY key LIMIT $1`, [
    limit + 1,
    ...(offset === undefined ? [] : [toPointKey(offset)]),
  ]);
  const next = rows.length > limit ? rows.pop() : undefined;
  return { points: rows.map((row) => toStoredPoint(layout, row, EVERYTHING)), nextOffset: next ? fromPointKey(next.key) : null };
}
