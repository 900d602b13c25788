// An in-memory HNSW graph per collection (usearch), beside its LanceDB table:
// nearest-neighbour search from memory, without LanceDB's per-query cost
// (planning, the async runtime, Arrow). LanceDB stays the store: rows,
// payloads, durability. The graph follows the table through a backlog of the
// changes committed since it was last fed, in commit order:
//   - at open, every row of the table (read inside the write queue, so that no
//     write lands between the read and the first change queued after it);
//   - after each commit, the rows it wrote (new seqs) and the seqs it removed.
// Writes never wait for the graph: the backlog is fed in small slices between
// other work. A few hundred rows are fed at once; a bulk of rows (an import's
// batches of a thousand) waits for the writes to pause (as Qdrant indexes a
// segment once its writes settle) rather than taking turns with them on this
// thread, and meanwhile searches score it exactly while it is small, and take
// LanceDB's path once it is not (isCurrent). A search takes the graph's
// candidates, adds the backlog's own rows scored exactly, and drops the seqs
// the backlog removes, so it sees every acknowledged write. Seqs identify vectors: an upsert gives a row a new seq,
// payload changes keep it (table-schema.ts). Cosine vectors the table keeps as
// written (uint8) are made unit length as they come in, as every other Cosine
// vector already is: the graph and its backlog compare unit vectors only.
import { Index, MetricKind, ScalarKind } from "usearch";
import type { Distance, VectorDatatype } from "../../vector-engine";
import { compareScores, isKeptAsWritten, scoreOf, toUnitLength } from "../../vectors/vector-math";

export interface GraphRow {
  seq: number;
  key: string;
  vector: Float32Array;
}

export interface GraphHit {
  seq: number;
  key: string;
  score: number;
}

type Change = { kind: "add"; rows: readonly GraphRow[] } | { kind: "remove"; seqs: readonly number[] } | { kind: "forget"; keys: readonly string[] };

export interface GraphSettings {
  /** Links per node (HNSW M). */
  connectivity: number;
  /** Candidates kept while inserting (HNSW ef_construction). */
  expansionAdd: number;
  /** Candidates kept while searching when a query asks for fewer (HNSW ef). */
  expansionSearch: number;
  /** Quiet time after the last change before a bulk backlog is fed (0: at once). */
  feedAfterQuietMs?: number;
  /** The longest a backlog waits to be fed while changes keep coming. */
  maxFeedDelayMs?: number;
}

/** Rows added to the graph per slice: a slice holds the event loop for a few milliseconds. */
const SLICE_ROWS = 256;
/** No seq: a key rewritten without the graph's vector. */
const FORGOTTEN = -1;
/** A search takes the graph path only while the backlog is this small: its rows are scored one by one. */
const MAX_BACKLOG_ROWS = 4_096;
/** A backlog of up to this many rows is fed at once; a larger one waits for changes to pause. */
const FEED_AT_ONCE_ROWS = 512;
/** Vector values a backlog may hold (4 bytes each) before it is fed even while changes keep coming. */
const MAX_WAITING_VALUES = 32 * 1024 * 1024;

export class NearestGraph {
  private readonly index: Index;
  private readonly seqByKey = new Map<string, number>();
  private readonly keyBySeq = new Map<number, string>();
  private readonly backlog: Change[] = [];
  private backlogRows = 0;
  private feeding: NodeJS.Immediate | null = null;
  /** A wait for writes to pause before feeding. */
  private waiting: NodeJS.Timeout | null = null;
  private lastChangeAt = 0;
  /** When the oldest change in the backlog came. */
  private backlogSince = 0;
  private isClosed = false;
  private rowsFedSinceCaughtUp = 0;
  /** Why feeding stopped, if it did (searches then take LanceDB's path until the collection is reopened). */
  failure: Error | null = null;
  /** Called each time the backlog empties, with the rows fed since the last call (a checkpoint may follow). */
  onCaughtUp: ((rowsFed: number) => void) | null = null;
  /** Called once if feeding fails (the graph is then out of use). */
  onFailure: ((error: Error) => void) | null = null;
  /** Rows come as the table keeps them, not at unit length (uint8 Cosine): they are normalised on the way in. */
  private readonly isNormalisedHere: boolean;

  constructor(
    private readonly distance: Exclude<Distance, "Manhattan">,
    private readonly size: number,
    private readonly settings: GraphSettings,
    datatype: VectorDatatype = "float32",
  ) {
    this.isNormalisedHere = isKeptAsWritten({ distance, datatype });
    this.index = new Index({
      dimensions: size,
      // Cosine vectors are held at unit length: their dot product is the cosine.
      metric: distance === "Euclid" ? MetricKind.L2sq : MetricKind.IP,
      // uint8 vectors are held as float32: usearch's I8 is signed, and a unit vector is no longer bytes.
      quantization: datatype === "float16" ? ScalarKind.F16 : ScalarKind.F32,
      connectivity: settings.connectivity,
      expansion_add: settings.expansionAdd,
      expansion_search: settings.expansionSearch,
      multi: false,
    });
  }

