// A hybrid query as typed: prefetches (each a vector of the collection by
// name, its query vector, and how many candidates it brings), fused by RRF
// or DBSF into the final results: {"prefetch": [{"query", "using", "limit"}, ...],
// "query": {"fusion": "rrf"}} (or {"rrf": {"k": 60}} with RRF's k given).
import type { Schemas } from "@qdrant/js-client-rest";
import { parseVector } from "./parse-vector";
import { parseSparseVector } from "./parse-sparse-vector";
import type { Fusion, HybridDraft, HybridFieldKey, PrefetchDraft } from "./query-kind-drafts";
import { vectorKey, type SearchVector } from "./search-vector";

export const FUSION_LABELS: Readonly<Record<Fusion, string>> = { rrf: "Reciprocal rank fusion (RRF)", dbsf: "Distribution-based score fusion (DBSF)" };

export const MAX_PREFETCH_LIMIT = 10_000;

type Errors = Partial<Record<HybridFieldKey, string>>;

/**
 * The vector a prefetch row uses: the one chosen, else by position the
 * collection's first dense vector, then its first sparse one (a dense and a
 * sparse prefetch: the usual hybrid search), then the first vector.
 */
export function prefetchVectorOf(row: PrefetchDraft, position: number, vectors: readonly SearchVector[]): SearchVector | null {
  const chosen = vectors.find((vector) => row.vector !== null && vectorKey(vector) === row.vector);
  if (chosen !== undefined) return chosen;
  const dense = vectors.find((vector) => vector.sparse !== true);
  const sparse = vectors.find((vector) => vector.sparse === true);
  const preferred = position === 0 ? (dense ?? sparse) : position === 1 ? (sparse ?? dense) : undefined;
  return preferred ?? vectors[0] ?? null;
}

function wholeNumber(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return /^\d+$/.test(trimmed) && number >= 1 && number <= max ? number : undefined;
}

function prefetchOf(row: PrefetchDraft, vector: SearchVector | null, errors: Errors): Schemas["Prefetch"] | undefined {
  const parsed = vector?.sparse === true ? parseSparseVector(row.input) : parseVector(row.input, vector?.size ?? null, vector?.name ?? null);
  if ("error" in parsed) errors[`prefetch.${row.id}.input`] = parsed.error;
  const limit = wholeNumber(row.limit, MAX_PREFETCH_LIMIT);
  if (limit === undefined) errors[`prefetch.${row.id}.limit`] = `A whole number from 1 to ${MAX_PREFETCH_LIMIT}`;
  if ("error" in parsed || limit === undefined) return undefined;
  return { query: "vector" in parsed ? parsed.vector : [], ...(vector === null || vector.name === null ? {} : { using: vector.name }), limit };
}

export function hybridStages(
  draft: HybridDraft,
  vectors: readonly SearchVector[],
  errors: Errors,
): { prefetch: Schemas["Prefetch"][]; query: Schemas["FusionQuery"] | Schemas["RrfQuery"] } | undefined {
  const prefetch = draft.prefetches.map((row, position) => prefetchOf(row, prefetchVectorOf(row, position, vectors), errors));
  const k = draft.rrfK.trim();
  const rrfK = k === "" ? undefined : wholeNumber(k, Number.MAX_SAFE_INTEGER);
  if (draft.fusion === "rrf" && k !== "" && rrfK === undefined) errors.rrfK = "A whole number from 1, or blank for 60";
  if (prefetch.some((stage) => stage === undefined) || errors.rrfK !== undefined) return undefined;
  const query = draft.fusion === "rrf" && rrfK !== undefined ? { rrf: { k: rrfK } } : { fusion: draft.fusion };
  return { prefetch: prefetch as Schemas["Prefetch"][], query };
}
