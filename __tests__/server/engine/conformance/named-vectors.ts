// Named vectors: a collection holds several dense vectors, each with its own
// size and distance, and a point any subset of them. Searches name the vector
// they use and see only the points that hold it; reads return the vectors
// asked for, by name; changing or removing some vectors of a point keeps its
// others and its payload. Every answer is checked against a brute-force
// computation over the points written.
import type { PointId } from "../../../../server/engine/filter/filter-tree";
import type { CollectionSpec, Distance, PointRecord, VectorEngine } from "../../../../server/engine/vector-engine";
import { useEngine, type EngineFactory } from "./harness";
import { keyPath, randomVector, seededRandom, type Random } from "./random-data";
import { referenceScore, isSimilarity } from "./reference";

const VECTORS = {
  image: { size: 4, distance: "Cosine", onDisk: false },
  text: { size: 6, distance: "Dot", onDisk: false },
  "title words": { size: 3, distance: "Euclid", onDisk: false },
} as const satisfies Record<string, { size: number; distance: Distance; onDisk: boolean }>;

type Name = keyof typeof VECTORS;
const NAMES = Object.keys(VECTORS) as Name[];

type NamedPoint = { id: PointId; vector: Partial<Record<Name, number[]>>; payload: { n: number } };

let collections = 0;

export function namedSpec(): CollectionSpec {
  collections += 1;
  return { id: `named${collections}`, vectors: VECTORS };
}

/** Points 1..count, each holding a random subset (never none) of the vectors. */
export function namedPoints(random: Random, count: number): NamedPoint[] {
  return Array.from({ length: count }, (_, index) => {
    const held = NAMES.filter(() => random() < 0.6);
    const names = held.length > 0 ? held : [NAMES[index % NAMES.length] as Name];
    return { id: index + 1, vector: Object.fromEntries(names.map((name) => [name, randomVector(random, VECTORS[name].size)])), payload: { n: index } };
  });
}

/** As the engine takes it: only the vectors the point holds. */
function toRecord(point: NamedPoint): PointRecord {
  return { ...point, vector: Object.fromEntries(Object.entries(point.vector).filter((entry): entry is [string, number[]] => entry[1] !== undefined)) };
}

function normalised(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return vector.map((value) => value / norm);
}

/** The vector as the engine stores it (unit length for Cosine). */
function stored(name: Name, vector: readonly number[]): number[] {
  return VECTORS[name].distance === "Cosine" ? normalised(vector) : [...vector];
}

/** The `limit` nearest points holding `name`, with their scores, by brute force. */
export function referenceNamedSearch(points: readonly NamedPoint[], name: Name, query: readonly number[], limit: number, only?: (point: NamedPoint) => boolean) {
  const { distance } = VECTORS[name];
  return points
    .filter((point) => point.vector[name] && (!only || only(point)))
    .map((point) => ({ id: point.id, score: referenceScore(distance, query, point.vector[name] as number[]) }))
    .sort((a, b) => (isSimilarity(distance) ? b.score - a.score : a.score - b.score))
    .slice(0, limit);
}

/**
 * Searches on every name against brute force. With `minRecall`, the answers
 * of an approximate index: every point returned holds the vector with the
 * score of its current value, and at least that share of the true nearest are
 * found; without, the exact answer (ids, order, scores).
 */
export async function expectSearchesMatch(engine: VectorEngine, id: string, points: readonly NamedPoint[], random: Random, options: { exact: boolean; minRecall?: number }): Promise<void> {
  let found = 0;
  let possible = 0;
  for (const name of NAMES) {
    const holders = new Set(points.filter((point) => point.vector[name]).map((point) => point.id));
    for (let query = 0; query < 5; query += 1) {
      const vector = randomVector(random, VECTORS[name].size);
      const answer = await engine.search(id, { vector, using: name, limit: 7, offset: 0, exact: options.exact, withPayload: false, withVector: false });
      const expected = referenceNamedSearch(points, name, vector, 7);
      if (options.minRecall === undefined) {
        expect(answer.map((point) => point.id)).toEqual(expected.map((point) => point.id));
        answer.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 4));
        continue;
      }
      const current = referenceNamedSearch(points, name, vector, points.length);
      for (const point of answer) {
        expect(holders.has(point.id)).toBe(true);
        expect(point.score).toBeCloseTo(current.find((candidate) => candidate.id === point.id)?.score ?? NaN, 4);
      }
      found += expected.filter((point) => answer.some((candidate) => candidate.id === point.id)).length;
      possible += expected.length;
    }
  }
  if (options.minRecall !== undefined) expect(found / possible).toBeGreaterThanOrEqual(options.minRecall);
}

