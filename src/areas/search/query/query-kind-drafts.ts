// What discovery, a hybrid query and the options of the other kinds (a
// recommend strategy, diversity by MMR, examples from another collection)
// hold while they are typed, and their empty forms. Their request building
// and fields load with their own chunk (./query-builders), so only these
// shapes are part of the page's first load.

export interface ContextPairDraft {
  id: number;
  positive: string;
  negative: string;
}

export interface DiscoverDraft {
  target: string;
  pairs: readonly ContextPairDraft[];
}

export const EMPTY_DISCOVER_DRAFT: DiscoverDraft = { target: "", pairs: [{ id: 1, positive: "", negative: "" }] };

export type DiscoverFieldKey = "target" | `pair.${number}.positive` | `pair.${number}.negative`;

export const FUSIONS = ["rrf", "dbsf"] as const;
export type Fusion = (typeof FUSIONS)[number];

/** What a prefetch searches by: a text embedded by a model, or a vector as typed. */
export type PrefetchInput = "text" | "vector";

export interface PrefetchDraft {
  id: number;
  /** The vector's key ("" for the unnamed one); null: the row's default. */
  vector: string | null;
  /** null until the project's models are known: then by text when one of them fits the row's vector, else by vector. */
  by: PrefetchInput | null;
  /** The text to embed, searching by text. */
  text: string;
  /** The model that embeds it ("" until one fits). */
  model: string;
  /** The vector, searching by vector: dense as a JSON array, sparse as index:value pairs. */
  input: string;
  limit: string;
  /** Its weight in RRF, blank for 1. */
  weight: string;
}

export interface HybridDraft {
  prefetches: readonly PrefetchDraft[];
  fusion: Fusion;
  /** RRF's k, blank for the service's default (2, as in Qdrant). */
  rrfK: string;
}

export const EMPTY_PREFETCH: Omit<PrefetchDraft, "id"> = { vector: null, by: null, text: "", model: "", input: "", limit: "20", weight: "" };

export const EMPTY_HYBRID_DRAFT: HybridDraft = {
  prefetches: [
    { id: 1, ...EMPTY_PREFETCH },
    { id: 2, ...EMPTY_PREFETCH },
  ],
  fusion: "rrf",
  rrfK: "",
};

export type HybridFieldKey =
  | `prefetch.${number}.input`
  | `prefetch.${number}.text`
  | `prefetch.${number}.model`
  | `prefetch.${number}.limit`
  | `prefetch.${number}.weight`
  | "rrfK";

export type RecommendStrategy = "average_vector" | "best_score" | "sum_scores";

/** A nearest query re-ranked for diversity (Qdrant's mmr), when on. */
export interface MmrDraft {
  isOn: boolean;
  diversity: string;
  /** How many nearest points are re-ranked, blank for the limit. */
  candidates: string;
}

export const EMPTY_MMR_DRAFT: MmrDraft = { isOn: false, diversity: "0.5", candidates: "" };

/** Where point ids' vectors come from (Qdrant's lookup_from): "" for the collection searched, else another one and its vector's key. */
export interface LookupDraft {
  collection: string;
  /** null: the other collection's first vector like the one searched. */
  vector: string | null;
}

export const EMPTY_LOOKUP_DRAFT: LookupDraft = { collection: "", vector: null };

export type OptionFieldKey = "mmrDiversity" | "mmrCandidates" | "lookupCollection";

/** The kinds of query the form builds, in the order of its tabs. */
export const QUERY_MODES = ["vector", "text", "point", "recommend", "discover", "hybrid", "orderBy", "sample"] as const;
export type QueryMode = (typeof QUERY_MODES)[number];
