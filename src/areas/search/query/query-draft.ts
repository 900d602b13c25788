// The Search and Discovery form as data: what is typed, and the query it
// sends (POST /collections/{name}/points/query, or .../query/groups when
// grouped by a payload key), or what is wrong with it. `using` names the
// vector searched in a collection of named or sparse vectors; a hybrid query
// names one per prefetch instead, and ordering by a payload key or a random
// sample uses none. A query by text is Qdrant's inference object, {"text",
// "model"}, which the service embeds with that model. A nearest query may be
// re-ranked for diversity (mmr), and point ids may name points of another
// collection (lookup_from).
import type { Schemas } from "@qdrant/js-client-rest";
import type { SearchableCollection } from "../searchable-collections";
import type { discoverQuery } from "./discover-draft";
import type { hybridStages } from "./hybrid-draft";
import type { queryOptions } from "./query-options-draft";
import type { recommendQuery } from "./recommend-draft";
import { parseVector } from "./parse-vector";
import { parseSparseVector } from "./parse-sparse-vector";
import { parsePointId } from "./point-id";
import {
  EMPTY_DISCOVER_DRAFT,
  EMPTY_HYBRID_DRAFT,
  EMPTY_LOOKUP_DRAFT,
  EMPTY_MMR_DRAFT,
  type DiscoverDraft,
  type DiscoverFieldKey,
  type HybridDraft,
  type HybridFieldKey,
  type LookupDraft,
  type MmrDraft,
  type OptionFieldKey,
  type RecommendStrategy,
  type QueryMode,
} from "./query-kind-drafts";
import type { QueryVector, SearchVector } from "./search-vector";

export { QUERY_MODES } from "./query-kind-drafts";
export type { QueryMode };
export const QUERY_MODE_LABELS: Readonly<Record<QueryMode, string>> = {
  vector: "By vector",
  text: "By text",
  point: "By point",
  recommend: "Recommend",
  discover: "Discover",
  hybrid: "Hybrid",
  orderBy: "Order by",
  sample: "Random sample",
};

/** The modes that search by the vector chosen above the form; the others say their own, or use none. */
export function usesChosenVector(mode: QueryMode): boolean {
  return mode !== "hybrid" && mode !== "orderBy" && mode !== "sample";
}

export const MAX_LIMIT = 1000;

export type OrderDirection = "asc" | "desc";

export interface QueryDraft {
  mode: QueryMode;
  /** A dense query vector, as JSON. */
  vector: string;
  /** A sparse query vector, as pairs or JSON. */
  sparseVector: string;
  /** A text the service embeds with `textModel` (a model that fits the vector searched). */
  text: string;
  /** The model's name; "" until one fits. */
  textModel: string;
  point: string;
  positive: string;
  negative: string;
  strategy: RecommendStrategy;
  /** Diversity by MMR, for a query by vector or by point. */
  mmr: MmrDraft;
  /** Another collection whose points the ids name, for a query by point, recommend or discover. */
  lookup: LookupDraft;
  discover: DiscoverDraft;
  hybrid: HybridDraft;
  orderKey: string;
  orderDirection: OrderDirection;
  /** A payload key to group the results by; blank for no groups. */
  groupBy: string;
  groupSize: string;
  limit: string;
  scoreThreshold: string;
}

