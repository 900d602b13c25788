// Qdrant 1.20's text query on pgvector: BM25 over the field's text index, as
// the LanceDB engine ranks (text-index/bm25-index.ts, the same code), built for
// the call from every payload of the collection and dropped after it. Nothing
// is kept in the service, so every instance answers alike at once after any
// write; the cost is one read of the collection's payloads per call (a stage
// SQL cannot do: the tokenizers, stemmers and stop words are the service's).
import type pg from "pg";
import { AppError } from "../../errors";
import { fromPointKey } from "../filter/point-key";
import { formatJsonPath, readJsonPath } from "../payload/json-path";
import { Bm25Index } from "../text-index/bm25-index";
import { textAnalyzer } from "../text-index/text-analyzer";
import { textDocuments } from "../text-index/text-documents";
import { DEFAULT_TEXT_INDEX } from "../text-index/text-index-settings";
import type { Payload, TextHit, TextSearchQuery } from "../vector-engine";
import { tableOf, type CollectionLayout } from "./collection-layout";
import { renderFilter, textIndexesOf } from "./filter-sql";
import { SqlParams } from "./sql-params";

export async function searchText(pool: pg.Pool, layout: CollectionLayout, query: TextSearchQuery): Promise<TextHit[]> {
  const path = readJsonPath(query.key);
  const field = layout.fieldIndexes[formatJsonPath(path)];
  if (field?.type !== "text") throw new AppError("bad_request", `No full-text index on ${query.key}: a text query ranks by one`);
  if (query.limit <= 0) return [];
  const params = new SqlParams();
  const where = await renderFilter(pool, layout, query.filter, params, textIndexesOf(layout));
  // Every row scores into the index (its idf and average length are the whole field's); the filter picks the candidates.
  const { rows } = await pool.query<{ key: string; payload: Payload; allowed: boolean }>(`SELECT key, payload, ${where} AS allowed FROM ${tableOf(layout.id)}`, params.values);
  const analyzer = textAnalyzer(field.params?.text ?? DEFAULT_TEXT_INDEX);
  const nested = query.nested === undefined ? null : readJsonPath(query.nested);
  const index = new Bm25Index();
  const allowed = new Set<string>();
  for (const row of rows) {
    index.set(row.key, textDocuments(row.payload, path, nested, analyzer));
    if (row.allowed) allowed.add(row.key);
  }
  return index
    .search(analyzer.queryTokens(query.text), query.bm25, query.filter ? allowed : undefined)
    .slice(0, query.limit)
    .map((hit) => ({ id: fromPointKey(hit.key), score: hit.score }));
}
