// The in-memory search graph: every row handed to it is searchable at once
// (from its backlog, scored exactly) and after it has been fed into the graph;
// a key written again answers with its new vector only; removed rows never
// come back; scores are the engine's (cosine and dot similarity, Euclidean
// distance); and the graph's recall against exact search stays high.
import { NearestGraph, type GraphRow } from "../../../server/engine/lancedb/graph/nearest-graph";
import { compareScores, prepareVector, scoreOf } from "../../../server/engine/vectors/vector-math";
import type { Distance } from "../../../server/engine/vector-engine";
import { randomVector, seededRandom } from "./conformance/random-data";

const SETTINGS = { connectivity: 16, expansionAdd: 128, expansionSearch: 64 };
const SIZE = 16;

/** Lets the graph take its whole backlog (it feeds itself a slice per event-loop turn). */
async function fed(graph: NearestGraph): Promise<void> {
  while (graph.backlogLength > 0) await new Promise((resolve) => setImmediate(resolve));
}

function rows(distance: Distance, count: number, seed: number, firstSeq = 0): GraphRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({ seq: firstSeq + i, key: `k${i}`, vector: prepareVector(distance, randomVector(random, SIZE), SIZE) }));
}

function exactTop(distance: Distance, data: readonly GraphRow[], target: Float32Array, k: number): { key: string; score: number }[] {
  const compare = compareScores(distance);
  return data
    .map((row) => ({ key: row.key, score: scoreOf(distance, target, row.vector) }))
    .sort((a, b) => compare(a.score, b.score))
    .slice(0, k);
}

it("stops being used, and says why, when feeding it fails, without taking the process down", async () => {
  const graph = new NearestGraph("Cosine", SIZE, SETTINGS);
  const failures: Error[] = [];
  graph.onFailure = (error) => failures.push(error);
  // A vector of the wrong length: usearch refuses the slice.
  graph.added([{ seq: 1, key: "k1", vector: new Float32Array(SIZE + 1) }]);
  await fed(graph);
  expect({ isCurrent: graph.isCurrent, failures: failures.length, failure: graph.failure?.message.length ? "set" : "none" }).toEqual({ isCurrent: false, failures: 1, failure: "set" });
});

describe("feeding while writes keep coming", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const settings = { ...SETTINGS, feedAfterQuietMs: 1_000, maxFeedDelayMs: 60_000 };

  /** Adds `data` from `from` on, `step` rows every `pauseMs`; the rows fed into the graph when the last were added. */
  async function keepWriting(graph: NearestGraph, data: readonly GraphRow[], from: number, step: number, pauseMs: number): Promise<number> {
    let indexed = 0;
    for (let at = from; at < data.length; at += step) {
      graph.added(data.slice(at, at + step));
      await sleep(pauseMs);
      indexed = graph.indexedCount;
    }
    return indexed;
  }

  it("feeds a few rows at a time at once", async () => {
    const graph = new NearestGraph("Cosine", SIZE, settings);
    expect(await keepWriting(graph, rows("Cosine", 200, 4), 0, 10, 10)).toBeGreaterThan(100);
    graph.close();
  });

  it("holds bulk rows until writes pause, answering from them meanwhile", async () => {
    const graph = new NearestGraph("Cosine", SIZE, settings);
    const data = rows("Cosine", 3_000, 5);
    expect(await keepWriting(graph, data, 0, 1_000, 20)).toBe(0);
    expect(graph.isCurrent).toBe(true);
    const target = prepareVector("Cosine", randomVector(seededRandom(8), SIZE), SIZE);
    expect(graph.search(target, 3).map(({ key }) => key)).toEqual(exactTop("Cosine", data, target, 3).map(({ key }) => key));
    await sleep(1_100);
    await fed(graph);
    expect(graph.indexedCount).toBe(3_000);
    graph.close();
  });

  it("holds a backlog too large for searches until writes pause, answering from it meanwhile", async () => {
    const graph = new NearestGraph("Cosine", SIZE, settings);
    const data = rows("Cosine", 5_400, 5);
    graph.added(data.slice(0, 5_000));
    expect(await keepWriting(graph, data, 5_000, 50, 20)).toBe(0);
    expect(graph.isCurrent).toBe(false);
    const target = prepareVector("Cosine", randomVector(seededRandom(7), SIZE), SIZE);
    expect(graph.search(target, 3).map(({ key }) => key)).toEqual(exactTop("Cosine", data, target, 3).map(({ key }) => key));
    await sleep(1_100);
    await fed(graph);
    expect({ indexed: graph.indexedCount, isCurrent: graph.isCurrent }).toEqual({ indexed: 5_400, isCurrent: true });
    graph.close();
  });

  it("feeds a large backlog that has waited long enough even while writes keep coming", async () => {
    const graph = new NearestGraph("Cosine", SIZE, { ...settings, maxFeedDelayMs: 150 });
    const data = rows("Cosine", 5_600, 6);
    graph.added(data.slice(0, 5_000));
    expect(await keepWriting(graph, data, 5_000, 20, 15)).toBeGreaterThan(0);
    graph.close();
  });
});

