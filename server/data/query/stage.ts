// A planned query (plan-query.ts plans it, run-query.ts runs it): a tree of
// stages, each with what it ranks by, the vector it compares, its filter and
// bounds, and the stages prefetched under it.
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { PathItem } from "../../engine/payload/json-path";
import type { Distance, VectorValue } from "../../engine/vector-engine";
import type { ParsedFormula } from "./formula/parse-formula";
import type { Objective } from "./similarity";

export type StageQuery =
  | { kind: "nearest"; vector: VectorValue }
  /** The nearest `candidates` re-ranked by maximal marginal relevance (mmr.ts); each keeps its nearest score. */
  | { kind: "mmr"; vector: VectorValue; lambda: number; candidates?: number }
  /** A custom objective over each candidate's vector (recommend best_score or sum_scores, discover, context, relevance_feedback): larger is better. */
  | { kind: "objective"; objective: Objective }
  | { kind: "rrf"; k: number; weights?: number[] }
  | { kind: "dbsf" }
  /** By the payload value at `key` (its items, `path`, for reading payloads here). */
  | { kind: "orderBy"; key: string; path: PathItem[]; direction: "asc" | "desc"; startFrom?: number | string }
  | { kind: "sample" }
  /** The prefetches' points re-scored by a formula (formula/): larger is better. */
  | { kind: "formula"; formula: ParsedFormula }
  /** BM25 over the full-text index of the payload field `key` (plan-text-query.ts; `nested`: the index's): larger is better. */
  | { kind: "text"; key: string; nested?: string; text: string; bm25: { k: number; b: number } }
  /** No query: points in id order (or, over prefetches, as they come). */
  | { kind: "none" };

export interface Stage {
  prefetches: Stage[];
  query: StageQuery;
  /** The vector the query compares ("" for the unnamed one), and its distance (unused by queries that compare no vectors). */
  using: string;
  distance: Distance;
  /**
   * The vector holds bytes (datatype uint8): stored Cosine ones, which the engine keeps as written, are made unit
   * length before this compares them (similarity.ts, comparedStored).
   */
  isUint8: boolean;
  filter?: FilterNode;
  /** Points never returned: those a query names by id as its examples. */
  excludeIds: PointId[];
  scoreThreshold?: number;
  limit: number;
  exact: boolean;
  hnswEf?: number;
  /** params.idf, on a sparse vector with the idf modifier (plan-idf.ts): the IDF's corpus, when not the whole collection. */
  idf?: { corpus?: FilterNode };
}
