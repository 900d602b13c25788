// The Search and Discovery form as data: what is typed, and the query it
// sends (POST /collections/{name}/points/query, with `using` naming the vector
// in a collection of named vectors) or what is wrong with it.
import type { Schemas } from "@qdrant/js-client-rest";
import { parseVector } from "./parse-vector";
import { parsePointId, parsePointIds } from "./point-id";
import type { QueryVector } from "./search-vector";

export const QUERY_MODES = ["vector", "point", "recommend"] as const;
export type QueryMode = (typeof QUERY_MODES)[number];
export const QUERY_MODE_LABELS: Readonly<Record<QueryMode, string>> = { vector: "By vector", point: "By point", recommend: "Recommend" };

export const MAX_LIMIT = 1000;

export interface QueryDraft {
  mode: QueryMode;
  vector: string;
  point: string;
  positive: string;
  negative: string;
  limit: string;
  scoreThreshold: string;
}

export type QueryDraftErrors = Partial<Record<Exclude<keyof QueryDraft, "mode">, string>>;

export const EMPTY_QUERY_DRAFT: QueryDraft = { mode: "vector", vector: "", point: "", positive: "", negative: "", limit: "10", scoreThreshold: "" };

function queryInput(draft: QueryDraft, vector: QueryVector | null, errors: QueryDraftErrors): Schemas["QueryInterface"] | undefined {
  if (draft.mode === "vector") {
    const parsed = parseVector(draft.vector, vector?.size ?? null, vector?.name ?? null);
    if ("error" in parsed) errors.vector = parsed.error;
    else return parsed.vector;
  } else if (draft.mode === "point") {
    const parsed = parsePointId(draft.point);
    if ("error" in parsed) errors.point = parsed.error;
    else return parsed.id;
  } else {
    const positive = parsePointIds(draft.positive);
    const negative = parsePointIds(draft.negative);
    if ("error" in positive) errors.positive = positive.error;
    else if (positive.ids.length === 0) errors.positive = "Give at least one point to look like";
    if ("error" in negative) errors.negative = negative.error;
    if (!("error" in positive) && !("error" in negative) && positive.ids.length > 0) return { recommend: { positive: positive.ids, negative: negative.ids } };
  }
  return undefined;
}

/** The query for the draft, searching `vector` (null while the collection is not known). */
export function toQueryRequest(
  draft: QueryDraft,
  vector: QueryVector | null,
  filter: Schemas["Filter"] | undefined,
): { request: Schemas["QueryRequest"] } | { errors: QueryDraftErrors } {
  const errors: QueryDraftErrors = {};
  const query = queryInput(draft, vector, errors);
  const limit = Number(draft.limit.trim());
  if (!/^\d+$/.test(draft.limit.trim()) || limit < 1 || limit > MAX_LIMIT) errors.limit = `A whole number from 1 to ${MAX_LIMIT}`;
  const threshold = draft.scoreThreshold.trim();
  if (threshold !== "" && !Number.isFinite(Number(threshold))) errors.scoreThreshold = "A number, or blank for none";
  if (query === undefined || Object.keys(errors).length > 0) return { errors };
  // In this order, so that the code samples read naturally.
  const request: Schemas["QueryRequest"] = {
    query,
    ...(vector === null || vector.name === null ? {} : { using: vector.name }),
    ...(filter === undefined ? {} : { filter }),
    limit,
    ...(threshold === "" ? {} : { score_threshold: Number(threshold) }),
    with_payload: true,
  };
  return { request };
}
