// The SQL of a collection's dense vectors: their HNSW index, how a query orders and scores them, and how values are
// written (a pgvector literal, a real[] for a multi-vector, jsonb for a sparse one).
import type pg from "pg";
import type { HnswParams } from "../vector-engine";
import { isKeptAsWritten } from "../vectors/vector-math";
import { tableOf, type CollectionLayout, type DenseColumn } from "./collection-layout";

/** Qdrant's defaults (pgvector's own are m 16, ef_construction 64). */
const DEFAULT_HNSW: HnswParams = { m: 16, efConstruct: 100 };

/** The vector's hnsw_config, or Qdrant's default. */
export const hnswOf = (vector: DenseColumn): HnswParams => vector.hnsw ?? DEFAULT_HNSW;

/**
 * What follows CREATE INDEX for a dense vector's HNSW index (index-builder.ts builds it), or undefined when it has none:
 * the collection is never to be indexed (indexing_threshold 0) or the vector has no graph (m 0). pgvector takes m from 2
 * to 100 and ef_construction from 4 to 1,000 and at least 2m: Qdrant's values are brought into those bounds.
 */
export function indexDefinition(layout: CollectionLayout, vector: DenseColumn): string | undefined {
  const { m, efConstruct } = hnswOf(vector);
  // uint8 Cosine vectors are searched by the score of their bytes (metricSql), which no operator class orders by.
  if (vector.multivector || isKeptAsWritten(vector) || layout.indexingThresholdKb === 0 || m === 0) return undefined;
  const prefix = vector.datatype === "float16" ? "halfvec" : "vector";
  const ops = { Cosine: "ip", Dot: "ip", Euclid: "l2", Manhattan: "l1" }[vector.distance];
  const links = clamp(m, 2, 100);
  const breadth = clamp(Math.max(efConstruct, 2 * links), 4, 1_000);
  return `${indexOf(layout, vector)} ON ${tableOf(layout.id)} USING hnsw (${vector.column} ${prefix}_${ops}_ops) WITH (m = ${links}, ef_construction = ${breadth})`;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.trunc(value)));

export async function dropVectorIndex(client: pg.PoolClient, layout: CollectionLayout, vector: DenseColumn): Promise<void> {
  await client.query(`DROP INDEX IF EXISTS ${indexOf(layout, vector)}`);
}

export const indexOf = (layout: CollectionLayout, vector: DenseColumn) => `${tableOf(layout.id)}_${vector.column}_hnsw`;

/** How a dense column is ordered by its index's operator, and scored as Qdrant scores it. */
export function metricSql(vector: DenseColumn, query: string): { order: string; score: string } {
  const column = vector.column;
  if (isKeptAsWritten(vector)) {
    // Qdrant scores a zero vector 0, where pgvector's cosine distance is NaN: ranked by the score itself, without the index.
    const norm = `vector_norm(${column})`;
    const score = `(CASE WHEN ${norm} = 0 THEN 0 ELSE -(${column} <#> ${query}) / ${norm} END)`;
    return { order: `${score} DESC, key COLLATE "C"`, score };
  }
  switch (vector.distance) {
    case "Cosine":
    case "Dot":
      return { order: `${column} <#> ${query}`, score: `(-(${column} <#> ${query}))` };
    case "Euclid":
      return { order: `${column} <-> ${query}`, score: `(${column} <-> ${query})` };
    case "Manhattan":
      return { order: `${column} <+> ${query}`, score: `(${column} <+> ${query})` };
  }
}

export function vectorCast(vector: DenseColumn): string {
  return `::${vector.datatype === "float16" ? "halfvec" : "vector"}`;
}

/**
 * pgvector's text form of a vector. Each value is the float32 PostgreSQL would round it to, in 9 significant digits,
 * which read back as that same float32: the same stored values as a double's shortest digits, in a third of the time
 * (10 µs for 100 values here, against 36) and two thirds of the text.
 */
export function vectorLiteral(values: Float32Array | readonly number[]): string {
  let text = "[";
  for (let at = 0; at < values.length; at += 1) text += (at === 0 ? "" : ",") + Math.fround(values[at] ?? 0).toPrecision(9);
  return `${text}]`;
}

/** The SQL cast a written column's parameter takes. */
export function castOf(layout: CollectionLayout, column: string): string {
  const dense = Object.values(layout.dense).find((vector) => vector.column === column);
  if (dense) return dense.multivector ? "::real[]" : vectorCast(dense);
  return "::jsonb";
}

