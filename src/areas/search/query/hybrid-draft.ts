// A hybrid query as typed: prefetches (each a vector of the collection by
// name, what it searches by: a text and the model that embeds it, which the
// service embeds as Qdrant's cloud inference does, or a query vector; how
// many candidates it brings and, for RRF, its weight), fused by RRF or DBSF into the final results: {"prefetch":
// [{"query", "using", "limit"}, ...], "query": {"fusion": "rrf"}} (or
// {"rrf": {"k": 60, "weights": [2, 1]}} with RRF's k or weights given).
import type { Schemas } from "@qdrant/js-client-rest";
import { modelsFitting, type FittedModel } from "../../../embedding-models/model-fit";
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

/**
 * The rows with what the user has not chosen filled in from the project's models: a row searches by text when
 * one of them fits its vector, else by vector; by text, with the first model that fits until the user chooses
 * one, and again when the row's vector changes and the chosen model no longer fits. The same rows when
 * nothing changes.
 */
export function withModelDefaults(rows: readonly PrefetchDraft[], vectors: readonly SearchVector[], models: readonly FittedModel[]): readonly PrefetchDraft[] {
  let isChanged = false;
  const filled = rows.map((row, position) => {
    const vector = prefetchVectorOf(row, position, vectors);
    const fitting = vector === null ? [] : modelsFitting(models, vector.sparse === true ? { sparse: true } : { size: vector.size });
    const by = row.by ?? (fitting.length > 0 ? "text" : "vector");
    const model = fitting.some((candidate) => candidate.name === row.model) ? row.model : (fitting[0]?.name ?? "");
    if (by === row.by && model === row.model) return row;
    isChanged = true;
    return { ...row, by, model };
  });
  return isChanged ? filled : rows;
}

function wholeNumber(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return /^\d+$/.test(trimmed) && number >= 1 && number <= max ? number : undefined;
}

type Input = { query: Schemas["VectorInput"] } | { error: true };

/** The row's text and model as an inference object: {"text", "model"}. */
function textInput(row: PrefetchDraft, errors: Errors): Input {
  const text = row.text.trim();
  if (text === "") errors[`prefetch.${row.id}.text`] = "Enter a text to search by";
  if (row.model === "") errors[`prefetch.${row.id}.model`] = "Choose a model that fits the vector searched";
  return text === "" || row.model === "" ? { error: true } : { query: { text, model: row.model } };
}

function vectorInput(row: PrefetchDraft, vector: SearchVector | null, errors: Errors): Input {
  const parsed = vector?.sparse === true ? parseSparseVector(row.input) : parseVector(row.input, vector?.size ?? null, vector?.name ?? null);
  if ("error" in parsed) errors[`prefetch.${row.id}.input`] = parsed.error;
  return "error" in parsed ? { error: true } : { query: parsed.vector };
}

function prefetchOf(row: PrefetchDraft, vector: SearchVector | null, errors: Errors): Schemas["Prefetch"] | undefined {
  const input = row.by === "text" ? textInput(row, errors) : vectorInput(row, vector, errors);
  const limit = wholeNumber(row.limit, MAX_PREFETCH_LIMIT);
  if (limit === undefined) errors[`prefetch.${row.id}.limit`] = `A whole number from 1 to ${MAX_PREFETCH_LIMIT}`;
  if ("error" in input || limit === undefined) return undefined;
  return { query: input.query, ...(vector === null || vector.name === null ? {} : { using: vector.name }), limit };
}

/** RRF's weights, one per prefetch (blank for 1), or undefined when every one is blank. */
function rrfWeights(rows: readonly PrefetchDraft[], errors: Errors): number[] | undefined {
  if (rows.every((row) => row.weight.trim() === "")) return undefined;
  return rows.map((row) => {
    const text = row.weight.trim();
    const weight = text === "" ? 1 : Number(text);
    if (!Number.isFinite(weight) || weight <= 0) errors[`prefetch.${row.id}.weight`] = "A number above 0, or blank for 1";
    return weight;
  });
}

export function hybridStages(
  draft: HybridDraft,
  vectors: readonly SearchVector[],
  errors: Errors,
): { prefetch: Schemas["Prefetch"][]; query: Schemas["FusionQuery"] | Schemas["RrfQuery"] } | undefined {
  const before = Object.keys(errors).length;
  const prefetch = draft.prefetches.flatMap((row, position) => prefetchOf(row, prefetchVectorOf(row, position, vectors), errors) ?? []);
  const k = draft.rrfK.trim();
  const rrfK = k === "" ? undefined : wholeNumber(k, Number.MAX_SAFE_INTEGER);
  const isRrf = draft.fusion === "rrf";
  if (isRrf && k !== "" && rrfK === undefined) errors.rrfK = "A whole number from 1, or blank for 2";
  const weights = isRrf ? rrfWeights(draft.prefetches, errors) : undefined;
  if (Object.keys(errors).length > before) return undefined;
  const rrf = { ...(rrfK === undefined ? {} : { k: rrfK }), ...(weights === undefined ? {} : { weights }) };
  const query = isRrf && Object.keys(rrf).length > 0 ? { rrf } : { fusion: draft.fusion };
  return { prefetch, query };
}
