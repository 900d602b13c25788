// Qdrant 1.20's text query on one collection: the field's BM25 index
// (exact/text-scoring.ts) ranks every point sharing a token with the query,
// exactly, the filter applied as the keys it matches.
import { AppError } from "../../../errors";
import { textAnalyzer } from "../../text-index/text-analyzer";
import { DEFAULT_TEXT_INDEX } from "../../text-index/text-index-settings";
import { formatJsonPath, readJsonPath } from "../../payload/json-path";
import type { TextHit, TextSearchQuery } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { scoringIndexOf } from "../exact/text-scoring";
import { filterToSql } from "../filter/filter-sql";
import { SQL_FALSE } from "../filter/sql-literal";
import { forEachRow } from "../table/arrow-rows";
import { fromPointKey } from "../../filter/point-key";
import { KEY } from "../table/table-schema";

export async function searchText(state: CollectionState, query: TextSearchQuery): Promise<TextHit[]> {
  const key = formatJsonPath(readJsonPath(query.key));
  const field = state.fields.find((candidate) => candidate.key === key && candidate.type === "text");
  if (!field) throw new AppError("bad_request", `No full-text index on ${query.key}: a text query ranks by one`);
  if (query.limit <= 0) return [];
  const where = await filterToSql(state, query.filter);
  if (where === SQL_FALSE) return [];
  const allowed = where === undefined ? undefined : await matchingKeys(state, where);
  const index = await scoringIndexOf(state, field, query.nested);
  const tokens = textAnalyzer(field.text ?? DEFAULT_TEXT_INDEX).queryTokens(query.text);
  return index
    .search(tokens, query.bm25, allowed)
    .slice(0, query.limit)
    .map((hit) => ({ id: fromPointKey(hit.key), score: hit.score }));
}

async function matchingKeys(state: CollectionState, where: string): Promise<Set<string>> {
  const keys = new Set<string>();
  await forEachRow(state.table.query().where(where).select([KEY]), (row) => keys.add(row.key));
  return keys;
}
