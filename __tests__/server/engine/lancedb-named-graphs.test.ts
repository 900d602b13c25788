// Named vectors past the index threshold: each vector has its own in-memory
// graph, fed from the commits (points holding it only), checkpointed in its
// own folder when the engine closes and loaded at the next open. Searches on
// each name, after changes to some vectors of some points, return only points
// holding the vector, scored by its current value, with recall against brute
// force (usearch is approximate: on these small low-dimensional sets a query
// in about twenty misses one of its 7 nearest, as before named vectors).
import type { VectorEngine } from "../../../server/engine/vector-engine";
import { expectSearchesMatch, namedPoints, namedSpec } from "./conformance/named-vectors";
import { keyPath, randomVector, seededRandom } from "./conformance/random-data";
import { referenceScore } from "./conformance/reference";
import { lanceDbFactory } from "./lancedb-factory";
import { useEngine } from "./conformance/harness";

jest.setTimeout(120_000);

async function waitForGreen(engine: VectorEngine, id: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if ((await engine.stats(id)).status === "green") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the graphs did not catch up");
}

describe("LanceDB named vectors through their search graphs", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 200 }));

  it("serves each name from its graph, follows changes to some vectors, and reloads the graphs after a restart", async () => {
    const random = seededRandom(71);
    const spec = namedSpec();
    const points = namedPoints(random, 900);
    await current().engine.createCollection(spec);
    await current().engine.upsert(spec.id, points.map(({ id, vector, payload }) => ({ id, vector: vector as Record<string, number[]>, payload })));
    await waitForGreen(current().engine, spec.id);
    const stats = await current().engine.stats(spec.id);
    // Every vector of every point is in its graph.
    expect(stats.indexedVectorsCount).toBe(points.reduce((sum, point) => sum + Object.keys(point.vector).length, 0));
    await expectSearchesMatch(current().engine, spec.id, points, random, { exact: false, minRecall: 0.9 });

    // Some text vectors changed, some image vectors removed, one point rewritten with its title words only.
    const text = randomVector(random, 6);
    const changedId = (points.find((point) => point.vector.text) ?? points[0])?.id ?? 1;
    await current().engine.updateVectors(spec.id, [{ id: changedId, vector: { text } }]);
    await current().engine.deleteVectors(spec.id, { filter: { kind: "range", key: keyPath("n"), lt: 100, datetime: false } }, ["image"]);
    const rewritten = { id: 500, vector: { "title words": randomVector(random, 3) }, payload: { n: 499 } };
    await current().engine.upsert(spec.id, [rewritten]);
    const after = points.map((point) => {
      if (point.id === rewritten.id) return rewritten;
      const vector = { ...point.vector, ...(point.id === changedId ? { text } : {}) };
      if (point.payload.n < 100) delete vector.image;
      return { ...point, vector };
    });
    // At once, from each graph's backlog; then from the graphs themselves.
    await expectSearchesMatch(current().engine, spec.id, after, random, { exact: false, minRecall: 0.9 });
    await waitForGreen(current().engine, spec.id);
    await expectSearchesMatch(current().engine, spec.id, after, random, { exact: false, minRecall: 0.9 });

    const reopened = await current().reopen();
    await waitForGreen(reopened, spec.id);
    await expectSearchesMatch(reopened, spec.id, after, random, { exact: false, minRecall: 0.9 });
  });

  it("gives a vector added later a graph of its own, reloaded after a restart, and drops it with the vector", async () => {
    const random = seededRandom(72);
    const spec = namedSpec();
    const points = namedPoints(random, 600);
    await current().engine.createCollection(spec);
    await current().engine.upsert(spec.id, points.map(({ id, vector, payload }) => ({ id, vector: vector as Record<string, number[]>, payload })));
    await waitForGreen(current().engine, spec.id);
    const before = (await current().engine.stats(spec.id)).indexedVectorsCount;

    await current().engine.addVector(spec.id, "extra", { dense: { size: 5, distance: "Cosine", onDisk: false } });
    const extra = points.map((point) => ({ id: point.id, vector: randomVector(random, 5) }));
    await current().engine.updateVectors(spec.id, extra.map(({ id, vector }) => ({ id, vector: { extra: vector } })));
    await waitForGreen(current().engine, spec.id);
    expect((await current().engine.stats(spec.id)).indexedVectorsCount).toBe(before + points.length);
    /** Share of the 7 nearest (by brute force) that the graph finds, over 20 queries. */
    const recall = async (engine: VectorEngine) => {
      let hits = 0;
      for (let query = 0; query < 20; query += 1) {
        const vector = randomVector(random, 5);
        const truth = extra.map((point) => ({ id: point.id, score: referenceScore("Cosine", vector, point.vector) })).sort((a, b) => b.score - a.score).slice(0, 7);
        const found = await engine.search(spec.id, { vector, using: "extra", limit: 7, offset: 0, exact: false, withPayload: false, withVector: false });
        hits += found.filter((point) => truth.some((other) => other.id === point.id)).length;
      }
      return hits / (20 * 7);
    };
    expect(await recall(current().engine)).toBeGreaterThanOrEqual(0.9);

    // The graphs load in the background after the open: from their checkpoints, each in its vector's folder.
    const reopened = await current().reopen();
    for (const deadline = Date.now() + 60_000; (await reopened.stats(spec.id)).indexedVectorsCount < before + points.length && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await reopened.stats(spec.id)).indexedVectorsCount).toBe(before + points.length);
    expect(await recall(reopened)).toBeGreaterThanOrEqual(0.9);
    await reopened.dropVector(spec.id, "extra");
    expect((await reopened.stats(spec.id)).indexedVectorsCount).toBe(before);
  });
});
