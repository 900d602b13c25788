// An in-memory inverted index per sparse vector of a collection: for each
// dimension, the rows that hold it and their weights. A row's score is the dot
// product over the dimensions it shares with the query, exactly as Qdrant
// scores sparse vectors; rows that share none are not found. With the idf
// modifier each query weight is first multiplied by its dimension's inverse
// document frequency, ln((N - n + 0.5) / (n + 0.5) + 1), N the rows holding
// this vector and n those holding the dimension (Qdrant's formula, its
// fancy_idf in lib/segment/src/data_types/query_context.rs); over a corpus
// (Qdrant 1.19's params.idf.corpus), both count only the corpus's rows.
//
// Unlike the dense graph, the index is changed in the write queue right after
// each commit: a row costs one append per non-zero dimension, so there is no
// backlog, and every acknowledged write is searchable. Rows live in slots; a
// removed row's slot is dead (skipped by searches) until the postings are
// rebuilt without the dead, once they outnumber the live ones.
import type { PackedSparse } from "./sparse-vector";

export interface SparseRow extends PackedSparse {
  seq: number;
  key: string;
}

export interface SparseHit {
  seq: number;
  key: string;
  score: number;
}

/** The rows holding one dimension: slots and weights side by side, `live` of them not dead. */
interface Posting {
  slots: Int32Array;
  weights: Float32Array;
  length: number;
  live: number;
}

const DEAD = -1;
/** Dead slots below which the postings are never rebuilt: a rebuild costs a pass over every posting. */
const MIN_DEAD_TO_COMPACT = 4_096;

export class SparseIndex {
  private readonly postings = new Map<number, Posting>();
  private readonly slotOfKey = new Map<string, number>();
  private readonly slotOfSeq = new Map<number, number>();
  /** Per slot: the row's seq (DEAD once removed) and key. */
  private seqOfSlot: number[] = [];
  private keyOfSlot: string[] = [];
  /**
   * Every slot's dimensions, one after the other (slot i's start at dimensionStart[i], its end at
   * the next slot's start), to keep each posting's live count when a row goes: one typed array for
   * all rows, not one per row (measured: 23 MB of per-row arrays at 100,000 points).
   */
  private dimensions = new Uint32Array(1_024);
  private dimensionStart: number[] = [0];
  private deadSlots = 0;
  /** Scratch space of searches, one entry per slot: JavaScript runs one search at a time. */
  private scores = new Float64Array(0);
  private touched = new Uint8Array(0);

  constructor(readonly modifier: "none" | "idf") {}

  /** Rows holding this vector. */
  get rowCount(): number {
    return this.slotOfKey.size;
  }

  /** Rows a commit wrote: each replaces any older row of its key. */
  added(rows: readonly SparseRow[]): void {
    for (const row of rows) {
      const older = this.slotOfKey.get(row.key);
      if (older !== undefined) this.kill(older);
      const slot = this.seqOfSlot.length;
      this.seqOfSlot.push(row.seq);
      this.keyOfSlot.push(row.key);
      this.appendDimensions(row.indices);
      this.slotOfKey.set(row.key, slot);
      this.slotOfSeq.set(row.seq, slot);
      for (let i = 0; i < row.indices.length; i += 1) this.append(row.indices[i] ?? 0, slot, row.values[i] ?? 0);
    }
    this.compactIfSparse();
  }

  /** Seqs a commit removed. */
  removed(seqs: readonly number[]): void {
    for (const seq of seqs) {
      const slot = this.slotOfSeq.get(seq);
      if (slot !== undefined) this.kill(slot);
    }
    this.compactIfSparse();
  }

  /** Keys a commit rewrote without this vector. */
  forgotKeys(keys: readonly string[]): void {
    for (const key of keys) {
      const slot = this.slotOfKey.get(key);
      if (slot !== undefined) this.kill(slot);
    }
    this.compactIfSparse();
  }

