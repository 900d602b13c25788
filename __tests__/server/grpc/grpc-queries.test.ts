// Every search of qdrant.Points through the official @qdrant/js-client-grpc,
// each asked the same over REST: on one collection (two named dense vectors,
// a sparse and a multi-vector, payloads to filter, order, group and facet on)
// both answer with the same points in the same order, the same scores (as
// float32) and payloads: nearest with a filter, prefetch with RRF and DBSF
// fusion, a formula, MMR, recommend, discover and context, order_by, groups,
// facets, the search matrix and batches. A bad request gets REST's words with
// INVALID_ARGUMENT. On both engines, LanceDB and pgvector.
import { Direction, Fusion, RecommendStrategy, type QdrantClient } from "@qdrant/js-client-grpc";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { refusal, startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(60_000);

const COLLECTION = {
  vectors: {
    dense: { size: 4, distance: "Cosine" as const },
    image: { size: 4, distance: "Dot" as const },
    colbert: { size: 2, distance: "Dot" as const, multivector_config: { comparator: "max_sim" as const } },
  },
  sparse_vectors: { text: {} },
};

const CITIES = ["Paris", "Berlin", "Rome"];

/** 24 points, each vector distinct so that no two scores tie. */
const POINTS = Array.from({ length: 24 }, (_, at) => {
  const i = at + 1;
  return {
    id: i,
    vector: {
      dense: [Math.cos(i), Math.sin(i), Math.cos(2 * i) / 2, (i % 5) / 5],
      image: [i / 24, 1 - i / 24, (i % 3) / 3, Math.sin(i) / 4],
      colbert: [
        [Math.cos(i), Math.sin(i)],
        [Math.sin(2 * i), Math.cos(3 * i)],
      ],
      text: { indices: [i % 7, 7 + (i % 4)], values: [1 + i / 10, 0.5 + (i % 3) / 4] },
    },
    payload: { city: CITIES[i % 3] ?? "", n: i, price: i * 1.5 },
  };
});

/** A query vector exact in float32, so that REST's JSON and gRPC's floats carry the same numbers. */
const Q = [0.5, 0.25, -0.125, 0.75];

// The same requests in the client's messages (protobuf-es: camelCase, oneofs as {case, value}, uint64 as bigint).
const nearest = (input: ReturnType<typeof dense> | ReturnType<typeof sparse> | ReturnType<typeof byId>) => ({ variant: { case: "nearest" as const, value: input } });
const dense = (data: number[]) => ({ variant: { case: "dense" as const, value: { data } } });
const byId = (id: number) => ({ variant: { case: "id" as const, value: { pointIdOptions: { case: "num" as const, value: BigInt(id) } } } });
const pointId = (id: number) => ({ pointIdOptions: { case: "num" as const, value: BigInt(id) } });
const sparse = (indices: number[], values: number[]) => ({ variant: { case: "sparse" as const, value: { indices, values } } });
const cityCondition = (city: string) => ({ conditionOneOf: { case: "field" as const, value: { key: "city", match: { matchValue: { case: "keyword" as const, value: city } } } } });
const cityIs = (city: string) => ({ must: [cityCondition(city)] });
const withPayload = { selectorOptions: { case: "enable" as const, value: true } };

const pointsApi = (client: QdrantClient) => client.api("points");

/** A point as both answers are compared: its id, score (as the float32 gRPC carries) and payload. */
interface Compared {
  id: number | string;
  score: number;
  payload: unknown;
}

type GrpcValue = { kind: { case?: string; value?: unknown } };

function jsonOf(value: GrpcValue): unknown {
  const { case: kind, value: inner } = value.kind;
  if (kind === "integerValue") return Number(inner);
  if (kind === "structValue") return payloadOf((inner as { fields: Record<string, GrpcValue> }).fields);
  if (kind === "listValue") return (inner as { values: GrpcValue[] }).values.map(jsonOf);
  return kind === "nullValue" ? null : inner;
}

function payloadOf(fields: Record<string, GrpcValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, jsonOf(value)]));
}

