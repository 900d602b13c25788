// Conformance with Qdrant v1.19, by endpoint: points (Qdrant's "Points"
// group): upsert in both forms, retrieve, count, scroll, vectors and payload.
// Validation words from lib/api/src/rest/schema.rs and validate.rs (an empty
// dense vector, a batch's counts), joined as lib/collection/src/operations/
// validation.rs joins them; a missing point from CollectionError::PointNotFound.
import { COMPLETED, conformance, error, ok } from "./support/conformance-cases";

jest.setTimeout(60_000);

const NO_POINT = error(404, "Not found: No point with id 99 found");

conformance(
  "Qdrant's point endpoints",
  async (client) => {
    await client.createCollection("shop", { vectors: { size: 3, distance: "Dot" }, sparse_vectors: { words: {} } });
    await client.upsert("shop", {
      wait: true,
      points: [
        { id: 1, vector: { "": [0.05, 0.61, 0.76], words: { indices: [7], values: [0.5] } }, payload: { city: "Berlin" } },
        { id: 2, vector: [0.19, 0.81, 0.75], payload: { city: "London" } },
      ],
    });
  },
  [
    { does: "upserts a list of points", request: ["PUT", "/collections/shop/points?wait=true", { points: [{ id: 3, vector: [1, 0, 0], payload: { city: "Paris" } }] }], answer: COMPLETED },
    { does: "upserts a batch", request: ["PUT", "/collections/shop/points?wait=true", { batch: { ids: [4], vectors: [[0, 1, 0]] } }], answer: COMPLETED },
    { does: "takes a point with only its sparse vector", request: ["PUT", "/collections/shop/points?wait=true", { points: [{ id: 5, vector: { words: { indices: [66, 12], values: [0.5, 0.5] } } }] }], answer: COMPLETED },
    { does: "refuses a vector of another size", request: ["PUT", "/collections/shop/points", { points: [{ id: 6, vector: [1, 2] }] }], answer: error(400, "Wrong input: Vector dimension error: expected dim: 3, got 2") },
    {
      does: "refuses an empty dense vector with the validator's 422",
      request: ["PUT", "/collections/shop/points", { points: [{ id: 6, vector: [] }] }],
      answer: error(422, "Validation error in JSON body: [points[0].vector.vector: dense vector must not be empty]"),
    },
    { does: "refuses a vector name the collection lacks", request: ["PUT", "/collections/shop/points", { points: [{ id: 6, vector: { nope: [1, 2, 3] } }] }], answer: error(400, "Wrong input: Not existing vector name error: nope") },
    {
      does: "refuses a batch whose counts differ with the validator's 422",
      request: ["PUT", "/collections/shop/points", { batch: { ids: [6, 7], vectors: [[1, 2, 3]] } }],
      answer: error(422, "Validation error in JSON body: [batch.batch: number of ids and vectors must be equal (2 != 1)]"),
    },
    { does: "answers 404 for a missing point", request: ["GET", "/collections/shop/points/99"], answer: NO_POINT },
    { does: "reads one point with its payload, its vectors printed as float32", request: ["GET", "/collections/shop/points/2"], answer: ok({ id: 2, payload: { city: "London" }, vector: [0.19, 0.81, 0.75] }) },
    { does: "retrieves the ids that exist and skips the others", request: ["POST", "/collections/shop/points", { ids: [1, 99] }], answer: ok([{ id: 1, payload: { city: "Berlin" } }]) },
    { does: "counts exactly", request: ["POST", "/collections/shop/points/count", { exact: true }], answer: ok({ count: 5 }) },
    {
      does: "counts the points that have a vector",
      request: ["POST", "/collections/shop/points/count", { filter: { must: [{ has_vector: "" }] } }],
      answer: ok({ count: 4 }),
    },
    { does: "scrolls a page and names the next", request: ["POST", "/collections/shop/points/scroll", { limit: 2 }], answer: ok({ points: [{ id: 1, payload: { city: "Berlin" } }, { id: 2, payload: { city: "London" } }], next_page_offset: 3 }) },
    { does: "refuses a limit of 0 with the validator's 422", request: ["POST", "/collections/shop/points/scroll", { limit: 0 }], answer: error(422, "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger]") },
    { does: "answers 404 to updating a missing point's vectors", request: ["PUT", "/collections/shop/points/vectors?wait=true", { points: [{ id: 99, vector: [1, 2, 3] }] }], answer: NO_POINT },
    { does: "removes one vector of a point", request: ["POST", "/collections/shop/points/vectors/delete?wait=true", { points: [1], vector: ["words"] }], answer: COMPLETED },
    {
      // Only the unnamed vector left: printed as a plain list (segment's From<NamedVectors> for VectorStructInternal).
      does: "reads the point back without it",
      request: ["POST", "/collections/shop/points", { ids: [1], with_payload: false, with_vector: true }],
      answer: ok([{ id: 1, vector: [0.05, 0.61, 0.76] }]),
    },
    { does: "refuses a vector name to read that the collection lacks", request: ["POST", "/collections/shop/points", { ids: [1], with_vector: ["nope"] }], answer: error(400, "Wrong input: Not existing vector name error: nope") },
    { does: "sets a payload", request: ["POST", "/collections/shop/points/payload?wait=true", { payload: { open: true }, points: [3] }], answer: COMPLETED },
    { does: "answers 404 to a missing collection's points", request: ["POST", "/collections/missing/points/scroll", {}], answer: error(404, "Not found: Collection `missing` doesn't exist!") },
  ],
);