describe.each<Exclude<Distance, "Manhattan">>(["Cosine", "Dot", "Euclid"])("%s", (distance) => {
  it("answers from its backlog at once and from the graph once fed, with the engine's scores", async () => {
    const graph = new NearestGraph(distance, SIZE, SETTINGS);
    const data = rows(distance, 300, 1);
    graph.added(data);
    const target = prepareVector(distance, randomVector(seededRandom(99), SIZE), SIZE);
    const expected = exactTop(distance, data, target, 5);
    const fromBacklog = graph.search(target, 5);
    expect(fromBacklog.map(({ key }) => key)).toEqual(expected.map(({ key }) => key));
    await fed(graph);
    const fromGraph = graph.search(target, 5);
    expect(fromGraph.map(({ key }) => key)).toEqual(expected.map(({ key }) => key));
    fromGraph.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? NaN, 4));
    graph.close();
  });

  it("answers a key written again with its new vector only, and never a removed row", async () => {
    const graph = new NearestGraph(distance, SIZE, SETTINGS);
    const data = rows(distance, 200, 2);
    graph.added(data);
    await fed(graph);
    const target = prepareVector(distance, randomVector(seededRandom(7), SIZE), SIZE);
    const [best] = graph.search(target, 1);
    if (!best) throw new Error("no hit");
    // The best key moves far away (a new seq), and the second best is deleted.
    const [, second] = graph.search(target, 2);
    const far = prepareVector(distance, Array.from(target, (value) => -value * 5), SIZE);
    graph.added([{ seq: 1_000, key: best.key, vector: far }]);
    graph.removed([second?.seq ?? -1]);
    for (const round of ["in the backlog", "fed"]) {
      if (round === "fed") await fed(graph);
      const keys = graph.search(target, 10).map(({ key }) => key);
      expect({ round, hasMovedKey: keys.includes(best.key), hasRemoved: keys.includes(second?.key ?? "") }).toEqual({ round, hasMovedKey: false, hasRemoved: false });
      const everything = graph.search(target, 200);
      expect({ round, copies: everything.filter(({ key }) => key === best.key).map(({ seq }) => seq) }).toEqual({ round, copies: [1_000] });
    }
    graph.close();
  });

  it("keeps to the allowed seqs of a filter, from the graph and its backlog, and finds 98% of the exact filtered top 10", async () => {
    const graph = new NearestGraph(distance, SIZE, SETTINGS);
    const data = rows(distance, 3_000, 4);
    graph.added(data.slice(0, 2_900));
    await fed(graph);
    graph.added(data.slice(2_900));
    // One point in ten, the backlog's among them.
    const allowed = new Set(data.filter((row) => row.seq % 10 === 3).map((row) => row.seq));
    const random = seededRandom(6);
    let found = 0;
    for (let query = 0; query < 100; query += 1) {
      const target = prepareVector(distance, randomVector(random, SIZE), SIZE);
      const hits = graph.search(target, 10, { allowed });
      expect(hits.filter(({ seq }) => !allowed.has(seq))).toEqual([]);
      const keys = new Set(hits.map(({ key }) => key));
      found += exactTop(distance, data.filter((row) => allowed.has(row.seq)), target, 10).filter(({ key }) => keys.has(key)).length;
    }
    expect(found / 1_000).toBeGreaterThanOrEqual(0.98);
    expect(graph.search(prepareVector(distance, randomVector(random, SIZE), SIZE), 10, { allowed: new Set() })).toEqual([]);
    graph.close();
  });

  it("finds at least 95% of the exact top 10 on 3,000 points", async () => {
    const graph = new NearestGraph(distance, SIZE, SETTINGS);
    const data = rows(distance, 3_000, 3);
    graph.added(data);
    await fed(graph);
    const random = seededRandom(5);
    let found = 0;
    for (let query = 0; query < 100; query += 1) {
      const target = prepareVector(distance, randomVector(random, SIZE), SIZE);
      const hits = new Set(graph.search(target, 10).map(({ key }) => key));
      found += exactTop(distance, data, target, 10).filter(({ key }) => hits.has(key)).length;
    }
    expect(found / 1_000).toBeGreaterThanOrEqual(0.95);
    graph.close();
  });
});
