// Conformance with Qdrant v1.19, by endpoint: payload indexes (Qdrant's
// "Indexes" group), created and dropped with wait=true, and shown in the
// collection's payload_schema with the points each covers.
import { COMPLETED, conformance, error, ok } from "./support/conformance-cases";

jest.setTimeout(60_000);

conformance(
  "Qdrant's payload index endpoints",
  async (client) => {
    await client.createCollection("shop", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("shop", {
      wait: true,
      points: [
        { id: 1, vector: [1, 0], payload: { city: "Berlin", stock: 3 } },
        { id: 2, vector: [0, 1], payload: { city: ["Berlin", "London"] } },
      ],
    });
  },
  [
    { does: "creates a keyword index", request: ["PUT", "/collections/shop/index?wait=true", { field_name: "city", field_schema: "keyword" }], answer: COMPLETED },
    {
      does: "creates an integer index with its params",
      request: ["PUT", "/collections/shop/index?wait=true", { field_name: "stock", field_schema: { type: "integer", lookup: true, range: false } }],
      answer: COMPLETED,
    },
    {
      does: "shows both in payload_schema, with the points each covers",
      request: ["GET", "/collections/shop"],
      answer: ok(
        expect.objectContaining({
          payload_schema: {
            city: { data_type: "keyword", points: 2 },
            stock: { data_type: "integer", params: { type: "integer", lookup: true, range: false }, points: 1 },
          },
        }),
      ),
    },
    { does: "drops an index", request: ["DELETE", "/collections/shop/index/stock?wait=true"], answer: COMPLETED },
    { does: "no longer shows it", request: ["GET", "/collections/shop"], answer: ok(expect.objectContaining({ payload_schema: { city: { data_type: "keyword", points: 2 } } })) },
    {
      does: "answers 404 for a missing collection",
      request: ["PUT", "/collections/missing/index", { field_name: "city", field_schema: "keyword" }],
      answer: error(404, "Not found: Collection `missing` doesn't exist!"),
    },
  ],
);
