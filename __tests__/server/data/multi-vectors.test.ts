// Multi-vectors through the official client, as late-interaction models
// (ColBERT, ColPali) use them: a collection with a dense vector and a
// multi-vector (multivector_config max_sim), points holding a list of token
// vectors, a MaxSim query, the re-ranking pattern of Qdrant's documentation
// (dense prefetch, re-scored on the multi-vector), reads of the rows, and
// Qdrant's answers to bad multi-vectors (nothing written). Checked against
// brute force.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

const wave = (id: number, salt: number) => Math.sin(id * 12.9898 + salt * 78.233) * 2;

const POINTS = Array.from({ length: 40 }, (_, index) => {
  const id = index + 1;
  const tokens = Array.from({ length: 1 + (id % 4) }, (_, row) => [wave(id, row * 4 + 1), wave(id, row * 4 + 2), wave(id, row * 4 + 3)]);
  return { id, vector: { dense: [wave(id, 90), wave(id, 91)], colbert: tokens }, payload: { id } };
});

const unit = (v: readonly number[]) => v.map((x) => x / Math.hypot(...v));
const cosine = (a: readonly number[], b: readonly number[]) => unit(a).reduce((sum, x, i) => sum + x * (unit(b)[i] ?? 0), 0);

function maxSim(query: readonly number[][], tokens: readonly number[][]): number {
  return query.reduce((total, row) => total + Math.max(...tokens.map((token) => cosine(row, token))), 0);
}

function nearestByMaxSim(query: number[][], limit: number, among = POINTS): { id: number; score: number }[] {
  return among
    .map((point) => ({ id: point.id, score: maxSim(query, point.vector.colbert) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

describeEachStore("multi-vectors through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("colbert", { vectors: { dense: { size: 2, distance: "Dot" }, colbert: { size: 3, distance: "Cosine", multivector_config: { comparator: "max_sim" } } } });
    await client.upsert("colbert", { wait: true, points: POINTS });
  });
  afterAll(() => server.close());

  const query = [
    [0.5, -1, 0.2],
    [1, 1, 0],
    [-0.3, 0.4, 0.9],
  ];

  it("reports the multi-vector in collection info and returns each point's rows", async () => {
    const info = await client.getCollection("colbert");
    expect(info.config.params.vectors).toEqual({
      dense: { size: 2, distance: "Dot", on_disk: false },
      colbert: { size: 3, distance: "Cosine", on_disk: false, multivector_config: { comparator: "max_sim" } },
    });
    const [point] = await client.retrieve("colbert", { ids: [3], with_vector: ["colbert"] });
    expect(point?.vector).toEqual({ colbert: (POINTS[2]?.vector.colbert ?? []).map((row) => unit(row).map((x) => expect.closeTo(x, 5))) });
  });

  it("ranks points by MaxSim against the query's vectors", async () => {
    const found = await client.query("colbert", { query, using: "colbert", limit: 6 });
    const expected = nearestByMaxSim(query, 6);
    expect(found.points.map((point) => point.id)).toEqual(expected.map((hit) => hit.id));
    expect(found.points.map((point) => point.score)).toEqual(expected.map((hit) => expect.closeTo(hit.score, 4)));
  });

  it("re-ranks a dense prefetch on the multi-vector", async () => {
    const dense = [1, 0.5];
    const candidates = POINTS.map((point) => ({ point, score: dense[0]! * point.vector.dense[0]! + dense[1]! * point.vector.dense[1]! }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 15)
      .map(({ point }) => point);
    const found = await client.query("colbert", { prefetch: { query: dense, using: "dense", limit: 15 }, query, using: "colbert", limit: 5 });
    expect(found.points.map((point) => [point.id, point.score])).toEqual(nearestByMaxSim(query, 5, candidates).map((hit) => [hit.id, expect.closeTo(hit.score, 4)]));
  });

  it("answers bad multi-vectors as Qdrant does, and writes nothing", async () => {
    const upsert = (colbert: unknown) => server.call("PUT", "/collections/colbert/points?wait=true", { apiKey: key, body: { points: [{ id: 999, vector: { dense: [1, 1], colbert } }] } });
    const ragged = await upsert([
      [1, 2, 3],
      [1, 2],
    ]);
    expect(ragged.status).toBe(422);
    expect(ragged.body.status.error).toBe("Validation error in JSON body: [points[0].vector.colbert: all vectors must have the same dimension, found vector with dimension 2]");
    const wrongSize = await upsert([[1, 2]]);
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.status.error).toBe("Wrong input: Vector dimension error: expected dim: 3, got 2");
    const multiForDense = await server.call("PUT", "/collections/colbert/points?wait=true", { apiKey: key, body: { points: [{ id: 999, vector: { dense: [[1, 1]], colbert: [[1, 2, 3]] } }] } });
    expect(multiForDense.status).toBe(400);
    expect((await client.count("colbert")).count).toBe(POINTS.length);
  });
});