  /**
   * The `wanted` best rows for the query, among `allowed` seqs when given; larger scores first. `corpus`: the seqs
   * the idf is counted over, when not all rows.
   */
  search(query: PackedSparse, wanted: number, allowed?: ReadonlySet<number>, corpus?: ReadonlySet<number>): SparseHit[] {
    if (wanted <= 0) return [];
    const slots = this.seqOfSlot.length;
    if (this.scores.length < slots) {
      this.scores = new Float64Array(Math.max(slots, this.scores.length * 2));
      this.touched = new Uint8Array(this.scores.length);
    }
    const { scores, touched } = this;
    const reached: number[] = [];
    const documents = corpus === undefined ? this.slotOfKey.size : this.liveAmong(corpus);
    for (let q = 0; q < query.indices.length; q += 1) {
      const posting = this.postings.get(query.indices[q] ?? 0);
      if (!posting || posting.live === 0) continue;
      const weight = (query.values[q] ?? 0) * this.weightOf(posting, documents, corpus);
      const { slots: postingSlots, weights, length } = posting;
      for (let j = 0; j < length; j += 1) {
        const slot = postingSlots[j] ?? 0;
        if (this.seqOfSlot[slot] === DEAD) continue;
        if (touched[slot] === 0) {
          touched[slot] = 1;
          reached.push(slot);
        }
        scores[slot] = (scores[slot] ?? 0) + weight * (weights[j] ?? 0);
      }
    }
    const best = new TopScores(wanted);
    for (const slot of reached) {
      const seq = this.seqOfSlot[slot] ?? DEAD;
      if (allowed === undefined || allowed.has(seq)) best.offer(slot, scores[slot] ?? 0);
      scores[slot] = 0;
      touched[slot] = 0;
    }
    return best.sorted().map(({ slot, score }) => ({ seq: this.seqOfSlot[slot] ?? DEAD, key: this.keyOfSlot[slot] ?? "", score }));
  }

  /** The query weight's factor for a dimension: 1, or its idf among `documents` rows (those of `corpus`, when given). */
  private weightOf(posting: Posting, documents: number, corpus: ReadonlySet<number> | undefined): number {
    if (this.modifier === "none") return 1;
    const holding = corpus === undefined ? posting.live : this.postingLiveAmong(posting, corpus);
    return Math.log((documents - holding + 0.5) / (holding + 0.5) + 1);
  }

  /** Rows of these seqs that hold this vector: a corpus's documents (points without the vector are none). */
  private liveAmong(seqs: ReadonlySet<number>): number {
    let live = 0;
    for (const seq of seqs) if (this.slotOfSeq.has(seq)) live += 1;
    return live;
  }

  /** Live rows of these seqs that hold the posting's dimension: its document frequency within a corpus. */
  private postingLiveAmong(posting: Posting, seqs: ReadonlySet<number>): number {
    let live = 0;
    for (let j = 0; j < posting.length; j += 1) {
      const seq = this.seqOfSlot[posting.slots[j] ?? 0] ?? DEAD;
      if (seq !== DEAD && seqs.has(seq)) live += 1;
    }
    return live;
  }

  private append(dimension: number, slot: number, weight: number): void {
    let posting = this.postings.get(dimension);
    if (!posting) this.postings.set(dimension, (posting = { slots: new Int32Array(4), weights: new Float32Array(4), length: 0, live: 0 }));
    if (posting.length === posting.slots.length) {
      const slots = new Int32Array(posting.length * 2);
      const weights = new Float32Array(posting.length * 2);
      slots.set(posting.slots);
      weights.set(posting.weights);
      posting.slots = slots;
      posting.weights = weights;
    }
    posting.slots[posting.length] = slot;
    posting.weights[posting.length] = weight;
    posting.length += 1;
    posting.live += 1;
  }

  private kill(slot: number): void {
    const seq = this.seqOfSlot[slot];
    if (seq === undefined || seq === DEAD) return;
    const key = this.keyOfSlot[slot] ?? "";
    if (this.slotOfKey.get(key) === slot) this.slotOfKey.delete(key);
    this.slotOfSeq.delete(seq);
    for (let at = this.dimensionStart[slot] ?? 0; at < (this.dimensionStart[slot + 1] ?? 0); at += 1) {
      const posting = this.postings.get(this.dimensions[at] ?? 0);
      if (posting) posting.live -= 1;
    }
    this.seqOfSlot[slot] = DEAD;
    this.deadSlots += 1;
  }

