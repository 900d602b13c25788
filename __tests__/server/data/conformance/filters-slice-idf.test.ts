// Conformance with Qdrant v1.19: the slice filter condition and the sparse idf
// computed over a corpus, through the official JS client and raw requests.
// - slice (lib/segment/src/types.rs, Slice and SliceCondition): a point is in
//   slice i of n when SipHash-2-4, zero key, of its id's bytes (8 little-endian
//   bytes of an integer, the 16 bytes of a UUID), modulo n, is i; total 0 is
//   not a NonZeroU32, so no form of Qdrant's untagged Condition reads it (400);
//   an index past the slices is validate_slice_condition's 422.
// - params.idf (lib/segment/src/types.rs, IdfParams): "global" or {"corpus":
//   filter}; the document count and each dimension's document frequency are
//   counted over the corpus's points that hold the vector
//   (sparse_vector_index/read_view/idf.rs), into fancy_idf's
//   ln((N - df + 0.5) / (df + 0.5) + 1) (data_types/query_context.rs). On a
//   vector without the idf modifier Qdrant refuses the parameter
//   (lib/shard/src/query/query_context.rs, init_query_context).
import type { QdrantClient } from "@qdrant/js-client-rest";
import { referenceSlice } from "../../engine/conformance/reference-slice";
import { describeDataPlaneOnEachStore, type DataPlaneServer } from "../support/data-plane-server";

jest.setTimeout(60_000);

