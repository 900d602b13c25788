// What a filter matches, for the in-memory search path: the seqs of the
// matching rows (the graph's allowed set) and, when they are few enough, their
// vectors side by side, so that a filtered search is an exact scan of them
// (usearch's SIMD kernels: exact, and cheaper than asking the graph for the
// many candidates a selective filter would need; measured on GloVe-100 at
// 100,000 points and 10% matching, the graph needs eight times the candidates
// for recall@10 0.98, 1.8 ms of CPU a query). Remembered per filter until the
// next commit. Cosine vectors the table keeps as written (uint8) are copied at
// unit length, as every other Cosine vector is stored.
import { exactSearch, MetricKind } from "usearch";
import type { Distance } from "../../vector-engine";
import type { CollectionState, VectorField } from "../collection-state";
import type { GraphHit } from "../graph/nearest-graph";
import { forEachRow } from "../table/arrow-rows";
import { KEY, SEQ } from "../table/table-schema";
import { isKeptAsWritten, toUnitLength } from "../../vectors/vector-math";

/** Matching rows up to which the vectors are kept and scanned exactly. */
export const EXACT_SCAN_UP_TO = 32_768;
/** Filters remembered between commits. */
const MEMO_LIMIT = 8;

export interface FilteredSubset {
  seqs: ReadonlySet<number>;
  /** Present when at most EXACT_SCAN_UP_TO rows match: row i is keys[i], seqList[i], vectors[i × size …]. */
  rows?: { keys: string[]; seqList: number[]; vectors: Float32Array };
}

/** Per open collection: what filters matched at an epoch (a commit bumps it). */
const memos = new WeakMap<CollectionState, { epoch: number; answers: Map<string, FilteredSubset> }>();

/** The rows matching `where` that hold the field's vector. */
export async function filteredSubset(state: CollectionState, field: VectorField, where: string): Promise<FilteredSubset> {
  return remembered(state, `${field.column}:${where}`, () => readSubset(state, field, where));
}

/** The seqs of the rows matching `where` (a sparse vector's allowed set). */
export async function filteredSeqs(state: CollectionState, where: string): Promise<ReadonlySet<number>> {
  const subset = await remembered(state, `seqs:${where}`, async () => ({ seqs: await matchingSeqs(state, where) }));
  return subset.seqs;
}

async function remembered(state: CollectionState, memoKey: string, read: () => Promise<FilteredSubset>): Promise<FilteredSubset> {
  const epoch = state.epoch;
  let memo = memos.get(state);
  if (!memo || memo.epoch !== epoch || memo.answers.size >= MEMO_LIMIT) memos.set(state, (memo = { epoch, answers: new Map() }));
  const known = memo.answers.get(memoKey);
  if (known) return known;
  const subset = await read();
  // Kept only if no commit happened meanwhile.
  if (state.epoch === epoch && memos.get(state) === memo) memo.answers.set(memoKey, subset);
  return subset;
}

async function matchingSeqs(state: CollectionState, where: string): Promise<Set<number>> {
  const seqs = new Set<number>();
  await forEachRow(state.table.query().where(where).select([SEQ]), (row) => seqs.add(row.seq));
  return seqs;
}

async function readSubset(state: CollectionState, field: VectorField, where: string): Promise<FilteredSubset> {
  const seqs = await matchingSeqs(state, where);
  if (seqs.size > EXACT_SCAN_UP_TO || seqs.size === 0) return { seqs };
  const size = field.size;
  const keys: string[] = [];
  const seqList: number[] = [];
  const vectors = new Float32Array(seqs.size * size);
  const isAsWritten = isKeptAsWritten(field);
  const read = new Set<number>();
  await forEachRow(state.table.query().where(where).select([KEY, SEQ, field.column]), (row) => {
    // A commit between the two reads may have changed what matches: keep to the first read's rows, each once.
    if (!seqs.has(row.seq) || read.has(row.seq)) return;
    read.add(row.seq);
    // A row without this vector (named vectors are each optional) matches, and has nothing to scan.
    if (!row.vector || keys.length * size >= vectors.length) return;
    const at = keys.length * size;
    if (isAsWritten) toUnitLength(row.vector, vectors.subarray(at, at + size));
    else vectors.set(row.vector, at);
    keys.push(row.key);
    seqList.push(row.seq);
  }, field.column);
  // Rows of the first read that the second did not give (removed since, or a compaction committing between the
  // reads) would be missing from an exact scan: the graph then ranks the allowed seqs, and its backlog knows removals.
  if (read.size < seqs.size) return { seqs };
  return { seqs, rows: { keys, seqList, vectors: vectors.subarray(0, keys.length * size) } };
}

/** The `wanted` nearest of the subset's rows, exactly; scores as the engine reports them. */
export function searchSubset(rows: NonNullable<FilteredSubset["rows"]>, distance: Exclude<Distance, "Manhattan">, target: Float32Array, wanted: number): GraphHit[] {
  const count = Math.min(wanted, rows.keys.length);
  if (count === 0) return [];
  const matches = exactSearch(rows.vectors, target, target.length, count, distance === "Euclid" ? MetricKind.L2sq : MetricKind.IP, 1);
  const hits: GraphHit[] = [];
  for (let i = 0; i < matches.keys.length; i += 1) {
    const row = Number(matches.keys[i]);
    const key = rows.keys[row];
    const seq = rows.seqList[row];
    if (key === undefined || seq === undefined) continue;
    const found = matches.distances[i] ?? 0;
    hits.push({ key, seq, score: distance === "Euclid" ? Math.sqrt(Math.max(0, found)) : 1 - found });
  }
  return hits;
}