  private appendDimensions(indices: Uint32Array): void {
    const end = this.dimensionStart[this.dimensionStart.length - 1] ?? 0;
    if (end + indices.length > this.dimensions.length) {
      const grown = new Uint32Array(Math.max(end + indices.length, this.dimensions.length * 2));
      grown.set(this.dimensions.subarray(0, end));
      this.dimensions = grown;
    }
    this.dimensions.set(indices, end);
    this.dimensionStart.push(end + indices.length);
  }

  /** Rebuilds the postings without dead slots once those outnumber the live ones. */
  private compactIfSparse(): void {
    if (this.deadSlots < MIN_DEAD_TO_COMPACT || this.deadSlots < this.slotOfKey.size) return;
    const renumbered = new Int32Array(this.seqOfSlot.length).fill(DEAD);
    const seqOfSlot: number[] = [];
    const keyOfSlot: string[] = [];
    const [dimensions, dimensionStart] = [this.dimensions, this.dimensionStart];
    this.dimensions = new Uint32Array(1_024);
    this.dimensionStart = [0];
    this.seqOfSlot.forEach((seq, slot) => {
      if (seq === DEAD) return;
      renumbered[slot] = seqOfSlot.length;
      this.slotOfKey.set(this.keyOfSlot[slot] ?? "", seqOfSlot.length);
      this.slotOfSeq.set(seq, seqOfSlot.length);
      seqOfSlot.push(seq);
      keyOfSlot.push(this.keyOfSlot[slot] ?? "");
      this.appendDimensions(dimensions.subarray(dimensionStart[slot] ?? 0, dimensionStart[slot + 1] ?? 0));
    });
    for (const [dimension, posting] of this.postings) {
      let kept = 0;
      for (let j = 0; j < posting.length; j += 1) {
        const slot = renumbered[posting.slots[j] ?? 0] ?? DEAD;
        if (slot === DEAD) continue;
        posting.slots[kept] = slot;
        posting.weights[kept] = posting.weights[j] ?? 0;
        kept += 1;
      }
      if (kept === 0) this.postings.delete(dimension);
      else posting.length = kept;
    }
    this.seqOfSlot = seqOfSlot;
    this.keyOfSlot = keyOfSlot;
    this.deadSlots = 0;
  }
}

/** The `size` largest scores offered, kept in a min-heap. */
class TopScores {
  private readonly heap: { slot: number; score: number }[] = [];

  constructor(private readonly size: number) {}

  offer(slot: number, score: number): void {
    const { heap } = this;
    if (heap.length < this.size) {
      heap.push({ slot, score });
      this.up(heap.length - 1);
    } else if (score > (heap[0]?.score ?? -Infinity)) {
      heap[0] = { slot, score };
      this.down(0);
    }
  }

  sorted(): { slot: number; score: number }[] {
    return [...this.heap].sort((a, b) => b.score - a.score || a.slot - b.slot);
  }

  private up(index: number): void {
    const { heap } = this;
    for (let at = index; at > 0; ) {
      const parent = (at - 1) >> 1;
      if ((heap[parent]?.score ?? 0) <= (heap[at]?.score ?? 0)) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private down(index: number): void {
    const { heap } = this;
    for (let at = index; ; ) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let smallest = at;
      if (left < heap.length && (heap[left]?.score ?? 0) < (heap[smallest]?.score ?? 0)) smallest = left;
      if (right < heap.length && (heap[right]?.score ?? 0) < (heap[smallest]?.score ?? 0)) smallest = right;
      if (smallest === at) return;
      this.swap(at, smallest);
      at = smallest;
    }
  }

  private swap(a: number, b: number): void {
    const { heap } = this;
    [heap[a], heap[b]] = [heap[b] as { slot: number; score: number }, heap[a] as { slot: number; score: number }];
  }
}
