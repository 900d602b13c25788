// Sparse vectors: a collection holds named sparse vectors beside its dense
// ones (or alone), a point any of them. A sparse search scores every point
// that shares a dimension with the query by the dot product over the shared
// dimensions (with the idf modifier, each query weight times its dimension's
// inverse document frequency, by Qdrant's formula) and finds no other point;
// filters apply before ranking. Every answer is checked against a brute-force
// computation over the points written, after upserts that replace points,
// deletes, changes to some vectors, and a reopening.
import type { FilterNode, PointId } from "../../../../server/engine/filter/filter-tree";
import type { CollectionSpec, Payload, PointRecord, SparseVector, VectorEngine } from "../../../../server/engine/vector-engine";
import { useEngine, type EngineFactory } from "./harness";
import { randomFilter, randomPayload, randomVector, seededRandom, type Random } from "./random-data";
import { referenceMatches } from "./reference";

const DIMENSIONS = 400;

interface SparsePoint {
  id: PointId;
  dense?: number[];
  words?: SparseVector;
  bm25?: SparseVector;
  payload: Payload;
}

let collections = 0;

function sparseSpec(withDense: boolean): CollectionSpec {
  collections += 1;
  const sparseVectors = { words: { modifier: "none" }, bm25: { modifier: "idf" } } as const;
  return withDense ? { id: `sparse${collections}`, size: 3, distance: "Cosine", onDisk: false, sparseVectors } : { id: `sparse${collections}`, vectors: {}, sparseVectors };
}

/** A few dimensions, common ones far more often than rare ones (Zipf-like, as words are), in no particular order. */
function randomSparse(random: Random, maxCount = 12): SparseVector {
  const indices = new Set<number>();
  const count = 1 + Math.floor(random() * maxCount);
  while (indices.size < count) indices.add(Math.floor(DIMENSIONS * random() ** 3));
  const list = [...indices];
  return { indices: list, values: list.map(() => Math.round((random() * 4 - 0.5) * 1000) / 1000) };
}

function randomSparsePoints(random: Random, count: number, withDense: boolean, firstId = 1): SparsePoint[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    ...(withDense ? { dense: randomVector(random, 3) } : {}),
    ...(random() < 0.85 ? { words: randomSparse(random) } : {}),
    ...(random() < 0.7 ? { bm25: randomSparse(random) } : {}),
    payload: randomPayload(random),
  }));
}

function toRecord(point: SparsePoint): PointRecord {
  const vector: Record<string, number[] | SparseVector> = {};
  if (point.dense) vector[""] = point.dense;
  if (point.words) vector.words = point.words;
  if (point.bm25) vector.bm25 = point.bm25;
  return { id: point.id, vector, payload: point.payload };
}

function dot(a: SparseVector, b: SparseVector): number {
  let sum = 0;
  a.indices.forEach((index, i) => {
    const j = b.indices.indexOf(index);
    if (j >= 0) sum += (a.values[i] ?? 0) * (b.values[j] ?? 0);
  });
  return sum;
}

/** Qdrant's idf: ln((N - n + 0.5) / (n + 0.5) + 1), N the points holding the vector, n those holding the dimension. */
function withIdf(query: SparseVector, held: readonly SparseVector[]): SparseVector {
  const idf = (index: number) => {
    const n = held.filter((vector) => vector.indices.includes(index)).length;
    return Math.log((held.length - n + 0.5) / (n + 0.5) + 1);
  };
  return { indices: query.indices, values: query.values.map((value, i) => value * idf(query.indices[i] ?? 0)) };
}

function shares(a: SparseVector, b: SparseVector): boolean {
  return a.indices.some((index) => b.indices.includes(index));
}

