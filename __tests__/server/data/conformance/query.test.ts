// Conformance with Qdrant v1.19, by endpoint: the Query API and the search
// endpoints it stands behind (Qdrant's "Search" group). Refusals word for word
// from lib/collection/src/operations/universal_query/ (collection_query.rs,
// shard_query.rs) and lib/storage/src/content_manager/toc/point_ops.rs (a
// lookup's missing collection); scores are float32 and printed as serde
// prints an f32.
import { conformance, error, ok } from "./support/conformance-cases";

jest.setTimeout(60_000);

const ACME = "9b6a2ad5-7e38-4c8e-9bd6-51cf0bd8b1a0";

conformance(
  "Qdrant's query and search endpoints",
  async (client) => {
    await client.createCollection("shop", { vectors: { size: 3, distance: "Cosine" }, sparse_vectors: { words: {} } });
    await client.upsert("shop", {
      wait: true,
      points: [
        { id: 1, vector: [1, 2, 3], payload: { brand: ACME } },
        { id: 2, vector: [0.3, 0.2, 0.1], payload: { brand: "zeta" } },
      ],
    });
    await client.createCollection("brands", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("brands", { wait: true, points: [{ id: ACME, vector: [1, 0], payload: { name: "Acme" } }] });
  },
  [
    {
      does: "scores nearest points, each score the shortest decimal of its float32",
      request: ["POST", "/collections/shop/points/query", { query: [1, 2, 3], limit: 2 }],
      answer: ok({ points: [{ id: 1, version: 0, score: 1 }, { id: 2, version: 0, score: 0.71428573 }] }),
    },
    {
      does: "searches the same way through /points/search",
      request: ["POST", "/collections/shop/points/search", { vector: [1, 2, 3], limit: 2 }],
      answer: ok([{ id: 1, version: 0, score: 1 }, { id: 2, version: 0, score: 0.71428573 }]),
    },
    { does: "refuses a query vector of another size", request: ["POST", "/collections/shop/points/query", { query: [1, 2] }], answer: error(400, "Wrong input: Vector dimension error: expected dim: 3, got 2") },
    { does: "refuses an empty query vector as a dimension error", request: ["POST", "/collections/shop/points/query", { query: [] }], answer: error(400, "Wrong input: Vector dimension error: expected dim: 3, got 0") },
    { does: "refuses a vector name the collection lacks", request: ["POST", "/collections/shop/points/query", { query: [1, 2, 3], using: "nope" }], answer: error(400, "Wrong input: Not existing vector name error: nope") },
    { does: "answers 404 for a point id it cannot find", request: ["POST", "/collections/shop/points/query", { query: 99 }], answer: error(404, "Not found: No point with id 99 found") },
    { does: "refuses a limit of 0", request: ["POST", "/collections/shop/points/query", { query: [1, 2, 3], limit: 0 }], answer: error(422, "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger]") },
    {
      does: "refuses fusion with `using`",
      request: ["POST", "/collections/shop/points/query", { query: { fusion: "rrf" }, using: "words", prefetch: [{ query: [1, 2, 3] }] }],
      answer: error(400, "Bad request: Fusion queries cannot be combined with the 'using' field."),
    },
    {
      does: "answers 404 for a lookup's missing collection",
      request: ["POST", "/collections/shop/points/query", { query: { recommend: { positive: [1] } }, lookup_from: { collection: "missing" } }],
      answer: error(404, "Not found: Collection missing not found"),
    },
    {
      does: "groups, with each group's record from another collection",
      request: ["POST", "/collections/shop/points/query/groups", { query: [1, 2, 3], group_by: "brand", limit: 1, group_size: 1, with_lookup: { collection: "brands", with_payload: true, with_vectors: false } }],
      answer: ok({ groups: [{ id: ACME, hits: [{ id: 1, version: 0, score: 1 }], lookup: { id: ACME, payload: { name: "Acme" } } }] }),
    },
    {
      does: "refuses a lookup's vector name the other collection lacks",
      request: ["POST", "/collections/shop/points/query/groups", { query: [1, 2, 3], group_by: "brand", limit: 1, with_lookup: { collection: "brands", with_vectors: ["nope"] } }],
      answer: error(400, "Wrong input: Not existing vector name error: nope"),
    },
    { does: "answers 404 for a missing collection", request: ["POST", "/collections/missing/points/query", {}], answer: error(404, "Not found: Collection `missing` doesn't exist!") },
  ],
);
