// The statements of writes: whole rows in at once, vectors of existing rows, the one-shard rule, and which of some
// keys exist (and match).
import type pg from "pg";
import { AppError } from "../../errors";
import type { FilterNode } from "../filter/filter-tree";
import { fromPointKey } from "../filter/point-key";
import { DOC_OF_RECORD, payloadRecord, tableOf, type CollectionLayout } from "./collection-layout";
import { renderFilter, textIndexesOf } from "./filter-sql";
import { SqlParams } from "./sql-params";
import type { WrittenRow } from "./point-rows";
import { castOf } from "./vector-sql";

/** Inserts or replaces whole rows (every vector the row does not give is removed), in one statement. */
export async function writeRows(client: pg.PoolClient, layout: CollectionLayout, rows: readonly WrittenRow[], shard: string | null): Promise<void> {
  if (rows.length === 0) return;
  const vectorColumns = [...Object.values(layout.dense), ...Object.values(layout.sparse)].map((vector) => vector.column);
  const recordTypes = vectorColumns.map(recordType);
  const selected = vectorColumns.map((column) => `r.${column}${castOf(layout, column)}`);
  const records = rows.map((row) => ({ key: row.key, shard, ...payloadRecord(row.payload), ...recordValues(row.columns) }));
  const columns = ["key", "shard", "payload", "doc", ...vectorColumns];
  await client.query(
    `INSERT INTO ${tableOf(layout.id)} (${columns.join(", ")}) SELECT r.key, r.shard, r.payload::json, ${DOC_OF_RECORD}${selected.map((column) => `, ${column}`).join("")} FROM json_to_recordset($1::json) AS r(key text, shard text, payload text, plain boolean${recordTypes.map((type) => `, ${type}`).join("")}) ON CONFLICT (key) DO UPDATE SET ${columns
      .slice(1)
      .map((column) => `${column} = EXCLUDED.${column}`)
      .join(", ")}`,
    [JSON.stringify(records)],
  );
}

/** Sets some vectors of existing rows: one statement per set of columns written (most batches have one). */
export async function updateVectorColumns(client: pg.PoolClient, layout: CollectionLayout, changes: ReadonlyMap<string, Record<string, unknown>>): Promise<void> {
  const byColumns = new Map<string, { key: string; columns: Record<string, unknown> }[]>();
  for (const [key, columns] of changes) {
    const signature = Object.keys(columns).sort().join(",");
    const group = byColumns.get(signature);
    if (group) group.push({ key, columns });
    else byColumns.set(signature, [{ key, columns }]);
  }
  for (const [signature, rows] of byColumns) {
    const vectorColumns = signature.split(",").filter((column) => column !== "");
    if (vectorColumns.length === 0) continue;
    const records = rows.map(({ key, columns }) => ({ key, ...recordValues(columns) }));
    await client.query(
      `UPDATE ${tableOf(layout.id)} AS t SET ${vectorColumns.map((column) => `${column} = r.${column}${castOf(layout, column)}`).join(", ")} FROM json_to_recordset($1::json) AS r(key text${vectorColumns.map((column) => `, ${recordType(column)}`).join("")}) WHERE t.key = r.key`,
      [JSON.stringify(records)],
    );
  }
}

/** How json_to_recordset reads a vector column's value: a multi-vector as real[], a sparse one as jsonb, a dense one as its text literal. */
const recordType = (column: string) => `${column} ${column.startsWith("m") ? "real[]" : column.startsWith("s") ? "jsonb" : "text"}`;

/** Vector values as a record of json_to_recordset holds them (a sparse vector's JSON text parsed). */
const recordValues = (columns: Record<string, unknown>) => Object.fromEntries(Object.entries(columns).map(([column, value]) => [column, column.startsWith("s") ? JSON.parse(value as string) : value]));

/** A point id belongs to one shard: an upsert naming a point of another shard (or of none) fails before it writes. */
export async function refuseOtherShards(client: pg.PoolClient, id: string, keys: readonly string[], shard: string): Promise<void> {
  const { rows } = await client.query<{ key: string; shard: string | null }>(`SELECT key, shard FROM ${tableOf(id)} WHERE key = ANY($1::text[]) AND shard IS DISTINCT FROM $2 LIMIT 1`, [keys, shard]);
  const other = rows[0];
  if (!other) return;
  const belongs = other.shard === null ? "no shard key" : `shard key ${other.shard}`;
  throw new AppError("bad_request", `Point ${fromPointKey(other.key)} belongs to ${belongs}; a point id is unique across a collection's shard keys in this service`);
}

/** The keys among `keys` that exist (and match `filter`, when given). */
export async function keysAmong(client: pg.PoolClient, layout: CollectionLayout, keys: readonly string[], filter?: FilterNode): Promise<string[]> {
  if (keys.length === 0) return [];
  const params = new SqlParams();
  const where = await renderFilter(client, layout, filter, params, textIndexesOf(layout));
  const { rows } = await client.query<{ key: string }>(`SELECT key FROM ${tableOf(layout.id)} WHERE key = ANY(${params.add(keys)}::text[]) AND ${where}`, params.values);
  return rows.map((row) => row.key);
}

