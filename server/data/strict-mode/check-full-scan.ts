// Qdrant's check_fullscan (verification/query.rs): with search_allow_exact
// false, a query that compares vectors (nearest, recommend, discover, context,
// relevance_feedback, a vector or a point id; not fusion, order_by, formula or
// sample) on a dense vector without a global HNSW graph (hnsw_config.m = 0,
// the vector's own or the collection's) must filter on a tenant key (a payload
// index with is_tenant) and find a per-tenant graph (payload_m, else m, above
// 0). Sparse vectors are always indexed. The limits are the collection's
// settings as shown back (vector-hnsw.ts); m 0 builds no graph on pgvector, LanceDB builds its own either way.
import { queryKeyOf, isOtherQuery, type QueryInterface } from "../../../contract/qdrant/query";
import type { Condition, Filter } from "../../../contract/qdrant/filters";
import { isSparseName } from "../collections/collection-vectors";
import { strictModeError } from "../qdrant-errors";
import { canonicalFieldKey } from "../indexes/find-field-index";
import { filterConditions } from "./filter-conditions";
import { numberOr, vectorHnsw } from "../collections/vector-hnsw";
import type { StrictContext } from "./strict-context";

const NOT_VECTOR_QUERIES: ReadonlySet<string> = new Set(["fusion", "rrf", "order_by", "formula", "sample", "text"]);

export function checkFullScan(query: QueryInterface, using: string, filter: Filter | null | undefined, context: StrictContext): void {
  const { config, collection } = context;
  if (config.search_allow_exact !== false || !comparesVectors(query) || isSparseName(collection, using)) return;
  const { m } = vectorHnsw(collection.settings, using);
  if (m > 0) return;
  const payloadM = numberOr(collection.settings.namedVectors?.[using]?.hnsw_config?.payload_m, numberOr(collection.settings.hnswConfig.payload_m, m));
  const label = using === "" ? "" : ` on '${using}'`;
  if (!filter || !filterConditions(filter).some((condition) => isTenantKey(targetedKey(condition), context))) {
    throw strictModeError(
      `Request is forbidden${label} because global vector indexing is disabled (hnsw_config.m = 0)`,
      "Use tenant-specific filter, enable global vector indexing or enable strict mode `search_allow_exact` option",
    );
  }
  if (payloadM === 0) {
    throw strictModeError(
      `Request is forbidden${label} because vector indexing is disabled (hnsw_config.m = 0 and hnsw_config.payload_m = 0)`,
      "Enable vector indexing, use a prefetch query with indexed vectors or enable strict mode `search_allow_exact` option",
    );
  }
}

function comparesVectors(query: QueryInterface): boolean {
  const key = queryKeyOf(query);
  return key === undefined ? !isOtherQuery(query) : !NOT_VECTOR_QUERIES.has(key);
}

/** Condition::targeted_key: the key a condition reads first ("a[]" for a nested condition's array), if any. */
function targetedKey(condition: Condition): string | undefined {
  if ("key" in condition) return condition.key.raw;
  if ("is_empty" in condition) return condition.is_empty.key.raw;
  if ("is_null" in condition) return condition.is_null.key.raw;
  if ("nested" in condition) return condition.nested.key.raw.endsWith("[]") ? condition.nested.key.raw : `${condition.nested.key.raw}[]`;
  if ("has_id" in condition || "has_vector" in condition || "slice" in condition) return undefined;
  return filterConditions(condition).map(targetedKey).find((key) => key !== undefined);
}

function isTenantKey(key: string | undefined, { indexes }: StrictContext): boolean {
  const index = key === undefined ? undefined : indexes.get(canonicalFieldKey(key) ?? key);
  return index?.params?.is_tenant === true;
}