describeDataPlaneOnEachStore(
  "Qdrant's slice filter and idf corpus",
  (dataPlane) => {
    let server: DataPlaneServer;
    let key: string;
    let client: QdrantClient;

    const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });
    const post = (path: string, body: unknown) => server.call("POST", path, { apiKey: key, body });

    /** POST /points/search, which the 1.19 client no longer wraps. */
    async function search(collection: string, body: object): Promise<{ id: number | string; score: number }[]> {
      const reply = await post(`/collections/${collection}/points/search`, body);
      expect(reply.status).toBe(200);
      return reply.body.result;
    }

    const PINNED_UUID = "550e8400-e29b-41d4-a716-446655440000";
    const COLORS = ["red", "green", "blue"];
    // Integer ids, UUIDs, and the ids whose hashes Qdrant pins (0, 42 and PINNED_UUID).
    const IDS: (number | string)[] = [
      0,
      42,
      PINNED_UUID,
      ...Array.from({ length: 260 }, (_, index) => index + 100),
      ...Array.from({ length: 40 }, (_, index) => `00000000-0000-4000-8000-${(index * 104_729).toString(16).padStart(12, "0")}`),
    ];

    const slice = (total: number, index: number) => ({ slice: { total, index } });

    beforeAll(async () => {
      ({ server, key } = dataPlane());
      client = server.client(key);
      await client.createCollection("items", { vectors: { size: 2, distance: "Dot" } });
      await client.createPayloadIndex("items", { field_name: "color", field_schema: "keyword", wait: true });
      await client.upsert("items", { wait: true, points: IDS.map((id, index) => ({ id, vector: [1, index / IDS.length], payload: { color: COLORS[index % 3] } })) });
    });

    /** Every id in the filter, in pages of 50 as a worker scrolls. */
    async function scrollIds(filter: object): Promise<string[]> {
      const ids: string[] = [];
      for (let offset: number | string | null | undefined = undefined; ; ) {
        const page = await client.scroll("items", { filter, limit: 50, offset: offset ?? undefined, with_payload: false });
        ids.push(...page.points.map((point) => String(point.id)));
        if (page.next_page_offset === null || page.next_page_offset === undefined) return ids;
        offset = page.next_page_offset as number | string;
      }
    }

    describe("slice", () => {
      it("splits the collection: every point in exactly one of the slices, scrolled and counted", async () => {
        const owner = new Map<string, number>();
        for (let index = 0; index < 4; index += 1) {
          const ids = await scrollIds({ must: [slice(4, index)] });
          expect((await client.count("items", { filter: { must: [slice(4, index)] }, exact: true })).count).toBe(ids.length);
          for (const id of ids) {
            expect(owner.get(id)).toBeUndefined();
            owner.set(id, index);
          }
        }
        expect(owner.size).toBe(IDS.length);
        for (const id of IDS) expect([id, owner.get(String(id))]).toEqual([id, referenceSlice(id, 4)]);
      });

      it("puts the ids Qdrant pins in the slices Qdrant puts them in", async () => {
        // SipHash-2-4 of 0, 42 and the UUID: 0xe849e8bb6ffe2567, 0x0fc2553f07619dd3 and 0xf5d0ca21ba34d504
        // (test_slice_point_id_hash_contract in Qdrant's types.rs); modulo 10 they are 9, 9 and 8.
        const ofSlice = async (index: number) => new Set(await scrollIds({ must: [slice(10, index)] }));
        expect([...(await ofSlice(9))].filter((id) => ["0", "42"].includes(id)).sort()).toEqual(["0", "42"]);
        expect((await ofSlice(8)).has(PINNED_UUID)).toBe(true);
        // Modulo 1000: 119, 819 and 868.
        expect(await scrollIds({ must: [slice(1000, 119)], should: [{ has_id: [0, 42, PINNED_UUID] }] })).toEqual(["0"]);
        expect(await scrollIds({ must: [slice(1000, 819)], should: [{ has_id: [0, 42, PINNED_UUID] }] })).toEqual(["42"]);
        expect(await scrollIds({ must: [slice(1000, 868)], should: [{ has_id: [0, 42, PINNED_UUID] }] })).toEqual([PINNED_UUID]);
      });

      it("works under should, must_not and min_should, and beside payload conditions", async () => {
        const sorted = async (filter: object) => (await scrollIds(filter)).sort();
        expect(await sorted({ must_not: [slice(2, 0)] })).toEqual(await sorted({ must: [slice(2, 1)] }));
        expect(await sorted({ should: [slice(3, 0), slice(3, 1)] })).toEqual(await sorted({ must_not: [slice(3, 2)] }));
        expect(await sorted({ min_should: { conditions: [slice(2, 0), slice(4, 0), slice(4, 2)], min_count: 2 } })).toEqual(await sorted({ must: [slice(2, 0)] }));
        const red = await sorted({ must: [slice(3, 1), { key: "color", match: { value: "red" } }] });
        expect(red.length).toBeGreaterThan(0);
        expect(red).toEqual(IDS.filter((id, index) => index % 3 === 0 && referenceSlice(id, 3) === 1).map(String).sort());
      });

      it("is honoured by searches, queries and facets", async () => {
        const filter = { must: [slice(3, 2)] };
        const expected = new Set(IDS.filter((id) => referenceSlice(id, 3) === 2).map(String));
        const found = await search("items", { vector: [1, 1], filter, limit: 500 });
        expect(found.map((point) => String(point.id)).sort()).toEqual([...expected].sort());
        const queried = await client.query("items", { query: [1, 1], filter, limit: 5 });
        expect(queried.points.every((point) => expected.has(String(point.id)))).toBe(true);
        const facet = await client.facet("items", { key: "color", filter, exact: true });
        expect(facet.hits.reduce((sum, hit) => sum + hit.count, 0)).toBe(expected.size);
      });

      it("deletes by a slice filter and leaves the other slices", async () => {
        await client.createCollection("doomed", { vectors: { size: 2, distance: "Dot" } });
        await client.upsert("doomed", { wait: true, points: IDS.map((id) => ({ id, vector: [1, 0] })) });
        await client.delete("doomed", { wait: true, filter: { must: [slice(2, 0)] } });
        const left = await client.scroll("doomed", { limit: 1000, with_payload: false });
        expect(left.points.map((point) => String(point.id)).sort()).toEqual(IDS.filter((id) => referenceSlice(id, 2) === 1).map(String).sort());
      });

      it("refuses an index at or past the total with Qdrant's 422", async () => {
        expect(await post("/collections/items/points/scroll", { filter: { must: [slice(4, 4)] } })).toEqual(
          qdrantError(422, "Validation error in JSON body: [filter.must[0].__all__: Validation error: Slice index must be less than the total number of slices [{}]]"),
        );
        expect(await post("/collections/items/points/count", { filter: { should: slice(1, 7) } })).toEqual(
          qdrantError(422, "Validation error in JSON body: [filter.should.__all__: Validation error: Slice index must be less than the total number of slices [{}]]"),
        );
      });

      it("refuses a total of 0, or a slice missing its index, as a condition no form reads (400)", async () => {
        const notACondition = (at: string) =>
          qdrantError(
            400,
            `Format error in JSON body: Expected some form of condition, which can be a field condition (like {"key": ..., "match": ... }), or some other mentioned in the documentation: https://qdrant.tech/documentation/concepts/filtering/#filtering-conditions (at ${at})`,
          );
        expect(await post("/collections/items/points/scroll", { filter: { must: [slice(0, 0)] } })).toEqual(notACondition("filter.must[0].slice.total"));
        expect(await post("/collections/items/points/count", { filter: { must_not: [{ slice: { total: 2 } }] } })).toEqual(notACondition("filter.must_not[0].slice.index"));
        expect(await post("/collections/items/points/search", { vector: [1, 1], limit: 1, filter: { must: [slice(2, -1)] } })).toEqual(notACondition("filter.must[0].slice.index"));
      });
    });

    describe("idf over a corpus", () => {
      // Sparse "text" vectors (dimension: weight). Point 5 of tenant a holds no text vector: it is no document.
      const TEXT: Record<number, { tenant: string; text?: Record<number, number> }> = {
        1: { tenant: "a", text: { 1: 1 } },
        2: { tenant: "a", text: { 1: 0.5, 2: 1 } },
        3: { tenant: "a", text: { 2: 2 } },
        4: { tenant: "a", text: { 3: 1 } },
        5: { tenant: "a" },
        6: { tenant: "b", text: { 1: 1 } },
        7: { tenant: "b", text: { 1: 1, 3: 1 } },
        8: { tenant: "b", text: { 1: 1.8 } },
        9: { tenant: "b", text: { 4: 1 } },
      };
      const QUERY = { indices: [1, 2], values: [1, 1] };
      const TENANT_A = { must: [{ key: "tenant", match: { value: "a" } }] };

      /** Qdrant's fancy_idf: N documents, df of them holding the dimension. */
      const idf = (documents: number, holding: number) => Math.log((documents - holding + 0.5) / (holding + 0.5) + 1);
      // Over the whole collection: 8 documents (1-4, 6-9); dimension 1 in 5 of them (1, 2, 6, 7, 8), dimension 2 in 2 (2, 3).
      const GLOBAL = { 1: idf(8, 5), 2: idf(8, 2) };
      // Over tenant a: 4 documents (1-4; 5 has no text vector); dimension 1 in 2 (1, 2), dimension 2 in 2 (2, 3).
      const CORPUS_A = { 1: idf(4, 2), 2: idf(4, 2) };
      const scoreWith = (weights: Record<1 | 2, number>, id: number) => Object.entries(TEXT[id]?.text ?? {}).reduce((sum, [dimension, value]) => sum + (dimension === "1" || dimension === "2" ? weights[dimension] * value : 0), 0);

      beforeAll(async () => {
        await client.createCollection("docs", { vectors: { dense: { size: 2, distance: "Dot" } }, sparse_vectors: { text: { modifier: "idf" }, raw: {} } });
        await client.upsert("docs", {
          wait: true,
          points: Object.entries(TEXT).map(([id, { tenant, text }]) => {
            const sparse = text ? { indices: Object.keys(text).map(Number), values: Object.values(text) } : undefined;
            return { id: Number(id), vector: { dense: [1, Number(id)], ...(sparse ? { text: sparse, raw: sparse } : {}) }, payload: { tenant } };
          }),
        });
      });

      const scores = (points: { id: number | string; score: number }[]) => Object.fromEntries(points.map((point) => [String(point.id), point.score]));
      const expectScores = (points: { id: number | string; score: number }[], weights: Record<1 | 2, number>, ids: number[]) => {
        expect(Object.keys(scores(points)).sort()).toEqual(ids.map(String).sort());
        for (const point of points) expect([point.id, point.score]).toEqual([point.id, expect.closeTo(scoreWith(weights, Number(point.id)), 5)]);
      };

      it("scores with the corpus's statistics, which differ from the collection's", async () => {
        const global = await search("docs", { vector: { name: "text", vector: QUERY }, limit: 10 });
        expectScores(global, GLOBAL, [1, 2, 3, 6, 7, 8]);
        const scoped = await search("docs", { vector: { name: "text", vector: QUERY }, limit: 10, params: { idf: { corpus: TENANT_A } } });
        expectScores(scoped, CORPUS_A, [1, 2, 3, 6, 7, 8]);
        // ln 2 for both dimensions over tenant a; 0.49 and 1.28 over the whole collection: the ranking changes too.
        expect(scoped.map((point) => point.id)).toEqual([3, 8, 2, 1, 6, 7]);
        expect(global.map((point) => point.id)).toEqual([3, 2, 8, 1, 6, 7]);
        // "global", and a corpus every point matches, are the collection's statistics.
        expect(scores(await search("docs", { vector: { name: "text", vector: QUERY }, limit: 10, params: { idf: "global" } }))).toEqual(scores(global));
        expect(scores(await search("docs", { vector: { name: "text", vector: QUERY }, limit: 10, params: { idf: { corpus: {} } } }))).toEqual(scores(global));
      });

      it("keeps the corpus apart from the filter that picks the results", async () => {
        const tenantB = { must: [{ key: "tenant", match: { value: "b" } }] };
        const found = await client.query("docs", { query: QUERY, using: "text", filter: tenantB, params: { idf: { corpus: TENANT_A } }, limit: 10 });
        expectScores(found.points as { id: number; score: number }[], CORPUS_A, [6, 7, 8]);
      });

      it("rescores prefetched points with the stage's own corpus, and counts an empty corpus as no documents", async () => {
        const rescored = await client.query("docs", {
          prefetch: { query: QUERY, using: "text", limit: 10 },
          query: QUERY,
          using: "text",
          params: { idf: { corpus: TENANT_A } },
          limit: 3,
        });
        expectScores(rescored.points as { id: number; score: number }[], CORPUS_A, [3, 8, 2]);
        // No point is of tenant c: N = 0 and df = 0 give each dimension ln 2.
        const nobody = await search("docs", { vector: { name: "text", vector: QUERY }, limit: 1, params: { idf: { corpus: { must: [{ key: "tenant", match: { value: "c" } }] } } } });
        expectScores(nobody, { 1: Math.LN2, 2: Math.LN2 }, [3]);
      });

      it("takes a slice as the corpus", async () => {
        const corpus = { must: [slice(2, 0)] };
        const documents = [1, 2, 3, 4, 6, 7, 8, 9].filter((id) => referenceSlice(id, 2) === 0);
        const holding = (dimension: number) => documents.filter((id) => TEXT[id]?.text?.[dimension] !== undefined).length;
        const found = await search("docs", { vector: { name: "text", vector: QUERY }, limit: 10, params: { idf: { corpus } } });
        expectScores(found, { 1: idf(documents.length, holding(1)), 2: idf(documents.length, holding(2)) }, [1, 2, 3, 6, 7, 8]);
      });

      it("refuses idf on a vector without the idf modifier, as Qdrant does, rather than ignore it", async () => {
        const refusal = (name: string) => qdrantError(400, `Wrong input: Validation failed: search param \`idf\` requires a sparse vector with the \`idf\` modifier, which vector "${name}" is not`);
        expect(await post("/collections/docs/points/search", { vector: { name: "raw", vector: QUERY }, limit: 3, params: { idf: { corpus: TENANT_A } } })).toEqual(refusal("raw"));
        expect(await post("/collections/docs/points/query", { query: QUERY, using: "raw", params: { idf: "global" } })).toEqual(refusal("raw"));
        expect(await post("/collections/docs/points/query", { query: [1, 0], using: "dense", params: { idf: "global" } })).toEqual(refusal("dense"));
        // A prefetch's params are its own.
        expect(await post("/collections/docs/points/query", { prefetch: { query: QUERY, using: "raw", params: { idf: "global" } }, query: { fusion: "rrf" } })).toEqual(refusal("raw"));
      });

      it("refuses idf params of no form Qdrant reads, and a corpus with a bad slice", async () => {
        expect(await post("/collections/docs/points/query", { query: QUERY, using: "text", params: { idf: "local" } })).toEqual(
          qdrantError(400, "Format error in JSON body: data did not match any variant of untagged enum IdfParams at params.idf"),
        );
        expect(await post("/collections/docs/points/query", { query: QUERY, using: "text", params: { idf: { scope: "global" } } })).toEqual(
          qdrantError(400, "Format error in JSON body: data did not match any variant of untagged enum IdfParams at params.idf"),
        );
        expect(await post("/collections/docs/points/query", { query: QUERY, using: "text", params: { idf: { corpus: { must: [slice(2, 2)] } } } })).toEqual(
          qdrantError(422, "Validation error in JSON body: [params.idf.corpus.must[0].__all__: Validation error: Slice index must be less than the total number of slices [{}]]"),
        );
      });
    });
  },
);
