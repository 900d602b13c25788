// The search graph's checkpoints (graph-rows.ts), on a real LanceDB table: a
// saved graph is loaded at the next open instead of rebuilt, and only the rows
// written since it was saved are queued; rows deleted or rewritten since leave
// it. So a checkpoint older than the table (what a crash after more writes
// leaves) still gives the table's answers. A checkpoint that cannot be read is
// ignored: every row is loaded instead. Through the engine: closing it saves
// the checkpoint.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import type { CollectionState } from "../../../server/engine/lancedb/collection-state";
import { openCollectionState } from "../../../server/engine/lancedb/open-collection";
import { attachGraphs, graphDirectory, loadGraphs, saveGraphs } from "../../../server/engine/lancedb/graph/graph-rows";
import { createLanceDbEngine } from "../../../server/engine/lancedb/lancedb-engine";
import { toPointKey } from "../../../server/engine/filter/point-key";
import { collectionSchema } from "../../../server/engine/lancedb/table/table-schema";
import { prepareVector, scoreOf } from "../../../server/engine/vectors/vector-math";
import { deletePoints, upsertPoints } from "../../../server/engine/lancedb/writes/write-points";
import type { NearestGraph } from "../../../server/engine/lancedb/graph/nearest-graph";
import { collectionSpec } from "./conformance/harness";
import { randomPoints, randomVector, seededRandom, type DensePoint } from "./conformance/random-data";

jest.setTimeout(120_000);

const SIZE = 16;
const SETTINGS = { connectivity: 16, expansionAdd: 128, expansionSearch: 64 };

let dataDir: string;
let db: lancedb.Connection;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-graph-"));
  db = await lancedb.connect(dataDir);
});