function idOf(id: { pointIdOptions: { case?: string; value?: unknown } } | undefined): number | string {
  const options = id?.pointIdOptions;
  return options?.case === "num" ? Number(options.value) : String(options?.value);
}

function fromGrpc(points: { id?: Parameters<typeof idOf>[0]; score: number; payload: Record<string, GrpcValue> }[]): Compared[] {
  return points.map(({ id, score, payload }) => ({ id: idOf(id), score, payload: payloadOf(payload) }));
}

function fromRest(points: { id: number | string; score: number; payload?: unknown }[]): Compared[] {
  return points.map(({ id, score, payload }) => ({ id, score: Math.fround(score), payload: payload ?? {} }));
}

/** The same points in the same order, with the same scores and payloads; and some points, so that nothing passes for want of any. */
function expectSame(grpcPoints: Parameters<typeof fromGrpc>[0], restPoints: Parameters<typeof fromRest>[0]) {
  expect(restPoints.length).toBeGreaterThan(0);
  expect(fromGrpc(grpcPoints)).toEqual(fromRest(restPoints));
}

function expectSameBatch(grpcBatch: { result: Parameters<typeof fromGrpc>[0] }[], restBatch: Parameters<typeof fromRest>[0][]) {
  expect(grpcBatch).toHaveLength(restBatch.length);
  restBatch.forEach((restPoints, at) => expectSame(grpcBatch[at]?.result ?? [], restPoints));
}

function groupsFromGrpc(groups: { id?: { kind: { value?: unknown } }; hits: Parameters<typeof fromGrpc>[0] }[]) {
  return groups.map(({ id, hits }) => ({ id: typeof id?.kind.value === "bigint" ? Number(id.kind.value) : id?.kind.value, hits: fromGrpc(hits) }));
}

function groupsFromRest(groups: { id: number | string; hits: Parameters<typeof fromRest>[0] }[]) {
  return groups.map(({ id, hits }) => ({ id, hits: fromRest(hits) }));
}