  static supports(distance: Distance): distance is Exclude<Distance, "Manhattan"> {
    return distance !== "Manhattan";
  }

  /** Points in the graph and in its backlog. */
  get pointCount(): number {
    return this.keyBySeq.size + this.backlogRows;
  }

  /** Points fed into the graph (not counting its backlog). */
  get indexedCount(): number {
    return this.keyBySeq.size;
  }

  /** Changes not fed into the graph yet. */
  get backlogLength(): number {
    return this.backlog.length;
  }

  /** Whether searches may use the graph: its backlog is small enough to score exactly, and feeding it never failed. */
  get isCurrent(): boolean {
    return this.failure === null && this.backlogRows <= MAX_BACKLOG_ROWS;
  }

  /** Rows a commit wrote, their vectors as the table keeps them: each replaces any older row of its key. */
  added(rows: readonly GraphRow[]): void {
    if (rows.length === 0) return;
    this.backlog.push({ kind: "add", rows: this.isNormalisedHere ? rows.map((row) => ({ ...row, vector: toUnitLength(row.vector) })) : rows });
    this.backlogRows += rows.length;
    this.changed();
  }

  /** Seqs a commit removed. */
  removed(seqs: readonly number[]): void {
    if (seqs.length === 0) return;
    this.backlog.push({ kind: "remove", seqs });
    this.changed();
  }

  /** Keys a commit rewrote without this vector (a collection's named vectors are each optional). */
  forgotKeys(keys: readonly string[]): void {
    if (keys.length === 0) return;
    this.backlog.push({ kind: "forget", keys });
    this.changed();
  }

  /**
   * The `wanted` nearest rows, from the graph and its backlog, among `allowed`
   * seqs when given; scores as the engine reports them. `breadth` widens the
   * search (usearch keeps max(candidates asked, expansion_search) candidates).
   * With a filter, the graph is asked for enough candidates that `wanted` of
   * them pass, from the filter's share of the points (three times that, for
   * recall), and for four times more while too few do.
   */
  search(target: Float32Array, wanted: number, options: { breadth?: number; allowed?: ReadonlySet<number> } = {}): GraphHit[] {
    const { allowed } = options;
    const breadth = Math.max(wanted, options.breadth ?? 0);
    if (!allowed) return this.collect(target, breadth, undefined).slice(0, wanted);
    if (allowed.size === 0) return [];
    const share = allowed.size / Math.max(1, this.pointCount);
    for (let candidates = Math.max(breadth, Math.ceil((wanted / share) * 3) + 16); ; candidates *= 4) {
      const hits = this.collect(target, candidates, allowed);
      if (hits.length >= wanted || candidates >= this.keyBySeq.size) return hits.slice(0, wanted);
    }
  }

  private collect(target: Float32Array, candidates: number, allowed: ReadonlySet<number> | undefined): GraphHit[] {
    const hits: GraphHit[] = [];
    const removedLater = new Set<number>();
    // Per key rewritten since: its newest seq, or FORGOTTEN when it was rewritten without this vector.
    const addedLater = new Map<string, number>();
    for (const change of this.backlog) {
      if (change.kind === "remove") for (const seq of change.seqs) removedLater.add(seq);
      else if (change.kind === "forget") for (const key of change.keys) addedLater.set(key, FORGOTTEN);
      else for (const row of change.rows) addedLater.set(row.key, row.seq);
    }
    const isAllowed = (seq: number) => !removedLater.has(seq) && (allowed === undefined || allowed.has(seq));
    if (this.keyBySeq.size > 0) {
      const matches = this.index.search(target, Math.min(candidates + removedLater.size + addedLater.size, this.keyBySeq.size), 1);
      for (let i = 0; i < matches.keys.length; i += 1) {
        const seq = Number(matches.keys[i]);
        const key = this.keyBySeq.get(seq);
        // A key rewritten since (a newer seq in the backlog) is scored from the backlog.
        if (key === undefined || !isAllowed(seq) || addedLater.has(key)) continue;
        hits.push({ seq, key, score: this.scoreOfDistance(matches.distances[i] ?? 0) });
      }
    }
    for (const change of this.backlog) {
      if (change.kind !== "add") continue;
      for (const row of change.rows) {
        if (!isAllowed(row.seq) || addedLater.get(row.key) !== row.seq) continue;
        hits.push({ seq: row.seq, key: row.key, score: scoreOf(this.distance, target, row.vector) });
      }
    }
    const compare = compareScores(this.distance);
    return hits.sort((a, b) => compare(a.score, b.score)).slice(0, candidates);
  }

  /** Feeds the whole backlog now, if it holds at most `maxRows` rows (a few seconds of work at most); whether it is empty. */
  drain(maxRows: number): boolean {
    if (this.backlogRows > maxRows) return false;
    while (this.backlog.length > 0 && !this.isClosed) this.feedSlice();
    return this.backlog.length === 0;
  }

