// Conformance with Qdrant v1.19: strict mode on the data plane
// (lib/collection/src/operations/verification/, src/common/update.rs,
// lib/storage/src/content_manager/collection_verification.rs). A collection
// whose strict_mode_config has `enabled: true` refuses, before anything is
// read or written, what its settings forbid. Qdrant answers its strict mode
// errors ("<error>. Help: <solution>") as StorageError::BadRequest, so they
// read "Bad request: ..." with a 400; the size, multivector and sparse limits
// are plain BadRequests; rate limits are 429 "Rate limiting exceeded: ...".
// Order as Qdrant's: a batch's size, then each request's limit, filters,
// exact and search params, and the timeout last. The same settings on a
// collection with strict mode off change nothing.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeDataPlaneOnEachStore } from "../support/data-plane-server";
import { COMPLETED, conformance, error, ok } from "./support/conformance-cases";

jest.setTimeout(120_000);

const STRICT = {
  enabled: true,
  max_query_limit: 5,
  max_timeout: 10,
  unindexed_filtering_retrieve: false,
  unindexed_filtering_update: false,
  search_max_hnsw_ef: 64,
  search_allow_exact: false,
  search_max_oversampling: 2,
  upsert_max_batchsize: 3,
  search_max_batchsize: 2,
  filter_max_conditions: 3,
  condition_max_size: 2,
  max_payload_index_count: 4,
};

const POINTS = [
  { id: 1, vector: [1, 0], payload: { city: "Berlin", count: 3, rating: 4.5, color: "red", price: 10, items: [{ sku: "a" }] } },
  { id: 2, vector: [0, 1], payload: { city: "London", count: 1, rating: 3, color: "blue", price: 20 } },
  { id: 3, vector: [1, 1], payload: { city: "Paris", count: 5, rating: 5, color: "red", price: 30 } },
  { id: 4, vector: [0.5, 0.5], payload: { city: "Berlin", count: 2, rating: 2, color: "green", price: 40 } },
];

const ALL_SCHEMAS = "bool, datetime, float, geo, integer, keyword, keyword (with prefix: true), text, text (with phrase_matching: true), uuid";

/** Qdrant's strict mode refusal: 400, "Bad request: <error>. Help: <solution>". */
const refused = (message: string) => error(400, `Bad request: ${message}`);
const limitExceeded = (value: number, limit: number, name: string) => refused(`Limit exceeded ${value} > ${limit} for "${name}". Help: Reduce the "${name}" parameter to or below ${limit}.`);
const indexRequired = (key: string, schemas: string) =>
  refused(`Index required but not found for "${key}" of one of the following types: [${schemas}]. Help: Create an index for this key or use a different filter.`);

const cityIs = (city: string) => ({ key: "city", match: { value: city } });
const byCity = (city: string) => ({ must: [cityIs(city)] });
const byColor = (color: string) => ({ must: [{ key: "color", match: { value: color } }] });
const search = (filter: object) => ({ vector: [1, 0], limit: 3, filter });
const countOf = (count: number) => ok({ count });

async function populate(client: QdrantClient, name: string, strictModeConfig: object): Promise<void> {
  await client.createCollection(name, { vectors: { size: 2, distance: "Dot" } });
  for (const [field, schema] of [["city", "keyword"], ["count", "integer"], ["rating", "float"]] as const) {
    await client.createPayloadIndex(name, { field_name: field, field_schema: schema, wait: true });
  }
  await client.upsert(name, { wait: true, points: POINTS });
  await client.updateCollection(name, { strict_mode_config: strictModeConfig });
}