describeEachStore(
  "gRPC searches",
  (getStore, { engineSettings }) => {
    let server: DataPlaneServer;
    let grpc: GrpcService;
    let key: string;
    let points: ReturnType<typeof pointsApi>;
    const collectionName = "docs";

    /** The REST answer's result, asserting a 200. */
    async function rest(path: string, body: unknown) {
      const answer = await server.call("POST", `/collections/${collectionName}${path}`, { apiKey: key, body });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.result;
    }

    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), engineSettings());
      const owner = await server.ownerClient();
      key = owner.key;
      await owner.client.createCollection(collectionName, COLLECTION);
      await owner.client.createPayloadIndex(collectionName, { field_name: "city", field_schema: "keyword", wait: true });
      await owner.client.createPayloadIndex(collectionName, { field_name: "n", field_schema: { type: "integer", lookup: true, range: true }, wait: true });
      await owner.client.upsert(collectionName, { wait: true, points: POINTS });
      grpc = await startGrpcService(server);
      points = pointsApi(grpc.client(key));
    });

    afterAll(async () => {
      await grpc?.close();
      await server?.close();
    });

    it("queries nearest with a filter, and by a point's id, a sparse and a multi-vector", async () => {
      const filtered = await points.query({ collectionName, query: nearest(dense(Q)), using: "dense", filter: cityIs("Paris"), limit: 5n, withPayload });
      const restNearest = await rest("/points/query", { query: { nearest: Q }, using: "dense", filter: { must: [{ key: "city", match: { value: "Paris" } }] }, limit: 5, with_payload: true });
      expectSame(filtered.result, restNearest.points);
      expect(filtered.result).toHaveLength(5);
      expect(filtered.time).toBeGreaterThan(0);

      const likeSeven = await points.query({ collectionName, query: nearest(byId(7)), using: "image", limit: 4n, offset: 1n });
      expectSame(likeSeven.result, (await rest("/points/query", { query: 7, using: "image", limit: 4, offset: 1 })).points);

      // The vectors asked for, by name.
      const withVectors = { selectorOptions: { case: "include" as const, value: { names: ["dense"] } } };
      const [vectored] = (await points.query({ collectionName, query: nearest(dense(Q)), using: "dense", limit: 1n, withVectors })).result;
      const [restVectored] = (await rest("/points/query", { query: Q, using: "dense", limit: 1, with_vector: ["dense"] })).points;
      const named = vectored?.vectors?.vectorsOptions.case === "vectors" ? vectored.vectors.vectorsOptions.value.vectors : {};
      expect(Object.keys(named)).toEqual(["dense"]);
      const denseOutput = named.dense?.vector;
      expect(denseOutput?.case === "dense" ? denseOutput.value.data : []).toEqual((restVectored.vector.dense as number[]).map(Math.fround));

      const text = await points.query({ collectionName, query: nearest(sparse([1, 8], [1, 0.5])), using: "text", limit: 6n, withPayload });
      expectSame(text.result, (await rest("/points/query", { query: { indices: [1, 8], values: [1, 0.5] }, using: "text", limit: 6, with_payload: true })).points);

      const multi = [
        [0.5, 0.5],
        [-0.25, 1],
      ];
      const colbert = await points.query({ collectionName, query: { variant: { case: "nearest", value: { variant: { case: "multiDense", value: { vectors: multi.map((data) => ({ data })) } } } } }, using: "colbert", limit: 5n });
      expectSame(colbert.result, (await rest("/points/query", { query: multi, using: "colbert", limit: 5 })).points);
    });

    it("fuses prefetches by RRF (with and without parameters) and DBSF, and scores a formula over them", async () => {
      const prefetch = [
        { query: nearest(dense(Q)), using: "dense", limit: 10n },
        { query: nearest(sparse([1, 8], [1, 0.5])), using: "text", limit: 10n },
      ];
      const restPrefetch = [
        { query: Q, using: "dense", limit: 10 },
        { query: { indices: [1, 8], values: [1, 0.5] }, using: "text", limit: 10 },
      ];
      for (const [fusion, restFusion] of [
        [Fusion.RRF, "rrf"],
        [Fusion.DBSF, "dbsf"],
      ] as const) {
        const fused = await points.query({ collectionName, prefetch, query: { variant: { case: "fusion", value: fusion } }, limit: 8n, withPayload });
        expectSame(fused.result, (await rest("/points/query", { prefetch: restPrefetch, query: { fusion: restFusion }, limit: 8, with_payload: true })).points);
      }
      const rrf = await points.query({ collectionName, prefetch, query: { variant: { case: "rrf", value: { k: 5, weights: [2, 1] } } }, limit: 8n });
      expectSame(rrf.result, (await rest("/points/query", { prefetch: restPrefetch, query: { rrf: { k: 5, weights: [2, 1] } }, limit: 8 })).points);

      // $score + 0.5 * n, and a condition worth 1 for Rome.
      const expression = {
        variant: {
          case: "sum" as const,
          value: {
            sum: [
              { variant: { case: "variable" as const, value: "$score" } },
              { variant: { case: "mult" as const, value: { mult: [{ variant: { case: "constant" as const, value: 0.5 } }, { variant: { case: "variable" as const, value: "n" } }] } } },
              { variant: { case: "condition" as const, value: cityCondition("Rome") } },
            ],
          },
        },
      };
      const formula = await points.query({ collectionName, prefetch: prefetch.slice(0, 1), query: { variant: { case: "formula", value: { expression, defaults: {} } } }, limit: 6n, withPayload });
      const restFormula = { formula: { sum: ["$score", { mult: [0.5, "n"] }, { key: "city", match: { value: "Rome" } }] } };
      expectSame(formula.result, (await rest("/points/query", { prefetch: restPrefetch.slice(0, 1), query: restFormula, limit: 6, with_payload: true })).points);
    });

    it("re-ranks by MMR, recommends, discovers, searches in context and orders by a payload key", async () => {
      const mmr = await points.query({ collectionName, query: { variant: { case: "nearestWithMmr", value: { nearest: dense(Q), mmr: { diversity: 0.5, candidatesLimit: 12 } } } }, using: "dense", limit: 5n });
      expectSame(mmr.result, (await rest("/points/query", { query: { nearest: Q, mmr: { diversity: 0.5, candidates_limit: 12 } }, using: "dense", limit: 5 })).points);

      const recommend = await points.query({
        collectionName,
        query: { variant: { case: "recommend", value: { positive: [byId(3), dense(Q)], negative: [byId(10)], strategy: RecommendStrategy.BestScore } } },
        using: "dense",
        limit: 6n,
      });
      expectSame(recommend.result, (await rest("/points/query", { query: { recommend: { positive: [3, Q], negative: [10], strategy: "best_score" } }, using: "dense", limit: 6 })).points);
      const recommendOld = await points.recommend({ collectionName, positive: [pointId(3)], positiveVectors: [{ vector: { case: "dense", value: { data: Q } } }], negative: [pointId(10)], strategy: RecommendStrategy.BestScore, using: "dense", limit: 6n });
      expectSame(recommendOld.result, await rest("/points/recommend", { positive: [3, Q], negative: [10], strategy: "best_score", using: "dense", limit: 6 }));

      const pairs = [{ positive: byId(2), negative: byId(5) }, { positive: dense(Q), negative: byId(12) }];
      const restPairs = [{ positive: 2, negative: 5 }, { positive: Q, negative: 12 }];
      const discover = await points.query({ collectionName, query: { variant: { case: "discover", value: { target: byId(4), context: { pairs } } } }, using: "dense", limit: 5n });
      expectSame(discover.result, (await rest("/points/query", { query: { discover: { target: 4, context: restPairs } }, using: "dense", limit: 5 })).points);
      const context = await points.query({ collectionName, query: { variant: { case: "context", value: { pairs } } }, using: "dense", limit: 5n });
      expectSame(context.result, (await rest("/points/query", { query: { context: restPairs }, using: "dense", limit: 5 })).points);
      const discoverOld = await points.discover({
        collectionName,
        target: { target: { case: "single", value: { example: { case: "id", value: pointId(4) } } } },
        context: [
          { positive: { example: { case: "id", value: pointId(2) } }, negative: { example: { case: "id", value: pointId(5) } } },
          { positive: { example: { case: "vector", value: { vector: { case: "dense", value: { data: Q } } } } }, negative: { example: { case: "id", value: pointId(12) } } },
        ],
        using: "dense",
        limit: 5n,
      });
      expectSame(discoverOld.result, await rest("/points/discover", { target: 4, context: restPairs, using: "dense", limit: 5 }));

      const ordered = await points.query({ collectionName, query: { variant: { case: "orderBy", value: { key: "n", direction: Direction.Desc, startFrom: { value: { case: "integer", value: 20n } } } } }, limit: 4n, withPayload });
      const restOrdered = await rest("/points/query", { query: { order_by: { key: "n", direction: "desc", start_from: 20 } }, limit: 4, with_payload: true });
      expectSame(ordered.result, restOrdered.points);
      expect(ordered.result.map(({ id }) => idOf(id))).toEqual([20, 19, 18, 17]);
    });

    it("searches by a vector, alone, in batches and grouped, and groups queries and recommendations", async () => {
      const search = await points.search({ collectionName, vector: Q, vectorName: "dense", filter: cityIs("Berlin"), limit: 4n, withPayload, scoreThreshold: -1 });
      expectSame(search.result, await rest("/points/search", { vector: { name: "dense", vector: Q }, filter: { must: [{ key: "city", match: { value: "Berlin" } }] }, limit: 4, with_payload: true, score_threshold: -1 }));
      const sparseSearch = await points.search({ collectionName, vector: [1, 0.5], sparseIndices: { data: [1, 8] }, vectorName: "text", limit: 4n });
      expectSame(sparseSearch.result, await rest("/points/search", { vector: { name: "text", vector: { indices: [1, 8], values: [1, 0.5] } }, limit: 4 }));

      const searchBatch = await points.searchBatch({
        collectionName,
        searchPoints: [
          { collectionName, vector: Q, vectorName: "dense", limit: 3n },
          { collectionName, vector: Q, vectorName: "image", limit: 2n, offset: 1n },
        ],
      });
      const restSearchBatch = await rest("/points/search/batch", { searches: [{ vector: { name: "dense", vector: Q }, limit: 3 }, { vector: { name: "image", vector: Q }, limit: 2, offset: 1 }] });
      expectSameBatch(searchBatch.result, restSearchBatch);

      const queryBatch = await points.queryBatch({
        collectionName,
        queryPoints: [
          { collectionName, query: nearest(dense(Q)), using: "dense", limit: 3n },
          { collectionName, query: nearest(byId(1)), using: "image", limit: 3n, filter: cityIs("Rome") },
        ],
      });
      const restQueryBatch = await rest("/points/query/batch", {
        searches: [
          { query: Q, using: "dense", limit: 3 },
          { query: 1, using: "image", limit: 3, filter: { must: [{ key: "city", match: { value: "Rome" } }] } },
        ],
      });
      expectSameBatch(queryBatch.result, restQueryBatch.map(({ points: batch }: { points: Parameters<typeof fromRest>[0] }) => batch));

      const recommendBatch = await points.recommendBatch({ collectionName, recommendPoints: [{ collectionName, positive: [pointId(1)], using: "dense", limit: 3n }] });
      expectSameBatch(recommendBatch.result, await rest("/points/recommend/batch", { searches: [{ positive: [1], using: "dense", limit: 3 }] }));
      const discoverBatch = await points.discoverBatch({
        collectionName,
        discoverPoints: [{ collectionName, target: { target: { case: "single", value: { example: { case: "id", value: pointId(6) } } } }, context: [], using: "dense", limit: 3n }],
      });
      expectSameBatch(discoverBatch.result, await rest("/points/discover/batch", { searches: [{ target: 6, context: [], using: "dense", limit: 3 }] }));

      const searchGroups = await points.searchGroups({ collectionName, vector: Q, vectorName: "dense", groupBy: "city", groupSize: 2, limit: 3, withPayload });
      const restSearchGroups = await rest("/points/search/groups", { vector: { name: "dense", vector: Q }, group_by: "city", group_size: 2, limit: 3, with_payload: true });
      expect(groupsFromGrpc(searchGroups.result?.groups ?? [])).toEqual(groupsFromRest(restSearchGroups.groups));
      expect(searchGroups.result?.groups).toHaveLength(3);

      const queryGroups = await points.queryGroups({ collectionName, query: nearest(dense(Q)), using: "dense", groupBy: "n", groupSize: 1n, limit: 4n });
      const restQueryGroups = await rest("/points/query/groups", { query: Q, using: "dense", group_by: "n", group_size: 1, limit: 4 });
      expect(groupsFromGrpc(queryGroups.result?.groups ?? [])).toEqual(groupsFromRest(restQueryGroups.groups));
      expect(queryGroups.result?.groups[0]?.id?.kind.case).toBe("unsignedValue");

      const recommendGroups = await points.recommendGroups({ collectionName, positive: [pointId(2)], negative: [pointId(9)], using: "dense", groupBy: "city", groupSize: 2, limit: 2 });
      const restRecommendGroups = await rest("/points/recommend/groups", { positive: [2], negative: [9], using: "dense", group_by: "city", group_size: 2, limit: 2 });
      expect(groupsFromGrpc(recommendGroups.result?.groups ?? [])).toEqual(groupsFromRest(restRecommendGroups.groups));
    });

    it("counts facets and answers the search matrix as pairs and offsets", async () => {
      const facet = await points.facet({ collectionName, key: "city", limit: 10n, exact: true });
      const restFacet = await rest("/facet", { key: "city", limit: 10, exact: true });
      expect(facet.hits.map(({ value, count }) => ({ value: value?.variant.value, count: Number(count) }))).toEqual(restFacet.hits);
      expect(facet.hits[0]?.value?.variant.case).toBe("stringValue");
      const numbers = await points.facet({ collectionName, key: "n", limit: 3n, filter: cityIs("Rome") });
      expect(numbers.hits.map(({ value, count }) => ({ value: Number(value?.variant.value), count: Number(count) }))).toEqual((await rest("/facet", { key: "n", limit: 3, filter: { must: [{ key: "city", match: { value: "Rome" } }] } })).hits);

      // The sample is random: with every matching point in it, the pairs are the same set.
      const sampleAll = { collectionName, filter: cityIs("Paris"), sample: 8n, limit: 2n, using: "dense" };
      const restSampleAll = { filter: { must: [{ key: "city", match: { value: "Paris" } }] }, sample: 8, limit: 2, using: "dense" };
      const byPair = (left: { a: number | string; b: number | string }, right: { a: number | string; b: number | string }) => String(left.a).localeCompare(String(right.a)) || String(left.b).localeCompare(String(right.b));
      const matrixPairs = await points.searchMatrixPairs(sampleAll);
      const grpcPairs = (matrixPairs.result?.pairs ?? []).map(({ a, b, score }) => ({ a: idOf(a), b: idOf(b), score }));
      const restPairs = (await rest("/points/search/matrix/pairs", restSampleAll)).pairs as { a: number; b: number; score: number }[];
      expect(grpcPairs.sort(byPair)).toEqual(restPairs.map(({ a, b, score }) => ({ a, b, score: Math.fround(score) })).sort(byPair));
      expect(grpcPairs).toHaveLength(16);

      const offsets = await points.searchMatrixOffsets(sampleAll);
      const ids = (offsets.result?.ids ?? []).map(idOf);
      const grpcCells = (offsets.result?.scores ?? []).map((score, at) => ({ a: ids[Number(offsets.result?.offsetsRow[at])] ?? "", b: ids[Number(offsets.result?.offsetsCol[at])] ?? "", score }));
      expect(grpcCells.sort(byPair)).toEqual(grpcPairs);
    });

    it("refuses a bad request with REST's words and INVALID_ARGUMENT", async () => {
      const wrongSize = await refusal(points.query({ collectionName, query: { variant: { case: "nearest", value: dense([1, 2, 3]) } }, using: "dense", limit: 3n }));
      const restWrongSize = await server.call("POST", `/collections/${collectionName}/points/query`, { apiKey: key, body: { query: [1, 2, 3], using: "dense", limit: 3 } });
      expect(restWrongSize.status).toBe(400);
      expect(wrongSize).toEqual({ code: "InvalidArgument", message: restWrongSize.body.status.error });

      const unknownUsing = await refusal(points.search({ collectionName, vector: Q, vectorName: "nope", limit: 3n }));
      const restUnknownUsing = await server.call("POST", `/collections/${collectionName}/points/search`, { apiKey: key, body: { vector: { name: "nope", vector: Q }, limit: 3 } });
      expect(restUnknownUsing.status).toBe(400);
      expect(unknownUsing).toEqual({ code: "InvalidArgument", message: restUnknownUsing.body.status.error });

      // A query whose oneof is not set: Qdrant's own words.
      expect(await refusal(points.query({ collectionName, query: {}, limit: 3n }))).toEqual({ code: "InvalidArgument", message: "Query variant is missing" });
    });
  },
  { pgvector: true },
);