afterEach(async () => {
  db.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function opened(id: string): Promise<CollectionState> {
  const state = attachGraphs(await openCollectionState(id, await db.openTable(id), { searchSlots: 2 }), SETTINGS);
  await loadGraphs(state, dataDir, SETTINGS);
  return state;
}

/** The graph of the collection's unnamed vector. */
function graphOf(state: CollectionState): NearestGraph | null {
  return state.vectors[0]?.graph ?? null;
}

async function fed(state: CollectionState): Promise<void> {
  while ((graphOf(state)?.backlogLength ?? 0) > 0) await new Promise((resolve) => setImmediate(resolve));
}

it("loads a saved graph, with the rows deleted, rewritten and added since", async () => {
  const random = seededRandom(31);
  const spec = collectionSpec("Cosine", SIZE);
  await db.createEmptyTable(spec.id, collectionSchema(spec));
  const points = randomPoints(random, 2_000, SIZE);
  const first = await opened(spec.id);
  await upsertPoints(first, points);
  await fed(first);
  expect(await saveGraphs(first, dataDir)).toBe(true);

  // Written after the checkpoint: a crash now leaves the checkpoint older than the table.
  const moved: DensePoint[] = points.slice(0, 100).map((point) => ({ ...point, vector: randomVector(random, SIZE) }));
  const added = randomPoints(random, 300, SIZE, (index) => 10_000 + index);
  await upsertPoints(first, [...moved, ...added]);
  const deleted = points.slice(100, 400).map((point) => point.id);
  await deletePoints(first, { ids: deleted });
  graphOf(first)?.close();

  const second = await opened(spec.id);
  const graph = graphOf(second);
  if (!graph) throw new Error("no graph");
  // Loaded, not rebuilt: the saved rows still in the table are in the graph, only the 400 written since are queued.
  expect({ indexed: graph.indexedCount, queued: graph.pointCount - graph.indexedCount }).toEqual({ indexed: 2_000 - 100 - 300, queued: 400 });
  await fed(second);
  expect(graph.indexedCount).toBe(2_000 - 300 + 300);

  const live = new Map([...points.slice(400), ...moved, ...added].map((point) => [toPointKey(point.id), prepareVector("Cosine", point.vector, SIZE)]));
  let found = 0;
  for (let query = 0; query < 20; query += 1) {
    const target = prepareVector("Cosine", randomVector(random, SIZE), SIZE);
    const hits = graph.search(target, 10);
    expect(hits.filter(({ key }) => !live.has(key))).toEqual([]);
    const exact = [...live].map(([key, vector]) => ({ key, score: scoreOf("Cosine", target, vector) })).sort((a, b) => b.score - a.score).slice(0, 10);
    found += exact.filter(({ key }) => hits.some((hit) => hit.key === key)).length;
  }
  expect(found / 200).toBeGreaterThanOrEqual(0.95);
  graph.close();
});

it("ignores a checkpoint it cannot read and loads every row", async () => {
  const spec = collectionSpec("Euclid", SIZE);
  await db.createEmptyTable(spec.id, collectionSchema(spec));
  const first = await opened(spec.id);
  await upsertPoints(first, randomPoints(seededRandom(32), 1_500, SIZE));
  await fed(first);
  await saveGraphs(first, dataDir);
  graphOf(first)?.close();
  const directory = graphDirectory(dataDir, spec.id);
  const { file } = JSON.parse(await fs.readFile(path.join(directory, "checkpoint.json"), "utf8")) as { file: string };
  await fs.writeFile(path.join(directory, file), "not a graph");

  const second = await opened(spec.id);
  expect(graphOf(second)?.pointCount).toBe(1_500);
  await fed(second);
  expect(graphOf(second)?.indexedCount).toBe(1_500);
  graphOf(second)?.close();
});

it("saves the graph when the engine closes, and drops it with its collection", async () => {
  const engine = await createLanceDbEngine({ dataDir, indexThreshold: 1_000 });
  const spec = collectionSpec("Dot", SIZE);
  await engine.createCollection(spec);
  await engine.upsert(spec.id, randomPoints(seededRandom(33), 1_200, SIZE));
  await engine.close();
  const directory = graphDirectory(path.join(dataDir, "vectors"), spec.id);
  const saved = JSON.parse(await fs.readFile(path.join(directory, "checkpoint.json"), "utf8")) as { seqs: number[] };
  expect(saved.seqs).toHaveLength(1_200);

  const again = await createLanceDbEngine({ dataDir, indexThreshold: 1_000 });
  await again.dropCollection(spec.id);
  await expect(fs.stat(directory)).rejects.toThrow(/ENOENT/);
  await again.close();
});

it("a float16 collection searches a half-precision graph, before and after reopening: recall against the exact scan, scores within 1e-3", async () => {
  const random = seededRandom(34);
  const spec = { ...collectionSpec("Cosine", SIZE), datatype: "float16" as const };
  const points = randomPoints(random, 1_500, SIZE);
  const queries = Array.from({ length: 20 }, () => randomVector(random, SIZE));
  const NO_PAYLOAD = { withPayload: false, withVector: false };
  const engine = await createLanceDbEngine({ dataDir, indexThreshold: 1_000 });
  await engine.createCollection(spec);
  await engine.upsert(spec.id, points);
  // Recall against the exact scan, and each shared hit's score within 1e-3 of its exact score.
  const expectNearExact = async (searcher: typeof engine) => {
    let shared = 0;
    for (const vector of queries) {
      const exact = await searcher.search(spec.id, { vector, limit: 5, offset: 0, exact: true, ...NO_PAYLOAD });
      const exactScores = new Map(exact.map((point) => [point.id, point.score]));
      for (const point of await searcher.search(spec.id, { vector, limit: 5, offset: 0, exact: false, ...NO_PAYLOAD })) {
        const exactScore = exactScores.get(point.id);
        if (exactScore === undefined) continue;
        shared += 1;
        expect(Math.abs(point.score - exactScore)).toBeLessThan(1e-3);
      }
    }
    expect(shared / (queries.length * 5)).toBeGreaterThanOrEqual(0.9);
  };
  await expectNearExact(engine);
  await engine.close();

  const again = await createLanceDbEngine({ dataDir, indexThreshold: 1_000 });
  await expectNearExact(again);
  const checkpoint = path.join(graphDirectory(path.join(dataDir, "vectors"), spec.id), "checkpoint.json");
  const saved = JSON.parse(await fs.readFile(checkpoint, "utf8")) as { file: string };
  // usearch's f16 file: half the vector bytes of f32 (16 dimensions × 2 bytes per vector, plus links).
  const bytes = (await fs.stat(path.join(path.dirname(checkpoint), saved.file))).size;
  expect(bytes).toBeLessThan(1_500 * (SIZE * 4 + 16 * 2 * 4));
  await again.close();
});