conformance(
  "Qdrant's strict mode",
  async (client) => {
    await populate(client, "shop", STRICT);
    await populate(client, "open", { ...STRICT, enabled: false });
    await client.createCollection("small", { vectors: { size: 2, distance: "Dot" }, strict_mode_config: { enabled: true, max_points_count: 3 } });
    await client.createCollection("bytes", { vectors: { size: 2, distance: "Dot" }, strict_mode_config: { enabled: true, max_collection_vector_size_bytes: 24 } });
    await client.createCollection("multi", {
      vectors: { colbert: { size: 2, distance: "Dot", multivector_config: { comparator: "max_sim" } } },
      sparse_vectors: { text: {} },
      strict_mode_config: { enabled: true, multivector_config: { colbert: { max_vectors: 2 } }, sparse_config: { text: { max_length: 2 } } },
    });
    await client.createCollection("flat", { vectors: { size: 2, distance: "Dot" }, hnsw_config: { m: 0 } });
    await client.createPayloadIndex("flat", { field_name: "tenant", field_schema: { type: "keyword", is_tenant: true }, wait: true });
    await client.upsert("flat", { wait: true, points: [{ id: 1, vector: [1, 0], payload: { tenant: "a" } }] });
    await client.updateCollection("flat", { strict_mode_config: { enabled: true, search_allow_exact: false } });
    await client.createCollection("limited", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("limited", { wait: true, points: POINTS });
  },
  [
    {
      does: "shows the settings back as given",
      request: ["GET", "/collections/shop"],
      answer: ok(expect.objectContaining({ config: expect.objectContaining({ strict_mode_config: STRICT }) })),
    },

    // max_query_limit: a query's limit, 10 when absent, and each prefetch's.
    { does: "refuses a limit over max_query_limit", request: ["POST", "/collections/shop/points/query", { query: [1, 0], limit: 6 }], answer: limitExceeded(6, 5, "limit") },
    { does: "counts a query without a limit at its default, 10", request: ["POST", "/collections/shop/points/query", { query: [1, 0] }], answer: limitExceeded(10, 5, "limit") },
    { does: "allows a limit at max_query_limit", request: ["POST", "/collections/shop/points/query", { query: [1, 0], limit: 5, with_payload: false }], answer: ok({ points: expect.any(Array) }) },
    {
      does: "refuses a prefetch's limit over max_query_limit",
      request: ["POST", "/collections/shop/points/query", { prefetch: [{ query: [1, 0], limit: 20 }], query: { fusion: "rrf" }, limit: 3 }],
      answer: limitExceeded(20, 5, "limit"),
    },
    {
      does: "refuses a prefetch's filter on a key without an index",
      request: ["POST", "/collections/shop/points/query", { prefetch: [{ query: [1, 0], limit: 5, filter: byColor("red") }], query: { fusion: "rrf" }, limit: 3 }],
      answer: indexRequired("color", "keyword"),
    },
    { does: "refuses limit × sample of the search matrix over max_query_limit", request: ["POST", "/collections/shop/points/search/matrix/pairs", { sample: 3, limit: 2 }], answer: limitExceeded(6, 5, "limit") },
    { does: "refuses a recommendation's limit", request: ["POST", "/collections/shop/points/recommend", { positive: [1], limit: 6 }], answer: limitExceeded(6, 5, "limit") },
    {
      does: "refuses a discovery's limit",
      request: ["POST", "/collections/shop/points/discover", { target: 1, context: [{ positive: 2, negative: 3 }], limit: 6 }],
      answer: limitExceeded(6, 5, "limit"),
    },
    { does: "refuses a scroll's limit", request: ["POST", "/collections/shop/points/scroll", { limit: 6 }], answer: limitExceeded(6, 5, "limit") },
    { does: "refuses a facet's limit", request: ["POST", "/collections/shop/facet", { key: "city", limit: 6 }], answer: limitExceeded(6, 5, "limit") },

    // search_max_batchsize: before the requests of the batch.
    {
      does: "refuses a batch over search_max_batchsize, before its requests",
      request: ["POST", "/collections/shop/points/query/batch", { searches: [{ query: [1, 0], limit: 9 }, { query: [1, 0] }, { query: [1, 0] }] }],
      answer: limitExceeded(3, 2, "search batch size"),
    },
    {
      does: "checks each request of a batch within the size",
      request: ["POST", "/collections/shop/points/search/batch", { searches: [{ vector: [1, 0], limit: 3 }, { vector: [1, 0], limit: 7 }] }],
      answer: limitExceeded(7, 5, "limit"),
    },

    // max_timeout: ?timeout=, checked last, on reads by id too.
    { does: "refuses a timeout over max_timeout", request: ["POST", "/collections/shop/points/query?timeout=11", { query: [1, 0], limit: 3 }], answer: limitExceeded(11, 10, "timeout") },
    { does: "allows a timeout at max_timeout", request: ["POST", "/collections/shop/points/query?timeout=10", { query: [1, 0], limit: 1, with_payload: false }], answer: ok({ points: [expect.objectContaining({ score: 1 })] }) },
    { does: "checks the timeout after the request", request: ["POST", "/collections/shop/points/query?timeout=11", { query: [1, 0], limit: 6 }], answer: limitExceeded(6, 5, "limit") },
    { does: "refuses a retrieve's timeout", request: ["POST", "/collections/shop/points?timeout=11", { ids: [1] }], answer: limitExceeded(11, 10, "timeout") },
    { does: "refuses a point's timeout", request: ["GET", "/collections/shop/points/1?timeout=11"], answer: limitExceeded(11, 10, "timeout") },
    { does: "refuses a write's timeout", request: ["PUT", "/collections/shop/points?timeout=11", { points: [{ id: 9, vector: [1, 1] }] }], answer: limitExceeded(11, 10, "timeout") },
    {
      does: "reads a timeout as seconds, a nonzero integer for a read",
      request: ["POST", "/collections/shop/points/query?timeout=0", { query: [1, 0], limit: 3 }],
      answer: error(400, "Format error in query parameters: timeout: invalid value: integer `0`, expected a nonzero u64"),
    },

    // unindexed_filtering_retrieve: each key a read filter reads needs an index of a kind that serves its condition.
    { does: "allows a match on a keyword index", request: ["POST", "/collections/shop/points/search", search(byCity("Berlin"))], answer: ok([expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 4 })]) },
    { does: "refuses a match on a key without an index", request: ["POST", "/collections/shop/points/search", search(byColor("red"))], answer: indexRequired("color", "keyword") },
    { does: "refuses a numeric range without a float or integer index", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "price", range: { gte: 10 } }] })], answer: indexRequired("price", "float, integer") },
    { does: "allows a range on an integer index", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "count", range: { gte: 3 } }] })], answer: ok(expect.any(Array)) },
    { does: "allows a range on a float index", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "rating", range: { gte: 4 } }] })], answer: ok(expect.any(Array)) },
    { does: "refuses an integer match on a float index", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "rating", match: { value: 5 } }] })], answer: indexRequired("rating", "integer") },
    { does: "refuses prefix on a keyword index made without prefix", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "city", match: { prefix: "Ber" } }] })], answer: indexRequired("city", "keyword (with prefix: true)") },
    { does: "refuses a text match without a text index", request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "city", match: { text: "berlin" } }] })], answer: indexRequired("city", "text") },
    {
      does: "refuses a phrase without a text index with phrase_matching",
      request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "city", match: { phrase: "new york" } }] })],
      answer: indexRequired("city", "text (with phrase_matching: true)"),
    },
    { does: "refuses is_empty on a key without any index, naming every kind", request: ["POST", "/collections/shop/points/search", search({ must: [{ is_empty: { key: "note" } }] })], answer: indexRequired("note", ALL_SCHEMAS) },
    { does: "allows is_empty and values_count on a key with any index", request: ["POST", "/collections/shop/points/search", search({ must: [{ is_empty: { key: "city" } }, { key: "rating", values_count: { gte: 1 } }] })], answer: ok([]) },
    { does: "needs no index for has_id, has_vector and slice", request: ["POST", "/collections/shop/points/search", search({ must: [{ has_id: [1] }, { has_vector: "" }, { slice: { total: 1, index: 0 } }] })], answer: ok([expect.objectContaining({ id: 1 })]) },
    {
      does: "reads a nested condition's key under the array",
      request: ["POST", "/collections/shop/points/search", search({ must: [{ nested: { key: "items", filter: { must: [{ key: "sku", match: { value: "a" } }] } } }] })],
      answer: indexRequired("items[].sku", "keyword"),
    },
    {
      does: "offers a uuid index for a UUID",
      request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "ref", match: { value: "550e8400-e29b-41d4-a716-446655440000" } }] })],
      answer: indexRequired("ref", "keyword, uuid"),
    },
    { does: "reads must_not", request: ["POST", "/collections/shop/points/search", search({ must_not: [{ key: "color", match: { value: "red" } }] })], answer: indexRequired("color", "keyword") },
    {
      does: "reads should past an indexed condition",
      request: ["POST", "/collections/shop/points/search", search({ should: [{ key: "city", match: { value: "Paris" } }, { key: "color", match: { value: "red" } }] })],
      answer: indexRequired("color", "keyword"),
    },
    { does: "needs no index for any of nothing", request: ["POST", "/collections/shop/points/search", search({ must_not: [{ key: "color", match: { any: [] } }] })], answer: ok(expect.any(Array)) },
    {
      does: "reads the idf corpus filter as a read filter",
      request: ["POST", "/collections/shop/points/search", { vector: [1, 0], limit: 3, params: { idf: { corpus: byColor("red") } } }],
      answer: indexRequired("color", "keyword"),
    },
    { does: "refuses a scroll's filter on a key without an index", request: ["POST", "/collections/shop/points/scroll", { filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses a facet's filter on a key without an index", request: ["POST", "/collections/shop/facet", { key: "city", filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    {
      does: "refuses a discovery's filter on a key without an index",
      request: ["POST", "/collections/shop/points/discover", { target: 1, context: [{ positive: 2, negative: 3 }], limit: 3, filter: byColor("red") }],
      answer: indexRequired("color", "keyword"),
    },
    { does: "refuses the search matrix's filter on a key without an index", request: ["POST", "/collections/shop/points/search/matrix/offsets", { filter: byColor("red"), sample: 2, limit: 2 }], answer: indexRequired("color", "keyword") },

    // filter_max_conditions and condition_max_size.
    {
      does: "refuses more conditions than filter_max_conditions, counted through nested filters",
      request: ["POST", "/collections/shop/points/search", search({ must: [{ must: [cityIs("a"), cityIs("b")] }, { should: [cityIs("c"), cityIs("d")] }] })],
      answer: refused("Filter condition limit reached (4 > 3). Help: Reduce the amount of conditions of your filter."),
    },
    {
      does: "refuses a match any larger than condition_max_size",
      request: ["POST", "/collections/shop/points/search", search({ must: [{ key: "city", match: { any: ["Berlin", "London", "Paris"] } }] })],
      answer: refused("Condition size limit reached (3 > 2). Help: Reduce the size of your condition."),
    },
    { does: "measures has_id by its ids", request: ["POST", "/collections/shop/points/search", search({ must: [{ has_id: [1, 2, 3] }] })], answer: refused("Condition size limit reached (3 > 2). Help: Reduce the size of your condition.") },

    // Search params: oversampling, then hnsw_ef, then exact.
    { does: "refuses hnsw_ef over search_max_hnsw_ef", request: ["POST", "/collections/shop/points/search", { vector: [1, 0], limit: 3, params: { hnsw_ef: 100 } }], answer: limitExceeded(100, 64, "hnsw_ef") },
    {
      does: "refuses oversampling over search_max_oversampling, before hnsw_ef",
      request: ["POST", "/collections/shop/points/query", { query: [1, 0], limit: 3, params: { hnsw_ef: 100, quantization: { oversampling: 3 } } }],
      answer: limitExceeded(3, 2, "oversampling"),
    },
    { does: "refuses exact search when search_allow_exact is false", request: ["POST", "/collections/shop/points/search", { vector: [1, 0], limit: 3, params: { exact: true } }], answer: refused("Exact search disabled!. Help: Set exact=false.") },
    { does: "counts exactly by default, which search_allow_exact forbids", request: ["POST", "/collections/shop/points/count", {}], answer: refused("Exact search disabled!. Help: Set exact=false.") },
    { does: "counts approximately when asked", request: ["POST", "/collections/shop/points/count", { exact: false, filter: byCity("Berlin") }], answer: countOf(2) },
    { does: "refuses an exact facet", request: ["POST", "/collections/shop/facet", { key: "city", exact: true }], answer: refused("Exact search disabled!. Help: Set exact=false.") },

    // Groups: hits in all (limit × group_size, 10 × 3 by default), and a matchable group_by.
    { does: "counts a group request's hits at their defaults", request: ["POST", "/collections/shop/points/query/groups", { query: [1, 0], group_by: "city" }], answer: limitExceeded(30, 5, "limit") },
    {
      does: "refuses group_by a key without an index",
      request: ["POST", "/collections/shop/points/query/groups", { query: [1, 0], group_by: "color", limit: 2, group_size: 2 }],
      answer: refused('Index required but not found for "color". Help: Create an index supporting `match` for this key.'),
    },
    {
      does: "refuses group_by a key whose index cannot match",
      request: ["POST", "/collections/shop/points/search/groups", { vector: [1, 0], group_by: "rating", limit: 2, group_size: 2 }],
      answer: refused('Index of type "Float" found for "rating". Help: Create an index supporting `match` for this key.'),
    },
    { does: "allows group_by a keyword index", request: ["POST", "/collections/shop/points/search/groups", { vector: [1, 0], group_by: "city", limit: 2, group_size: 2 }], answer: ok({ groups: expect.any(Array) }) },
    {
      does: "does not check recommend/groups' group_by, as Qdrant does not",
      request: ["POST", "/collections/shop/points/recommend/groups", { positive: [1], group_by: "color", limit: 2, group_size: 2 }],
      answer: ok({ groups: expect.any(Array) }),
    },

    // A formula's payload variables need a numeric index.
    {
      does: "refuses a formula variable without a numeric index",
      request: ["POST", "/collections/shop/points/query", { prefetch: [{ query: [1, 0], limit: 5 }], query: { formula: { sum: ["$score", "price"] } }, limit: 3 }],
      answer: refused('Index required but not found for "price" of one of the following types: [float, integer]. Help: Create an index for this key or use a different formula expression.'),
    },
    {
      does: "allows a formula over indexed variables",
      request: ["POST", "/collections/shop/points/query", { prefetch: [{ query: [1, 0], limit: 5 }], query: { formula: { sum: ["$score", "count"] } }, limit: 1, with_payload: false }],
      answer: ok({ points: [expect.objectContaining({ id: 3 })] }),
    },

    // upsert_max_batchsize, and a refused write changes nothing.
    {
      does: "refuses an upsert over upsert_max_batchsize",
      request: ["PUT", "/collections/shop/points?wait=true", { points: [5, 6, 7, 8].map((id) => ({ id, vector: [1, 1] })) }],
      answer: limitExceeded(4, 3, "upsert limit"),
    },
    {
      does: "counts an upsert's batch form by its ids",
      request: ["PUT", "/collections/shop/points?wait=true", { batch: { ids: [5, 6, 7, 8], vectors: [[1, 1], [1, 1], [1, 1], [1, 1]] } }],
      answer: limitExceeded(4, 3, "upsert limit"),
    },
    {
      does: "refuses a vector update over upsert_max_batchsize, as its update limit",
      request: ["PUT", "/collections/shop/points/vectors?wait=true", { points: [1, 2, 3, 4].map((id) => ({ id, vector: [0, 0] })) }],
      answer: limitExceeded(4, 3, "update limit"),
    },
    { does: "has written none of the refused points", request: ["POST", "/collections/shop/points/count", { exact: false }], answer: countOf(4) },

    // unindexed_filtering_update: filtered writes.
    { does: "refuses a delete by a filter on a key without an index", request: ["POST", "/collections/shop/points/delete?wait=true", { filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses set_payload by such a filter", request: ["POST", "/collections/shop/points/payload?wait=true", { payload: { sold: true }, filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses overwrite_payload by such a filter", request: ["PUT", "/collections/shop/points/payload?wait=true", { payload: {}, filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses delete_payload by such a filter", request: ["POST", "/collections/shop/points/payload/delete?wait=true", { keys: ["city"], filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses clear_payload by such a filter", request: ["POST", "/collections/shop/points/payload/clear?wait=true", { filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    { does: "refuses a vector delete by such a filter", request: ["POST", "/collections/shop/points/vectors/delete?wait=true", { vector: [""], filter: byColor("red") }], answer: indexRequired("color", "keyword") },
    {
      does: "refuses a batch whose second operation is refused, before applying the first",
      request: ["POST", "/collections/shop/points/batch?wait=true", { operations: [{ upsert: { points: [{ id: 9, vector: [1, 1] }] } }, { delete: { filter: byColor("red") } }] }],
      answer: indexRequired("color", "keyword"),
    },
    {
      does: "checks a batch's timeout after its first operation",
      request: ["POST", "/collections/shop/points/batch?wait=true&timeout=11", { operations: [{ upsert: { points: [5, 6, 7, 8].map((id) => ({ id, vector: [1, 1] })) } }] }],
      answer: limitExceeded(4, 3, "upsert limit"),
    },
    {
      does: "checks a batch's timeout once its operation passes",
      request: ["POST", "/collections/shop/points/batch?wait=true&timeout=11", { operations: [{ upsert: { points: [{ id: 9, vector: [1, 1] }] } }] }],
      answer: limitExceeded(11, 10, "timeout"),
    },
    { does: "has deleted, written and changed nothing", request: ["POST", "/collections/shop/points", { ids: [1, 3, 9], with_payload: ["color", "sold"], with_vector: true }], answer: ok([
      { id: 1, payload: { color: "red" }, vector: [1, 0] },
      { id: 3, payload: { color: "red" }, vector: [1, 1] },
    ]) },
    { does: "allows a filtered write on an indexed key", request: ["POST", "/collections/shop/points/payload?wait=true", { payload: { sold: true }, filter: byCity("Paris") }], answer: COMPLETED },

    // max_payload_index_count.
    { does: "allows an index up to max_payload_index_count", request: ["PUT", "/collections/shop/index?wait=true", { field_name: "tenant", field_schema: { type: "keyword", is_tenant: true } }], answer: COMPLETED },
    {
      does: "refuses an index past max_payload_index_count",
      request: ["PUT", "/collections/shop/index?wait=true", { field_name: "color", field_schema: "keyword" }],
      answer: refused("Collection already has the maximum number of payload indices (4). Help: Please delete an existing index before creating a new one."),
    },

    // The same settings, strict mode off.
    { does: "takes any limit with strict mode off", request: ["POST", "/collections/open/points/query", { query: [1, 0], with_payload: false }], answer: ok({ points: expect.any(Array) }) },
    { does: "takes unindexed filters with strict mode off", request: ["POST", "/collections/open/points/scroll", { filter: byColor("red"), with_payload: false }], answer: ok({ points: [{ id: 1 }, { id: 3 }], next_page_offset: null }) },
    { does: "counts exactly with strict mode off", request: ["POST", "/collections/open/points/count", {}], answer: countOf(4) },
    { does: "takes large upserts with strict mode off", request: ["PUT", "/collections/open/points?wait=true&timeout=60", { points: [5, 6, 7, 8].map((id) => ({ id, vector: [1, 1] })) }], answer: COMPLETED },

    // The settings, as Qdrant validates them; a null changes nothing, unknown fields are ignored.
    {
      does: "refuses a limit of 0 where Qdrant's minimum is 1",
      request: ["PATCH", "/collections/shop", { strict_mode_config: { max_query_limit: 0, read_rate_limit: 0 } }],
      answer: error(422, "Validation error in JSON body: [strict_mode_config.max_query_limit: value 0 invalid, must be 1 or larger; strict_mode_config.read_rate_limit: value 0 invalid, must be 1 or larger]"),
    },
    {
      does: "refuses a negative size",
      request: ["PATCH", "/collections/shop", { strict_mode_config: { search_max_hnsw_ef: -1 } }],
      answer: error(400, "Format error in JSON body: invalid type: integer `-1`, expected an unsigned integer at strict_mode_config.search_max_hnsw_ef"),
    },
    {
      does: "refuses a sparse max_length of 0",
      request: ["PATCH", "/collections/shop", { strict_mode_config: { sparse_config: { text: { max_length: 0 } } } }],
      answer: error(422, "Validation error in JSON body: [strict_mode_config.sparse_config.text.max_length: value 0 invalid, must be 1 or larger]"),
    },
    { does: "ignores a null and an unknown field", request: ["PATCH", "/collections/shop", { strict_mode_config: { max_timeout: null, bogus: 1 } }], answer: ok(true) },
    { does: "keeps the settings as they were", request: ["GET", "/collections/shop"], answer: ok(expect.objectContaining({ config: expect.objectContaining({ strict_mode_config: STRICT }) })) },

    // max_points_count and max_collection_vector_size_bytes: measured before the write, answered as BadRequest.
    { does: "writes up to max_points_count", request: ["PUT", "/collections/small/points?wait=true", { points: [1, 2, 3].map((id) => ({ id, vector: [1, 0], payload: { n: id } })) }], answer: COMPLETED },
    { does: "refuses a write once max_points_count is reached", request: ["PUT", "/collections/small/points?wait=true", { points: [{ id: 4, vector: [1, 0] }] }], answer: error(400, "Bad request: Max points count limit of 3 reached!") },
    { does: "has not written the refused point", request: ["POST", "/collections/small/points/count", {}], answer: countOf(3) },
    { does: "writes up to max_collection_vector_size_bytes", request: ["PUT", "/collections/bytes/points?wait=true", { points: [1, 2, 3].map((id) => ({ id, vector: [1, 0] })) }], answer: COMPLETED },
    {
      does: "refuses a write once the vectors reach max_collection_vector_size_bytes, in MB as an f32",
      request: ["PUT", "/collections/bytes/points?wait=true", { points: [{ id: 4, vector: [1, 0] }] }],
      answer: error(400, "Bad request: Max vector storage size limit of 0.000022888184MB reached!"),
    },
    { does: "sets max_collection_payload_size_bytes", request: ["PATCH", "/collections/small", { strict_mode_config: { max_collection_payload_size_bytes: 1 } }], answer: ok(true) },
    {
      does: "refuses set_payload once the payload reaches max_collection_payload_size_bytes",
      request: ["POST", "/collections/small/points/payload?wait=true", { payload: { n: 0 }, points: [1] }],
      answer: error(400, "Bad request: Max payload storage size limit of 0.0000009536743MB reached!"),
    },
    { does: "checks the payload's size before the points'", request: ["PUT", "/collections/small/points?wait=true", { points: [{ id: 1, vector: [1, 0] }] }], answer: error(400, "Bad request: Max payload storage size limit of 0.0000009536743MB reached!") },
    { does: "has changed no payload", request: ["POST", "/collections/small/points", { ids: [1] }], answer: ok([{ id: 1, payload: { n: 1 } }]) },

    // multivector_config and sparse_config: every multivector first, then every sparse vector.
    {
      does: "refuses a multivector over its max_vectors",
      request: ["PUT", "/collections/multi/points?wait=true", { points: [{ id: 1, vector: { colbert: [[1, 0], [0, 1], [1, 1]], text: { indices: [1, 2, 3], values: [1, 1, 1] } } }] }],
      answer: error(400, "Bad request: Multivector 'colbert' has a limit of 2 vectors, but 3 were provided!"),
    },
    {
      does: "refuses a sparse vector over its max_length",
      request: ["PUT", "/collections/multi/points?wait=true", { points: [{ id: 1, vector: { colbert: [[1, 0], [0, 1]], text: { indices: [1, 2, 3], values: [1, 1, 1] } } }] }],
      answer: error(400, "Bad request: Sparse vector 'text' has a limit of 2 indices, but 3 were provided!"),
    },
    {
      does: "takes vectors within their limits",
      request: ["PUT", "/collections/multi/points?wait=true", { points: [{ id: 1, vector: { colbert: [[1, 0], [0, 1]], text: { indices: [1, 2], values: [1, 1] } } }] }],
      answer: COMPLETED,
    },

    // search_allow_exact false without a global HNSW graph (hnsw_config.m = 0): the query API's vector queries need a tenant.
    {
      does: "refuses a vector query that would scan the whole collection",
      request: ["POST", "/collections/flat/points/query", { query: [1, 0], limit: 3 }],
      answer: refused("Request is forbidden because global vector indexing is disabled (hnsw_config.m = 0). Help: Use tenant-specific filter, enable global vector indexing or enable strict mode `search_allow_exact` option"),
    },
    {
      does: "refuses a tenant's query without a per-tenant graph",
      request: ["POST", "/collections/flat/points/query", { query: [1, 0], limit: 3, filter: { must: [{ key: "tenant", match: { value: "a" } }] } }],
      answer: refused(
        "Request is forbidden because vector indexing is disabled (hnsw_config.m = 0 and hnsw_config.payload_m = 0). Help: Enable vector indexing, use a prefetch query with indexed vectors or enable strict mode `search_allow_exact` option",
      ),
    },
    { does: "allows a query that compares no vectors", request: ["POST", "/collections/flat/points/query", { query: { sample: "random" }, limit: 3 }], answer: ok({ points: [expect.objectContaining({ id: 1 })] }) },
    { does: "gives the tenants a graph", request: ["PATCH", "/collections/flat", { hnsw_config: { payload_m: 16 } }], answer: ok(true) },
    {
      does: "allows a tenant's query with a per-tenant graph",
      request: ["POST", "/collections/flat/points/query", { query: [1, 0], limit: 3, filter: { must: [{ key: "tenant", match: { value: "a" } }] }, with_payload: false }],
      answer: ok({ points: [expect.objectContaining({ id: 1 })] }),
    },

    // read_rate_limit and write_rate_limit: a bucket of a minute's tokens; a read by ids costs one per id, a write one per point.
    { does: "sets rate limits", request: ["PATCH", "/collections/limited", { strict_mode_config: { enabled: true, read_rate_limit: 3, write_rate_limit: 2 } }], answer: ok(true) },
    {
      does: "refuses a read that costs more than a minute's tokens",
      request: ["POST", "/collections/limited/points", { ids: [1, 2, 3, 4] }],
      answer: error(429, "Rate limiting exceeded: Read rate limit exceeded, request larger than rate limiter capacity, please try to split your request"),
    },
    { does: "takes a read within the tokens", request: ["POST", "/collections/limited/points", { ids: [1, 2, 3], with_payload: false }], answer: ok([{ id: 1 }, { id: 2 }, { id: 3 }]) },
    {
      does: "refuses a read once the tokens are spent, saying when to retry",
      request: ["POST", "/collections/limited/points", { ids: [1] }],
      answer: error(429, "Rate limiting exceeded: Read rate limit exceeded: Operation requires 1 tokens but only 0.0 were available. Retry after 20s"),
    },
    {
      does: "refuses a write of more points than a minute's tokens",
      request: ["PUT", "/collections/limited/points?wait=true", { points: [5, 6, 7].map((id) => ({ id, vector: [1, 1] })) }],
      answer: error(429, "Rate limiting exceeded: Write rate limit exceeded, request larger than rate limiter capacity, please try to split your request"),
    },
    { does: "takes a write within the tokens", request: ["PUT", "/collections/limited/points?wait=true", { points: [5, 6].map((id) => ({ id, vector: [1, 1] })) }], answer: COMPLETED },
    {
      does: "refuses a write once the tokens are spent",
      request: ["PUT", "/collections/limited/points?wait=true", { points: [{ id: 7, vector: [1, 1] }] }],
      answer: error(429, "Rate limiting exceeded: Write rate limit exceeded: Operation requires 1 tokens but only 0.0 were available. Retry after 30s"),
    },
    { does: "turns strict mode off", request: ["PATCH", "/collections/limited", { strict_mode_config: { enabled: false } }], answer: ok(true) },
    { does: "has written only the points it took", request: ["POST", "/collections/limited/points/count", {}], answer: countOf(6) },
  ],
);

describeDataPlaneOnEachStore("Qdrant's strict mode rate limits, in the reply's headers", (dataPlane) => {
  it("says in Retry-After when a refused read may be tried again, and nothing for a read that never fits", async () => {
    const { server, key } = dataPlane();
    await server.client(key).createCollection("paced", { vectors: { size: 2, distance: "Dot" }, strict_mode_config: { enabled: true, read_rate_limit: 1 } });
    const retrieve = (ids: number[]) =>
      fetch(`${server.url}/collections/paced/points`, { method: "POST", headers: { "api-key": key, "content-type": "application/json" }, body: JSON.stringify({ ids }) });

    const tooLarge = await retrieve([1, 2]);
    expect([tooLarge.status, tooLarge.headers.get("retry-after")]).toEqual([429, null]);
    expect((await retrieve([1])).status).toBe(200);
    const refusedRead = await retrieve([1]);
    expect([refusedRead.status, refusedRead.headers.get("retry-after")]).toEqual([429, "60"]);
    expect(await refusedRead.json()).toEqual({
      status: { error: "Rate limiting exceeded: Read rate limit exceeded: Operation requires 1 tokens but only 0.0 were available. Retry after 60s" },
      time: expect.any(Number),
    });
  });
});
