// Conformance with Qdrant 1.20's text query, as its clients send it (the
// JavaScript client's release notes: `{query: {text: "..."}, using: "title"}`
// and `{text: {query, scoring: {bm25: {k, b}}}}`; the Rust client's
// TextQueryBuilder: k 1.2 and b 0.75 by default, the field's text index with
// scoring enabled): BM25 over the full-text index of the payload field
// `using` names, against the formula worked by hand on a small corpus; in
// prefetches and fusion; filtered; following writes; the refusals. With the
// 1.20 `code` tokenizer and `nested` index parameter, shown back in
// payload_schema as given. On LanceDB and on pgvector.
import { describeDataPlaneOnEachStore, type DataPlaneServer } from "../support/data-plane-server";

jest.setTimeout(30_000);

describeDataPlaneOnEachStore(
  "Qdrant 1.20's text query",
  (dataPlane) => {
    let server: DataPlaneServer;
    let key: string;

    // Five titles, 16 tokens: an average length of 3.2; "vector" and "search" each in 3.
    const TITLES = ["vector search engine", "vector database", "search search search", "full text search with vector ranking", "keyword filter"];

    /** idf of a token in `n` of `total` documents (Qdrant's), and one term's BM25 part for a document of `length` tokens. */
    const idf = (n: number, total = 5) => Math.log((total - n + 0.5) / (n + 0.5) + 1);
    const part = (tf: number, length: number, k = 1.2, b = 0.75, average = 3.2) => (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average));

    const call = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
    const query = async (collection: string, body: unknown) => {
      const reply = await call("POST", `/collections/${collection}/points/query`, body);
      if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
      return (reply.body.result.points as { id: number; score: number; payload?: unknown }[]).map(({ id, score }) => ({ id, score }));
    };
    const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });

    beforeAll(async () => {
      ({ server, key } = dataPlane());
      await call("PUT", "/collections/docs", { vectors: { size: 2, distance: "Dot" } });
      await call("PUT", "/collections/docs/points?wait=true", {
        points: TITLES.map((title, index) => ({ id: index + 1, vector: [index + 1, 1], payload: { title, plain: title, kind: index % 2 === 0 ? "odd" : "even" } })),
      });
      await call("PUT", "/collections/docs/index?wait=true", { field_name: "title", field_schema: { type: "text", scoring: true } });
      await call("PUT", "/collections/docs/index?wait=true", { field_name: "plain", field_schema: { type: "text" } });
    });

    describe("ranking", () => {
      it("ranks by BM25 with k = 1.2 and b = 0.75", async () => {
        const points = await query("docs", { query: { text: "vector search" }, using: "title" });
        const expected = [
          { id: 1, score: idf(3) * part(1, 3) * 2 },
          { id: 3, score: idf(3) * part(3, 3) },
          { id: 4, score: idf(3) * part(1, 6) * 2 },
          { id: 2, score: idf(3) * part(1, 2) },
        ];
        expect(points.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
        points.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 5));
        // By hand for point 1: 1.2 * (0.25 + 0.75 * 3 / 3.2) = 1.14375; 2.2 / 2.14375 = 1.02624; twice ln(2.5 / 3.5 + 1) = 0.53900 times it.
        expect(points[0]?.score).toBeCloseTo(1.10628, 4);
      });

      it("takes k and b from the query", async () => {
        const points = await query("docs", { query: { text: { query: "search", scoring: { bm25: { k: 2, b: 0.5 } } } }, using: "title", limit: 1 });
        expect(points).toEqual([{ id: 3, score: expect.any(Number) }]);
        expect(points[0]?.score).toBeCloseTo(idf(3) * part(3, 3, 2, 0.5), 5);
      });

      it("filters, limits and applies a score threshold", async () => {
        expect((await query("docs", { query: { text: "vector search" }, using: "title", filter: { must: [{ key: "kind", match: { value: "even" } }] } })).map(({ id }) => id)).toEqual([4, 2]);
        expect((await query("docs", { query: { text: "vector search" }, using: "title", limit: 2 })).map(({ id }) => id)).toEqual([1, 3]);
        expect((await query("docs", { query: { text: "vector search" }, using: "title", score_threshold: 0.7 })).map(({ id }) => id)).toEqual([1, 3, 4]);
        expect(await query("docs", { query: { text: "absent words" }, using: "title" })).toEqual([]);
      });

      it("returns payloads as asked", async () => {
        const reply = await call("POST", "/collections/docs/points/query", { query: { text: "keyword" }, using: "title", with_payload: ["title"] });
        expect(reply.body.result.points).toEqual([{ id: 5, version: expect.any(Number), score: expect.any(Number), payload: { title: "keyword filter" } }]);
      });
    });

    describe("in prefetches and fusion", () => {
      it("fuses a text prefetch with a nearest one by rrf", async () => {
        const points = await query("docs", {
          prefetch: [{ query: { text: "vector search" }, using: "title", limit: 3 }, { query: [1, 0], limit: 3 }],
          query: { fusion: "rrf" },
        });
        // Text ranks 1, 3, 4; nearest by Dot [1, 0] ranks 5, 4, 3: 3 and 4 are in both.
        expect(points.map(({ id }) => id).slice(0, 2).sort()).toEqual([3, 4]);
        expect(points.map(({ id }) => id).sort()).toEqual([1, 3, 4, 5]);
      });

      it("re-ranks a nearest prefetch's points by BM25, and a text prefetch's by nearest", async () => {
        const byText = await query("docs", { prefetch: { query: [1, 0], limit: 2 }, query: { text: "vector search" }, using: "title" });
        expect(byText).toEqual([{ id: 4, score: expect.any(Number) }]);
        expect(byText[0]?.score).toBeCloseTo(idf(3) * part(1, 6) * 2, 5);
        const byVector = await query("docs", { prefetch: { query: { text: "vector search" }, using: "title", limit: 3 }, query: [1, 0] });
        expect(byVector.map(({ id }) => id)).toEqual([4, 3, 1]);
      });
    });

    describe("writes", () => {
      beforeAll(async () => {
        await call("PUT", "/collections/moving", { vectors: { size: 2, distance: "Dot" } });
        await call("PUT", "/collections/moving/index?wait=true", { field_name: "title", field_schema: { type: "text", scoring: { bm25: { k: 2, b: 0 } } } });
        await call("PUT", "/collections/moving/points?wait=true", { points: TITLES.map((title, index) => ({ id: index + 1, vector: [1, 1], payload: { title } })) });
      });

      it("takes k and b from the index's scoring, and follows payload edits and deletes", async () => {
        const first = await query("moving", { query: { text: "database" }, using: "title" });
        expect(first).toEqual([{ id: 2, score: expect.any(Number) }]);
        expect(first[0]?.score).toBeCloseTo(idf(1) * part(1, 2, 2, 0), 5);
        await call("POST", "/collections/moving/points/payload?wait=true", { payload: { title: "database database" }, points: [5] });
        await call("POST", "/collections/moving/points/delete?wait=true", { points: [1] });
        // Four documents of 2 + 3 + 6 + 2 tokens; "database" in 2 of them; b = 0 leaves lengths out.
        const after = await query("moving", { query: { text: "database" }, using: "title" });
        expect(after.map(({ id }) => id)).toEqual([5, 2]);
        expect(after[0]?.score).toBeCloseTo(idf(2, 4) * part(2, 2, 2, 0), 5);
        await call("PUT", "/collections/moving/points?wait=true", { points: [{ id: 9, vector: [1, 1], payload: { title: "database" } }] });
        expect((await query("moving", { query: { text: "database" }, using: "title" })).map(({ id }) => id)).toEqual([5, 2, 9]);
      });
    });

    describe("refusals", () => {
      it("refuses a field without a full-text index, one without scoring, and no `using`", async () => {
        expect(await call("POST", "/collections/docs/points/query", { query: { text: "vector" }, using: "kind" })).toEqual(
          qdrantError(400, "Bad request: No full-text index for text query key: `kind`. Please create one with `scoring` to use a text query. Check https://qdrant.tech/documentation/concepts/indexing/#full-text-index to see how"),
        );
        expect(await call("POST", "/collections/docs/points/query", { query: { text: "vector" }, using: "plain" })).toEqual(
          qdrantError(400, 'Bad request: Full-text index on `plain` has no scoring. Please create it again with `"scoring": true` to use a text query'),
        );
        expect(await call("POST", "/collections/docs/points/query", { query: { text: "vector" } })).toEqual(
          qdrantError(400, "Bad request: A text query needs `using` to name the payload field with a full-text index to rank by"),
        );
        expect(await call("POST", "/collections/docs/points/query", { prefetch: { query: { text: "vector" }, using: "kind" }, query: { fusion: "rrf" } })).toMatchObject({ status: 400 });
      });

      it("refuses BM25 parameters out of range, and a text that is not a string", async () => {
        expect(await call("POST", "/collections/docs/points/query", { query: { text: { query: "vector", scoring: { bm25: { b: 1.5 } } } }, using: "title" })).toEqual(
          qdrantError(422, "Validation error in JSON body: [query.text.scoring.bm25.b: value 1.5 invalid, must be 1 or smaller]"),
        );
        expect((await call("POST", "/collections/docs/points/query", { query: { text: 7 }, using: "title" })).status).toBe(400);
      });

      it("still reads {text, model} as text for a model to embed", async () => {
        const reply = await call("POST", "/collections/docs/points/query", { query: { text: "vector", model: "no/such-model" } });
        expect(reply.status).toBe(400);
        expect(reply.body.status.error).not.toMatch(/text query/);
      });
    });

    describe("the code tokenizer and nested indexes", () => {
      beforeAll(async () => {
        await call("PUT", "/collections/code", { vectors: { size: 2, distance: "Dot" } });
        await call("PUT", "/collections/code/index?wait=true", { field_name: "symbol", field_schema: { type: "text", tokenizer: "code", scoring: true } });
        await call("PUT", "/collections/code/index?wait=true", { field_name: "offers[].description", field_schema: { type: "text", nested: "offers", scoring: true } });
        await call("PUT", "/collections/code/index?wait=true", { field_name: "offers[].price", field_schema: { type: "float", nested: "offers" } });
        await call("PUT", "/collections/code/points?wait=true", {
          points: [
            { id: 1, vector: [1, 0], payload: { symbol: "getUserName", offers: [{ description: "red shoes", price: 10 }, { description: "blue hat", price: 30 }] } },
            { id: 2, vector: [1, 0], payload: { symbol: "user_name_cache", offers: [{ description: "shoes shoes and more shoes for the whole family", price: 20 }] } },
            { id: 3, vector: [1, 0], payload: { symbol: "HTTPServer.listen", offers: [] } },
          ],
        });
      });

      it("matches identifiers by their words", async () => {
        const found = async (text: string) => {
          const reply = await call("POST", "/collections/code/points/scroll", { filter: { must: [{ key: "symbol", match: { text } }] } });
          return (reply.body.result.points as { id: number }[]).map(({ id }) => id);
        };
        expect(await found("user name")).toEqual([1, 2]);
        expect(await found("getUserName")).toEqual([1]);
        expect(await found("http server")).toEqual([3]);
        expect((await query("code", { query: { text: "userName" }, using: "symbol" })).map(({ id }) => id)).toEqual([1, 2]);
      });

      it("scores each offer of a nested index on its own", async () => {
        // Offers: "red shoes" (2 tokens), "blue hat" (2), and one of 9 tokens with "shoes" 3 times: an average of 13 / 3.
        // The short offer outscores the long one (1.2825 against 1.2768 before idf): point 1 by its best offer.
        const points = await query("code", { query: { text: "shoes" }, using: "offers[].description" });
        const average = 13 / 3;
        expect(points.map(({ id }) => id)).toEqual([1, 2]);
        expect(points[0]?.score).toBeCloseTo(idf(2, 3) * part(1, 2, 1.2, 0.75, average), 5);
        expect(points[1]?.score).toBeCloseTo(idf(2, 3) * part(3, 9, 1.2, 0.75, average), 5);
      });

      it("shows the parameters in payload_schema as given, and filters nested objects as before", async () => {
        const info = await call("GET", "/collections/code");
        expect(info.body.result.payload_schema).toEqual({
          symbol: { data_type: "text", params: { type: "text", tokenizer: "code", scoring: true }, points: 3 },
          "offers[].description": { data_type: "text", params: { type: "text", tokenizer: "word", nested: "offers", scoring: true }, points: 2 },
          "offers[].price": { data_type: "float", params: { type: "float", nested: "offers" }, points: 2 },
        });
        const reply = await call("POST", "/collections/code/points/count", {
          filter: { must: [{ nested: { key: "offers", filter: { must: [{ key: "description", match: { text: "shoes" } }, { key: "price", range: { gte: 25 } }] } } }] },
        });
        expect(reply.body.result.count).toBe(0);
      });

      it("refuses a nested path that is not one", async () => {
        const reply = await call("PUT", "/collections/code/index?wait=true", { field_name: "offers[].sku", field_schema: { type: "keyword", nested: "offers..x" } });
        expect(reply.status).toBe(400);
      });
    });
  },
  {},
  { pgvector: true },
);