function referenceSparse(points: readonly SparsePoint[], name: "words" | "bm25", query: SparseVector, limit: number, filter?: FilterNode): { id: PointId; score: number }[] {
  const holding = points.filter((point) => point[name]);
  const weighted = name === "bm25" ? withIdf(query, holding.map((point) => point[name] as SparseVector)) : query;
  return holding
    .filter((point) => shares(point[name] as SparseVector, query) && (!filter || referenceMatches(filter, point.payload, point.id)))
    .map((point) => ({ id: point.id, score: dot(weighted, point[name] as SparseVector) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

async function expectSparseSearches(engine: VectorEngine, id: string, points: readonly SparsePoint[], random: Random): Promise<void> {
  for (let round = 0; round < 12; round += 1) {
    const name = round % 2 === 0 ? "words" : "bm25";
    const query = randomSparse(random, 6);
    const filter = round % 3 === 2 ? randomFilter(random, points.map((point) => point.id)) : undefined;
    const limit = 1 + Math.floor(random() * 15);
    const found = await engine.search(id, { vector: query, using: name, filter, limit, offset: 0, exact: false, withPayload: false, withVector: false });
    const expected = referenceSparse(points, name, query, limit, filter);
    expect(found.map((point) => point.score)).toEqual(expected.map((point) => expect.closeTo(point.score, 4)));
    // Equal scores may come in either order: compare the ids where scores differ.
    found.forEach((point, index) => {
      const other = expected[index];
      if (other && Math.abs((expected[index + 1]?.score ?? -Infinity) - other.score) > 1e-4 && Math.abs((expected[index - 1]?.score ?? Infinity) - other.score) > 1e-4) expect(point.id).toBe(other.id);
    });
  }
}

export function describeSparseVectors(factory: EngineFactory): void {
  describe("sparse vectors", () => {
    const current = useEngine(factory);

    it.each([
      ["beside an unnamed dense vector", true],
      ["alone", false],
    ])("are searched exactly, with and without idf and filters, %s", async (_label, withDense) => {
      const random = seededRandom(withDense ? 31 : 32);
      const spec = sparseSpec(withDense);
      const points = randomSparsePoints(random, 300, withDense);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points.map(toRecord));
      await expectSparseSearches(current().engine, spec.id, points, random);
    });

    it("returns sparse vectors sorted by index, and dense ones by name beside them", async () => {
      const spec = sparseSpec(true);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, [{ id: 1, vector: { "": [1, 0, 0], words: { indices: [9, 2, 5], values: [0.9, 0.2, 0.5] } }, payload: {} }]);
      const [point] = await current().engine.retrieve(spec.id, [1], { withPayload: false, withVector: true });
      expect(point?.vector).toEqual({ "": [1, 0, 0], words: { indices: [2, 5, 9], values: [expect.closeTo(0.2, 6), expect.closeTo(0.5, 6), expect.closeTo(0.9, 6)] } });
      const [onlyWords] = await current().engine.retrieve(spec.id, [1], { withPayload: false, withVector: ["words"] });
      expect(Object.keys(onlyWords?.vector ?? {})).toEqual(["words"]);
    });

    it("follow upserts that replace points, deletes, vector changes and a reopening", async () => {
      const random = seededRandom(33);
      const spec = sparseSpec(false);
      let points = randomSparsePoints(random, 250, false);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points.map(toRecord));

      // Replace a third of the points, some without their sparse vectors now.
      const replaced = randomSparsePoints(random, 80, false, 1).map((point, index) => ({ ...point, id: 3 * index + 1 }));
      await current().engine.upsert(spec.id, replaced.map(toRecord));
      points = points.map((point) => replaced.find((other) => other.id === point.id) ?? point);

      // Delete some by id, others by filter; remove "words" from some; change "bm25" of others.
      await current().engine.deletePoints(spec.id, { ids: [2, 5, 8, 11] });
      points = points.filter((point) => ![2, 5, 8, 11].includes(point.id as number));
      const filter = randomFilter(random, points.map((point) => point.id));
      await current().engine.deletePoints(spec.id, { filter });
      points = points.filter((point) => !referenceMatches(filter, point.payload, point.id));
      const stripped = points.filter((point) => point.words).slice(0, 20).map((point) => point.id);
      await current().engine.deleteVectors(spec.id, { ids: stripped }, ["words"]);
      points = points.map((point) => (stripped.includes(point.id) ? { ...point, words: undefined } : point));
      const changed = points.slice(20, 40).map((point) => ({ id: point.id, bm25: randomSparse(random) }));
      await current().engine.updateVectors(spec.id, changed.map(({ id, bm25 }) => ({ id, vector: { bm25 } })));
      points = points.map((point) => ({ ...point, bm25: changed.find((change) => change.id === point.id)?.bm25 ?? point.bm25 }));

      await expectSparseSearches(current().engine, spec.id, points, random);
      const reopened = await current().reopen();
      await expectSparseSearches(reopened, spec.id, points, random);
    });

    it("refuses a dense vector for a sparse name, and a sparse one for a dense name, writing nothing", async () => {
      const spec = sparseSpec(true);
      await current().engine.createCollection(spec);
      await expect(current().engine.upsert(spec.id, [{ id: 1, vector: { "": [1, 0, 0], words: [1, 2, 3] }, payload: {} }])).rejects.toThrow("Vector words is sparse");
      await expect(current().engine.upsert(spec.id, [{ id: 1, vector: { "": { indices: [1], values: [1] } }, payload: {} }])).rejects.toThrow("is dense");
      await expect(current().engine.upsert(spec.id, [{ id: 1, vector: { "": [1, 0, 0], words: { indices: [1, 1], values: [1, 2] } }, payload: {} }])).rejects.toThrow("indices must be unique");
      expect(await current().engine.count(spec.id)).toBe(0);
    });
  });
}