export function describeNamedVectors(factory: EngineFactory): void {
  describe("named vectors", () => {
    const current = useEngine(factory);

    async function collectionWith(points: readonly NamedPoint[]): Promise<string> {
      const spec = namedSpec();
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points.map(toRecord));
      return spec.id;
    }

    it("returns each point's vectors by name: all of them, or those asked for", async () => {
      const points = namedPoints(seededRandom(61), 30);
      const id = await collectionWith(points);
      const all = await current().engine.retrieve(id, [1, 2, 3], { withPayload: true, withVector: true });
      expect(all.map((point) => point.id)).toEqual([1, 2, 3]);
      for (const point of all) {
        const written = points.find((candidate) => candidate.id === point.id) as NamedPoint;
        const vectors = point.vector as Record<string, number[]>;
        expect(Object.keys(vectors).sort()).toEqual(Object.keys(written.vector).sort());
        for (const [name, vector] of Object.entries(written.vector)) {
          stored(name as Name, vector).forEach((value, index) => expect(vectors[name]?.[index]).toBeCloseTo(value, 5));
        }
        expect(point.payload).toEqual(written.payload);
      }
      const onlyText = await current().engine.retrieve(id, points.map((point) => point.id), { withPayload: false, withVector: ["text"] });
      expect(onlyText.map((point) => Object.keys(point.vector as object))).toEqual(points.map((point) => (point.vector.text ? ["text"] : [])));
    });

    it("searches the vector a query names, among the points that hold it, exactly as brute force", async () => {
      const random = seededRandom(62);
      const points = namedPoints(random, 120);
      const id = await collectionWith(points);
      await expectSearchesMatch(current().engine, id, points, random, { exact: false });
      await expectSearchesMatch(current().engine, id, points, random, { exact: true });
    });

    it("applies a filter before ranking, on the named vector too", async () => {
      const random = seededRandom(63);
      const points = namedPoints(random, 100);
      const id = await collectionWith(points);
      const vector = randomVector(random, 6);
      const filter = { kind: "range", key: keyPath("n"), lt: 40, datetime: false } as const;
      const found = await current().engine.search(id, { vector, using: "text", filter, limit: 5, offset: 0, exact: false, withPayload: true, withVector: ["text"] });
      const expected = referenceNamedSearch(points, "text", vector, 5, (point) => point.payload.n < 40);
      expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
      for (const point of found) expect(Object.keys(point.vector as object)).toEqual(["text"]);
    });

    it("changes some vectors of a point and keeps its others and its payload", async () => {
      const random = seededRandom(64);
      const points = namedPoints(random, 40);
      const id = await collectionWith(points);
      const target = points.find((point) => point.vector.image && point.vector.text) as NamedPoint;
      const text = randomVector(random, 6);
      await current().engine.updateVectors(id, [{ id: target.id, vector: { text } }]);
      const [point] = await current().engine.retrieve(id, [target.id], { withPayload: true, withVector: true });
      const vectors = point?.vector as Record<string, number[]>;
      text.forEach((value, index) => expect(vectors.text?.[index]).toBeCloseTo(value, 5));
      stored("image", target.vector.image as number[]).forEach((value, index) => expect(vectors.image?.[index]).toBeCloseTo(value, 5));
      expect(point?.payload).toEqual(target.payload);
      const changed = points.map((candidate) => (candidate.id === target.id ? { ...candidate, vector: { ...candidate.vector, text } } : candidate));
      await expectSearchesMatch(current().engine, id, changed, random, { exact: false });
    });

    it("refuses to change the vectors of a point that does not exist, and writes nothing", async () => {
      const random = seededRandom(65);
      const points = namedPoints(random, 10);
      const id = await collectionWith(points);
      const before = await current().engine.retrieve(id, [1], { withPayload: true, withVector: true });
      await expect(current().engine.updateVectors(id, [{ id: 1, vector: { text: randomVector(random, 6) } }, { id: 999, vector: { text: randomVector(random, 6) } }])).rejects.toMatchObject({ code: "not_found" });
      expect(await current().engine.retrieve(id, [1], { withPayload: true, withVector: true })).toEqual(before);
    });

    it("removes named vectors from the selected points; searches on them no longer find those points", async () => {
      const random = seededRandom(66);
      const points = namedPoints(random, 80);
      const id = await collectionWith(points);
      await current().engine.deleteVectors(id, { filter: { kind: "range", key: keyPath("n"), lt: 30, datetime: false } }, ["image"]);
      const after = points.map((point) => (point.payload.n < 30 ? { ...point, vector: { ...point.vector, image: undefined } } : point));
      const [first] = await current().engine.retrieve(id, [1], { withPayload: true, withVector: true });
      expect(Object.keys(first?.vector as object)).not.toContain("image");
      expect(first?.payload).toEqual({ n: 0 });
      await expectSearchesMatch(current().engine, id, after, random, { exact: false });
    });

    it("drops the vectors an upsert leaves out: an upsert replaces the whole point", async () => {
      const random = seededRandom(67);
      const points = namedPoints(random, 50);
      const id = await collectionWith(points);
      const target = points.find((point) => point.vector.text) as NamedPoint;
      const replacement = { id: target.id, vector: { image: randomVector(random, 4) }, payload: { n: target.payload.n } };
      await current().engine.upsert(id, [replacement]);
      const after = points.map((point) => (point.id === target.id ? replacement : point));
      await expectSearchesMatch(current().engine, id, after, random, { exact: false });
    });

    it("refuses a vector name the collection does not have, and a vector of the wrong size", async () => {
      const id = await collectionWith(namedPoints(seededRandom(68), 5));
      await expect(current().engine.search(id, { vector: [1, 2, 3, 4], using: "audio", limit: 3, offset: 0, exact: false, withPayload: false, withVector: false })).rejects.toMatchObject({ code: "bad_request" });
      await expect(current().engine.upsert(id, [{ id: 9, vector: { audio: [1, 2] }, payload: {} }])).rejects.toMatchObject({ code: "bad_request" });
      await expect(current().engine.upsert(id, [{ id: 9, vector: { image: [1, 2] }, payload: {} }])).rejects.toMatchObject({ code: "bad_request" });
      expect(await current().engine.count(id)).toBe(5);
    });

    it("keeps named vectors across a restart", async () => {
      const random = seededRandom(69);
      const points = namedPoints(random, 60);
      const id = await collectionWith(points);
      const reopened = await current().reopen();
      await expectSearchesMatch(reopened, id, points, random, { exact: false });
    });
  });
}
