// The sparse inverted index on its own: after most of its rows are replaced or
// removed (enough for its postings to be rebuilt without the dead), searches
// still give the brute-force answer over the live rows, idf counts included,
// and over a corpus (Qdrant 1.19's params.idf.corpus) when one is given.
import { SparseIndex, type SparseRow } from "../../../server/engine/vectors/sparse-index";
import { seededRandom, type Random } from "./conformance/random-data";

function randomRow(random: Random, seq: number, key: string): SparseRow {
  const indices = [...new Set(Array.from({ length: 1 + Math.floor(random() * 8) }, () => Math.floor(300 * random() ** 2)))].sort((a, b) => a - b);
  return { seq, key, indices: Uint32Array.from(indices), values: Float32Array.from(indices, () => random() * 2) };
}

/** `corpus`: the seqs the idf counts over (all live rows when absent). */
function bruteForce(rows: Iterable<SparseRow>, query: SparseRow, idf: boolean, limit: number, corpus?: ReadonlySet<number>): { key: string; score: number }[] {
  const live = [...rows];
  const documents = live.filter((row) => corpus === undefined || corpus.has(row.seq));
  const weight = (index: number) => {
    if (!idf) return 1;
    const n = documents.filter((row) => row.indices.includes(index)).length;
    return Math.log((documents.length - n + 0.5) / (n + 0.5) + 1);
  };
  return live
    .filter((row) => [...query.indices].some((index) => row.indices.includes(index)))
    .map((row) => {
      let score = 0;
      query.indices.forEach((index, i) => {
        const j = row.indices.indexOf(index);
        if (j >= 0) score += (query.values[i] ?? 0) * weight(index) * (row.values[j] ?? 0);
      });
      return { key: row.key, score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

it.each([false, true])("answers as brute force after its postings are rebuilt (idf: %s)", (idf) => {
  const random = seededRandom(idf ? 7 : 8);
  const index = new SparseIndex(idf ? "idf" : "none");
  const live = new Map<string, SparseRow>();
  let seq = 0;
  const write = (count: number) => {
    const rows = Array.from({ length: count }, () => randomRow(random, seq++, `k${Math.floor(random() * 3_000)}`));
    index.added(rows);
    for (const row of rows) live.set(row.key, row);
  };
  write(6_000);
  write(6_000);
  write(6_000);
  const gone = [...live.values()].filter(() => random() < 0.5);
  index.removed(gone.map((row) => row.seq));
  for (const row of gone) live.delete(row.key);
  expect(index.rowCount).toBe(live.size);
  for (let round = 0; round < 20; round += 1) {
    const query = randomRow(random, -1, "query");
    const found = index.search(query, 10);
    const expected = bruteForce(live.values(), query, idf, 10);
    expect(found.map((hit) => hit.score)).toEqual(expected.map((hit) => expect.closeTo(hit.score, 4)));
    expect(found.every((hit) => live.get(hit.key)?.seq === hit.seq)).toBe(true);
  }
});

it("counts idf over a corpus of seqs: its live rows only, dead and unknown seqs left out", () => {
  const random = seededRandom(19);
  const index = new SparseIndex("idf");
  const live = new Map<string, SparseRow>();
  const rows = Array.from({ length: 4_000 }, (_, seq) => randomRow(random, seq, `k${seq}`));
  index.added(rows);
  for (const row of rows) live.set(row.key, row);
  const gone = rows.filter(() => random() < 0.2);
  index.removed(gone.map((row) => row.seq));
  for (const row of gone) live.delete(row.key);
  // A third of the seqs, some of them removed, and seqs no row ever had.
  const corpus = new Set([...rows.filter(() => random() < 0.33).map((row) => row.seq), 50_000, 50_001]);
  for (let round = 0; round < 20; round += 1) {
    const query = randomRow(random, -1, "query");
    const expected = bruteForce(live.values(), query, true, 10, corpus);
    expect(index.search(query, 10, undefined, corpus).map((hit) => hit.score)).toEqual(expected.map((hit) => expect.closeTo(hit.score, 4)));
    // The corpus changes the weights, not which rows are searched: global weights differ.
    expect(bruteForce(live.values(), query, true, 10).map((hit) => hit.score)).not.toEqual(expected.map((hit) => hit.score));
  }
});