/** The form's text fields that are typed in directly. */
export const TEXT_FIELDS = ["vector", "sparseVector", "text", "point", "positive", "negative", "orderKey", "groupBy", "groupSize", "limit", "scoreThreshold"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type QueryFieldKey = TextField | "textModel" | DiscoverFieldKey | HybridFieldKey | OptionFieldKey;

/** How a part of the query form reports an edit: the fields changed, and which of them the user has now touched. */
export type QueryDraftChange = (change: Partial<QueryDraft>, touched?: readonly QueryFieldKey[]) => void;
export type QueryDraftErrors = Partial<Record<QueryFieldKey, string>>;

export const EMPTY_QUERY_DRAFT: QueryDraft = {
  mode: "vector",
  vector: "",
  sparseVector: "",
  text: "",
  textModel: "",
  point: "",
  positive: "",
  negative: "",
  strategy: "average_vector",
  mmr: EMPTY_MMR_DRAFT,
  lookup: EMPTY_LOOKUP_DRAFT,
  discover: EMPTY_DISCOVER_DRAFT,
  hybrid: EMPTY_HYBRID_DRAFT,
  orderKey: "",
  orderDirection: "desc",
  groupBy: "",
  groupSize: "3",
  limit: "10",
  scoreThreshold: "",
};

/** What the form sends: a query, or a grouped query when it has group_by. */
export type SearchRequest = Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"];

export function isGroupsRequest(request: SearchRequest): request is Schemas["QueryGroupsRequest"] {
  return "group_by" in request && typeof request.group_by === "string";
}

/** How recommend, discovery, a hybrid query and the other kinds' options (MMR, lookup_from) become requests: loaded with their fields (./query-builders). */
export interface StageBuilders {
  recommend: typeof recommendQuery;
  discover: typeof discoverQuery;
  hybrid: typeof hybridStages;
  options: typeof queryOptions;
}

/**
 * What a query needs beyond its own vector: the collection's vectors (a
 * hybrid query's prefetches choose from them), the project's other
 * collections (lookup_from names one) and the stage builders, once loaded.
 */
export interface QueryContext {
  vectors: readonly SearchVector[];
  /** None when not given. */
  otherCollections?: readonly SearchableCollection[];
  builders: StageBuilders | null;
}

const NO_CONTEXT: QueryContext = { vectors: [], builders: null };

/** The problem of a query kind whose builder has not loaded (its fields have not either, so none is typed). */
const LOADING = "The query builder is loading; try again in a moment";

interface Stages {
  prefetch?: Schemas["Prefetch"][];
  query: Schemas["QueryInterface"];
  /** Whether the query searches the vector chosen (and names it with `using`). */
  isByVector: boolean;
  /** A nearest query's vector or point id, which MMR re-ranks around. */
  nearest?: Schemas["VectorInput"];
}

function byVector(query: Schemas["QueryInterface"] | undefined): Stages | undefined {
  return query === undefined ? undefined : { query, isByVector: true };
}

function nearest(input: Schemas["VectorInput"] | undefined): Stages | undefined {
  return input === undefined ? undefined : { query: input, isByVector: true, nearest: input };
}

function queryStages(draft: QueryDraft, vector: QueryVector | null, { vectors, builders }: QueryContext, errors: QueryDraftErrors): Stages | undefined {
  switch (draft.mode) {
    case "vector": {
      if (vector?.sparse === true) {
        const parsed = parseSparseVector(draft.sparseVector);
        if ("error" in parsed) errors.sparseVector = parsed.error;
        return nearest("error" in parsed ? undefined : parsed.vector);
      }
      const parsed = parseVector(draft.vector, vector?.size ?? null, vector?.name ?? null);
      if ("error" in parsed) errors.vector = parsed.error;
      return nearest("error" in parsed ? undefined : parsed.vector);
    }
    case "text": {
      const text = draft.text.trim();
      if (text === "") errors.text = "Enter a text to search by";
      if (draft.textModel === "") errors.textModel = "Choose a model that fits the vector searched";
      return nearest(text === "" || draft.textModel === "" ? undefined : { text, model: draft.textModel });
    }
    case "point": {
      const parsed = parsePointId(draft.point);
      if ("error" in parsed) errors.point = parsed.error;
      return nearest("error" in parsed ? undefined : parsed.id);
    }
    case "recommend":
      if (builders === null) errors.positive = LOADING;
      return byVector(builders?.recommend(draft, errors));
    case "discover":
      if (builders === null) errors.target = LOADING;
      return byVector(builders?.discover(draft.discover, vector, errors));
    case "hybrid": {
      if (builders === null) errors.rrfK = LOADING;
      const stages = builders?.hybrid(draft.hybrid, vectors, errors);
      return stages === undefined ? undefined : { ...stages, isByVector: false };
    }
    case "orderBy": {
      const key = draft.orderKey.trim();
      if (key === "") errors.orderKey = "Enter the payload key to order by";
      return key === "" ? undefined : { query: { order_by: { key, direction: draft.orderDirection } }, isByVector: false };
    }
    case "sample":
      return { query: { sample: "random" }, isByVector: false };
  }
}

function wholeNumber(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return /^\d+$/.test(trimmed) && number >= 1 && number <= max ? number : undefined;
}

/** The request for the draft, searching `vector` (null while the collection is not known). */
export function toQueryRequest(
  draft: QueryDraft,
  vector: QueryVector | null,
  filter: Schemas["Filter"] | undefined,
  context: QueryContext = NO_CONTEXT,
): { request: SearchRequest } | { errors: QueryDraftErrors } {
  const errors: QueryDraftErrors = {};
  const stages = queryStages(draft, vector, context, errors);
  const limit = wholeNumber(draft.limit, MAX_LIMIT);
  if (limit === undefined) errors.limit = `A whole number from 1 to ${MAX_LIMIT}`;
  const threshold = draft.scoreThreshold.trim();
  if (threshold !== "" && !Number.isFinite(Number(threshold))) errors.scoreThreshold = "A number, or blank for none";
  const groupBy = draft.groupBy.trim();
  const groupSize = groupBy === "" ? undefined : wholeNumber(draft.groupSize, MAX_LIMIT);
  if (groupBy !== "" && groupSize === undefined) errors.groupSize = `A whole number from 1 to ${MAX_LIMIT}`;
  // Options are chosen in fields that show once the builders have loaded: none is chosen before.
  const { mmr, lookup } = context.builders?.options(draft, vector, limit, context.otherCollections ?? [], errors) ?? {};
  if (stages === undefined || Object.keys(errors).length > 0) return { errors };
  const using = stages.isByVector && vector !== null && vector.name !== null ? { using: vector.name } : {};
  // In this order, so that the code samples read naturally.
  const request: SearchRequest = {
    ...(stages.prefetch === undefined ? {} : { prefetch: stages.prefetch }),
    query: mmr === undefined || stages.nearest === undefined ? stages.query : { nearest: stages.nearest, mmr },
    ...using,
    ...(lookup === undefined ? {} : { lookup_from: lookup }),
    ...(filter === undefined ? {} : { filter }),
    limit,
    ...(threshold === "" ? {} : { score_threshold: Number(threshold) }),
    ...(groupBy === "" ? {} : { group_by: groupBy, group_size: groupSize }),
    with_payload: true,
  };
  return { request };
}
