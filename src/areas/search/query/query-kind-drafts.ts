// What discovery and a hybrid query hold while they are typed, and their
// empty forms. Their request building and fields load with their own chunk
// (./query-builders), so only these shapes are part of the page's first load.

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

export interface PrefetchDraft {
  id: number;
  /** The vector's key ("" for the unnamed one); null: the row's default. */
  vector: string | null;
  input: string;
  limit: string;
}

export interface HybridDraft {
  prefetches: readonly PrefetchDraft[];
  fusion: Fusion;
  /** RRF's k, blank for the service's default (60). */
  rrfK: string;
}

export const EMPTY_PREFETCH: Omit<PrefetchDraft, "id"> = { vector: null, input: "", limit: "20" };

export const EMPTY_HYBRID_DRAFT: HybridDraft = {
  prefetches: [
    { id: 1, ...EMPTY_PREFETCH },
    { id: 2, ...EMPTY_PREFETCH },
  ],
  fusion: "rrf",
  rrfK: "",
};

export type HybridFieldKey = `prefetch.${number}.input` | `prefetch.${number}.limit` | "rrfK";
