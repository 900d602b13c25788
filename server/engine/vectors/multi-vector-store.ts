// The multi-vectors of one vector of a collection (Qdrant's multivector_config
// with comparator max_sim: several vectors per point, as late-interaction
// models such as ColBERT and ColPali give, one per token or patch), kept in
// memory and searched exactly: a point's score is, summed over the query's
// vectors, its best similarity to any of the point's vectors (MaxSim). Like the
// sparse index, it is changed in the write queue right after each commit and
// filled at open, so every acknowledged write is searchable. Cosine
// multi-vectors the table keeps as written (uint8) are held here at unit
// length, as every other Cosine multi-vector is stored.
import type { Distance, VectorDatatype } from "../vector-engine";
import { compareScores, isKeptAsWritten, scoreOf, toUnitLength } from "./vector-math";

export interface MultiRow {
  seq: number;
  key: string;
  /** The point's vectors side by side, as the table keeps them (unit length for Cosine, but for uint8 vectors). */
  vectors: Float32Array;
}

export interface MultiHit {
  seq: number;
  key: string;
  score: number;
}

export class MultiVectorStore {
  private readonly rowsByKey = new Map<string, MultiRow>();
  private readonly keyBySeq = new Map<number, string>();
  /** Rows come as written, not at unit length (uint8 Cosine): each of their vectors is normalised on the way in. */
  private readonly isNormalisedHere: boolean;

  constructor(
    private readonly distance: Distance,
    private readonly size: number,
    datatype: VectorDatatype = "float32",
  ) {
    this.isNormalisedHere = isKeptAsWritten({ distance, datatype });
  }

  get rowCount(): number {
    return this.rowsByKey.size;
  }

  /** Rows a commit wrote: each replaces any older row of its key. */
  added(rows: readonly MultiRow[]): void {
    for (const row of rows) {
      const older = this.rowsByKey.get(row.key);
      if (older) this.keyBySeq.delete(older.seq);
      this.rowsByKey.set(row.key, this.isNormalisedHere ? { ...row, vectors: this.unitRows(row.vectors) } : row);
      this.keyBySeq.set(row.seq, row.key);
    }
  }

  removed(seqs: readonly number[]): void {
    for (const seq of seqs) {
      const key = this.keyBySeq.get(seq);
      if (key === undefined) continue;
      this.keyBySeq.delete(seq);
      if (this.rowsByKey.get(key)?.seq === seq) this.rowsByKey.delete(key);
    }
  }

  forgotKeys(keys: readonly string[]): void {
    for (const key of keys) {
      const row = this.rowsByKey.get(key);
      if (!row) continue;
      this.rowsByKey.delete(key);
      this.keyBySeq.delete(row.seq);
    }
  }

  /** A copy of the vectors side by side, each at unit length. */
  private unitRows(vectors: Float32Array): Float32Array {
    const unit = new Float32Array(vectors.length);
    for (let start = 0; start < vectors.length; start += this.size) toUnitLength(vectors.subarray(start, start + this.size), unit.subarray(start, start + this.size));
    return unit;
  }

  /** The `wanted` best rows by MaxSim, among `allowed` seqs when given; scores as the engine reports them. */
  search(query: Float32Array, wanted: number, allowed?: ReadonlySet<number>): MultiHit[] {
    const hits: MultiHit[] = [];
    for (const row of this.rowsByKey.values()) {
      if (allowed && !allowed.has(row.seq)) continue;
      hits.push({ seq: row.seq, key: row.key, score: maxSim(this.distance, this.size, query, row.vectors) });
    }
    const compare = compareScores(this.distance);
    return hits.sort((a, b) => compare(a.score, b.score)).slice(0, wanted);
  }
}

/**
 * Σ over the query's vectors of the best score among the point's vectors.
 * For Euclid and Manhattan, where a smaller distance is better, the best is
 * the smallest and the sum is a sum of distances.
 */
export function maxSim(distance: Distance, size: number, query: Float32Array, vectors: Float32Array): number {
  const compare = compareScores(distance);
  let total = 0;
  for (let q = 0; q < query.length; q += size) {
    const target = query.subarray(q, q + size);
    let best = Number.NaN;
    for (let v = 0; v < vectors.length; v += size) {
      const score = scoreOf(distance, target, vectors.subarray(v, v + size));
      if (Number.isNaN(best) || compare(score, best) < 0) best = score;
    }
    total += Number.isNaN(best) ? 0 : best;
  }
  return total;
}