  /**
   * Writes the graph to `file` (usearch's format) and returns the seqs in it.
   * Only when the backlog is empty: then the graph holds exactly the table's
   * rows as of the last commit it heard of.
   */
  save(file: string): number[] | null {
    if (this.backlog.length > 0 || this.isClosed) return null;
    this.index.save(file);
    return [...this.keyBySeq.keys()];
  }

  /**
   * Replaces the graph with one saved by save(): `keyOf` gives each saved seq's
   * key in the table now, or undefined for a row gone since (removed from the graph).
   */
  restore(file: string, savedSeqs: readonly number[], keyOf: (seq: number) => string | undefined): void {
    this.index.load(file);
    this.seqByKey.clear();
    this.keyBySeq.clear();
    const gone: bigint[] = [];
    for (const seq of savedSeqs) {
      const key = keyOf(seq);
      if (key === undefined) {
        gone.push(BigInt(seq));
        continue;
      }
      this.seqByKey.set(key, seq);
      this.keyBySeq.set(seq, key);
    }
    if (gone.length > 0) this.index.remove(BigUint64Array.from(gone));
  }

  close(): void {
    this.isClosed = true;
    if (this.feeding) clearImmediate(this.feeding);
    if (this.waiting) clearTimeout(this.waiting);
    this.feeding = null;
    this.waiting = null;
  }

  private scoreOfDistance(distance: number): number {
    // usearch: 1 - dot for the inner product, the squared distance for L2.
    return this.distance === "Euclid" ? Math.sqrt(Math.max(0, distance)) : 1 - distance;
  }

  /** Called with each change: notes when changes come, then feeds the backlog now or once they pause. */
  private changed(): void {
    const now = Date.now();
    if (this.backlog.length === 1) this.backlogSince = now;
    this.lastChangeAt = now;
    this.scheduleFeed();
  }

  /**
   * Milliseconds to wait before the next slice: none for a small backlog, or one grown large in memory; otherwise
   * until changes pause, at most until the backlog has waited long enough.
   */
  private feedDelay(): number {
    const { feedAfterQuietMs = 0, maxFeedDelayMs = 0 } = this.settings;
    if (this.backlogRows <= FEED_AT_ONCE_ROWS || this.backlogRows * this.size >= MAX_WAITING_VALUES) return 0;
    return Math.max(0, Math.min(this.lastChangeAt + feedAfterQuietMs, this.backlogSince + maxFeedDelayMs) - Date.now());
  }

  private scheduleFeed(): void {
    if (this.feeding || this.waiting || this.isClosed) return;
    const delay = this.feedDelay();
    if (delay > 0) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.scheduleFeed();
      }, delay);
      // A pending wait must not keep the process alive.
      this.waiting.unref();
      return;
    }
    this.feeding = setImmediate(() => {
      this.feeding = null;
      try {
        this.feedSlice();
      } catch (error) {
        // A native failure must not take the process down: the graph stops being used instead.
        this.failure = error instanceof Error ? error : new Error(String(error));
        this.close();
        this.onFailure?.(this.failure);
        return;
      }
      if (this.backlog.length > 0) this.scheduleFeed();
      else if (!this.isClosed) {
        const rowsFed = this.rowsFedSinceCaughtUp;
        this.rowsFedSinceCaughtUp = 0;
        this.onCaughtUp?.(rowsFed);
      }
    });
  }

  /** Applies the oldest change, or SLICE_ROWS rows of it. */
  private feedSlice(): void {
    const change = this.backlog[0];
    if (!change || this.isClosed) return;
    if (change.kind === "remove") {
      this.backlog.shift();
      for (const seq of change.seqs) this.forget(seq);
      return;
    }
    if (change.kind === "forget") {
      this.backlog.shift();
      for (const key of change.keys) {
        const seq = this.seqByKey.get(key);
        if (seq !== undefined) this.forget(seq);
      }
      return;
    }
    const slice = change.rows.slice(0, SLICE_ROWS);
    if (slice.length === change.rows.length) this.backlog.shift();
    else this.backlog[0] = { kind: "add", rows: change.rows.slice(SLICE_ROWS) };
    this.backlogRows -= slice.length;
    this.rowsFedSinceCaughtUp += slice.length;
    const fresh: GraphRow[] = [];
    for (const row of slice) {
      const older = this.seqByKey.get(row.key);
      if (older !== undefined) this.forget(older);
      this.seqByKey.set(row.key, row.seq);
      this.keyBySeq.set(row.seq, row.key);
      fresh.push(row);
    }
    if (fresh.length === 0) return;
    const vectors = new Float32Array(fresh.length * this.size);
    fresh.forEach((row, i) => vectors.set(row.vector, i * this.size));
    this.index.add(BigUint64Array.from(fresh, (row) => BigInt(row.seq)), vectors, 0);
  }

  private forget(seq: number): void {
    const key = this.keyBySeq.get(seq);
    if (key === undefined) return;
    this.keyBySeq.delete(seq);
    if (this.seqByKey.get(key) === seq) this.seqByKey.delete(key);
    this.index.remove(BigInt(seq));
  }
}
