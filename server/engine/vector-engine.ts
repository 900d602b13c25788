// The vector engine behind the data plane: the one interface a second engine
// implements (VectorEngine, below, in five parts). LanceDB (embedded, default:
// engine/lancedb/) implements it, PostgreSQL + pgvector (scale-out) is to sit
// beside it as engine/pgvector/; nothing above this interface knows which one
// runs. Collections are addressed by an engine-level id chosen by the data
// plane (unique across tenants); Qdrant names and projects live in the
// metadata store, not here.
import type { FieldIndexParams } from "./field-index-params";
import type { FilterNode, PointId } from "./filter/filter-tree";

export type Distance = "Cosine" | "Euclid" | "Dot" | "Manhattan";
export type PayloadFieldType = "keyword" | "integer" | "float" | "geo" | "bool" | "datetime" | "text" | "uuid";
export type Payload = Record<string, unknown>;

/**
 * How a vector is held (Qdrant's `datatype`). float16: the search graph holds it
 * at half precision, which halves its memory and makes a search about 1.5 times
 * cheaper, with scores within about 2e-4 of the exact ones. uint8: its values
 * are whole numbers from 0 to 255 (the data plane makes them so, as Qdrant's
 * `as u8` does), kept as written even with Cosine, whose score is computed at
 * search time as Qdrant's cosine of bytes; a Cosine vector of another datatype
 * is kept at unit length. The table keeps float32 values either way.
 */
export type VectorDatatype = "float32" | "float16" | "uint8";

/** One dense vector of a collection's points. */
export interface VectorSpec {
  size: number;
  distance: Distance;
  onDisk: boolean;
  /** float32 when absent. */
  datatype?: VectorDatatype;
  /** Several vectors of this size per point, compared by MaxSim (Qdrant's multivector_config, comparator max_sim). */
  multivector?: boolean;
  /** Its HNSW graph's parameters (Qdrant's hnsw_config); the engine's own when absent. */
  hnsw?: HnswParams;
}

/**
 * Qdrant's hnsw_config for one dense vector: `m` links per node (0: no graph, every search is exact) and `efConstruct`
 * candidates kept while inserting, which is also the search breadth of a query that names no hnsw_ef (as in Qdrant).
 */
export interface HnswParams {
  m: number;
  efConstruct: number;
}

/**
 * A sparse vector: weights at a few of a very large number of dimensions
 * (terms), as BM25 or SPLADE give. Indices are unique; the engine sorts them.
 */
export interface SparseVector {
  indices: readonly number[];
  values: readonly number[];
}

/** One sparse vector of a collection's points; idf scales each query weight by its dimension's inverse document frequency. */
export interface SparseVectorSpec {
  modifier: "none" | "idf";
}

/**
 * A collection, as Qdrant's `vectors` config has it: one unnamed vector (the
 * spec's own fields), or named ones (possibly none), each point holding any of
 * them; and named sparse vectors beside them. Qdrant's unnamed vector is named
 * "": `{ vectors: { "": spec } }` is the unnamed form.
 */
export type CollectionSpec = {
  /** Engine-level id: [a-z0-9_]+, unique; not the user's collection name. */
  id: string;
  /**
   * Each point belongs to one shard, a string the writer gives (UpsertOptions.shard), that filters select
   * (FilterNode "shard"): Qdrant's custom sharding, one table for every shard key. Fixed at creation.
   */
  sharded?: boolean;
  sparseVectors?: Readonly<Record<string, SparseVectorSpec>>;
  /** Qdrant's optimizers_config.indexing_threshold: kilobytes of a vector's values from which it is indexed, 0 never; absent or null, the engine's own default. */
  indexingThresholdKb?: number | null;
} & (VectorSpec | { vectors: Readonly<Record<string, VectorSpec>> });

/** A vector added to an existing collection (addVector): a dense one or a sparse one. */
export type NewVectorSpec = { dense: VectorSpec } | { sparse: SparseVectorSpec };

/** A stored vector as reads return it: a dense one, a multi-vector (a list of dense ones), or a sparse one. */
export type StoredVector = number[] | number[][] | { indices: number[]; values: number[] };

/** A dense vector, a multi-vector, or a sparse one. */
export type VectorValue = readonly number[] | readonly (readonly number[])[] | SparseVector;

/** Vectors by name; "" is the unnamed one. */
export type NamedVectors = Readonly<Record<string, VectorValue>>;

export interface PointRecord {
  id: PointId;
  /** The unnamed vector, or vectors by name (a point may hold any of the collection's). */
  vector: readonly number[] | readonly (readonly number[])[] | NamedVectors;
  payload: Payload;
}

export interface StoredPoint {
  id: PointId;
  payload?: Payload;
  /** A list in a collection with only an unnamed vector; by name, for the names the point holds, otherwise. */
  vector?: number[] | number[][] | Record<string, StoredVector>;
  /** The shard the point was written under, in a sharded collection (every read returns it). */
  shard?: string;
}

export interface ScoredPoint extends StoredPoint {
  /** Qdrant's score: similarity for Cosine and Dot (higher is nearer), distance for Euclid and Manhattan (lower is nearer). */
  score: number;
}

export interface ReadOptions {
  withPayload: boolean | readonly string[];
  /** Every vector, none, or the named ones. */
  withVector: boolean | readonly string[];
}

export type PointSelector = { ids: readonly PointId[] } | { filter: FilterNode };

export interface SearchQuery extends ReadOptions {
  /** Sparse for a sparse vector (scored by dot product over the dimensions both hold; points sharing none are not found). */
  vector: VectorValue;
  /** The vector searched, by name ("" or absent: the unnamed one). */
  using?: string;
  filter?: FilterNode;
  limit: number;
  offset: number;
  /** Qdrant semantics: minimum similarity (Cosine, Dot) or maximum distance (Euclid, Manhattan). */
  scoreThreshold?: number;
  /** Exhaustive search, no approximate index. */
  exact: boolean;
  /** Search breadth of the approximate index; engine default when unset. */
  hnswEf?: number;
  /**
   * A sparse vector with the idf modifier: its IDF counted over the points this filter matches (that hold the vector)
   * rather than over all of them (Qdrant 1.19's params.idf.corpus). Independent of `filter`; ignored by other vectors.
   */
  idfCorpus?: FilterNode;
}

/** Qdrant 1.20's text query: points ranked by BM25 over the tokens of a full-text index (text-index/bm25-index.ts). */
export interface TextSearchQuery {
  /** The text field's key, as its index was created with it. */
  key: string;
  /** The array whose objects are scored one by one (the index's `nested`); a point scores its best object. */
  nested?: string;
  /** Tokenized as the index tokenizes queries. */
  text: string;
  bm25: { k: number; b: number };
  filter?: FilterNode;
  limit: number;
}

/** A point a text query found, with its BM25 score (larger is better). */
export interface TextHit {
  id: PointId;
  score: number;
}

export interface ScrollQuery extends ReadOptions {
  filter?: FilterNode;
  limit: number;
  /** Start from this id (inclusive), in id order; ignored with orderBy. */
  offset?: PointId;
  orderBy?: { key: string; direction: "asc" | "desc"; startFrom?: number };
}

export interface ScrollPage {
  points: StoredPoint[];
  nextOffset: PointId | null;
}

/** A collection as it was at one moment, read in pages while writes go on (what a snapshot reads). */
export interface PointsAtOneMoment {
  /** How many points it held. */
  count(): Promise<number>;
  /** A page in id order, every vector and payload with each point, as `scroll` pages. */
  page(limit: number, offset?: PointId): Promise<ScrollPage>;
  /** Lets go of what keeps the moment readable; more than once is harmless. */
  close(): Promise<void>;
}

export interface CollectionStats {
  pointsCount: number;
  indexedVectorsCount: number;
  segmentsCount: number;
  /** green: ready; yellow: building an index in the background (LanceDB's, or the search graph catching up with writes). */
  status: "green" | "yellow";
  /** Payload keys without an index that filtered searches used since the collection was opened (each such search tests stored payloads). */
  slowFilterKeys: { key: string; searches: number; msPerSearch: number }[];
  /** Bytes of the collection's data and index files. */
  diskBytes: number;
}

/** What the gauges sampled every minute read of a collection (server/metering/sample-gauges.ts). */
export type CollectionSize = Pick<CollectionStats, "pointsCount" | "indexedVectorsCount" | "segmentsCount" | "diskBytes">;

/** Qdrant's update_mode and update_filter: which of the given points an upsert writes. */
export interface UpsertOptions {
  /** upsert (default): every point; insert_only: points whose id is new; update_only: points whose id exists. */
  mode?: "upsert" | "insert_only" | "update_only";
  /** Existing points are rewritten only if they match it (new points are written regardless). */
  updateFilter?: FilterNode;
  /**
   * A sharded collection's shard the points are written under. A point id belongs to one shard: an upsert that names
   * an existing point of another shard fails whole, before anything is written.
   */
  shard?: string;
}

/** A collection's life and shape: created, given and stripped of named vectors, dropped. */
export interface CollectionLifecycle {
  createCollection(spec: CollectionSpec): Promise<void>;
  dropCollection(id: string): Promise<void>;
  /**
   * Adds a named vector (dense or sparse) that no point holds yet; new writes may carry it. A vector of that name
   * already there is replaced by the new, empty one. A dense vector cannot join an unnamed one.
   */
  addVector(id: string, name: string, spec: NewVectorSpec): Promise<void>;
  /** Removes a named vector from every point and from the collection; a name the collection lacks is a no-op. The unnamed vector cannot be removed. */
  dropVector(id: string, name: string): Promise<void>;
  /** Changes the collection's indexingThresholdKb (CollectionSpec); null goes back to the engine's default. */
  setIndexingThreshold(id: string, kilobytes: number | null): Promise<void>;
  /** Changes dense vectors' HNSW parameters, by name (VectorSpec.hnsw); an index whose parameters change is built again with them. */
  setHnsw(id: string, hnsw: Readonly<Record<string, HnswParams>>): Promise<void>;
}

/** Writes to points. Each resolves once durable: a crash after it loses nothing. */
export interface PointWrites {
  /** Replaces points with the same ids (as `options` allow). */
  upsert(id: string, points: readonly PointRecord[], options?: UpsertOptions): Promise<void>;
  deletePoints(id: string, selector: PointSelector): Promise<void>;
  /**
   * Replaces the named vectors of existing points, keeping their other vectors and payloads; an id that does not exist fails
   * the call, before anything is written. With `updateFilter`, points that do not match it keep their vectors. With
   * `scope`, points outside it count as not existing (a shard key's points: a point of another one is not found).
   */
  updateVectors(id: string, points: readonly { id: PointId; vector: NamedVectors }[], updateFilter?: FilterNode, scope?: FilterNode): Promise<void>;
  /** Removes the named vectors from the selected points (an unnamed vector cannot be removed). */
  deleteVectors(id: string, selector: PointSelector, names: readonly string[]): Promise<void>;
  /** Merges `payload` into the selected points' payloads (Qdrant set_payload; `key` sets it under a nested key). */
  setPayload(id: string, selector: PointSelector, payload: Payload, key?: string): Promise<void>;
  overwritePayload(id: string, selector: PointSelector, payload: Payload): Promise<void>;
  deletePayloadKeys(id: string, selector: PointSelector, keys: readonly string[]): Promise<void>;
  clearPayload(id: string, selector: PointSelector): Promise<void>;
}

/** Reads of points: by id, in pages, counted, the one nearest-neighbour search most queries of the data plane are made of, and BM25 over a text index. */
export interface PointReads {
  retrieve(id: string, ids: readonly PointId[], options: ReadOptions): Promise<StoredPoint[]>;
  scroll(id: string, query: ScrollQuery): Promise<ScrollPage>;
  count(id: string, filter?: FilterNode): Promise<number>;
  /** Nearest points first; a filter is applied before ranking (prefilter), so the top-k are the true top-k of the matching points. */
  search(id: string, query: SearchQuery): Promise<ScoredPoint[]>;
  /** The points whose text at the key shares tokens with the query, best BM25 score first; the key must have a text index. */
  textSearch(id: string, query: TextSearchQuery): Promise<TextHit[]>;
  /**
   * The collection as it is now, to be read while writes go on: what later writes change is not seen. null where the
   * engine cannot keep a moment; the data plane then keeps the collection's writes waiting until its read ends.
   */
  readAtOneMoment(id: string): Promise<PointsAtOneMoment | null>;
}

/** Payload indexes: they make filters on a field fast; a filter on a field without one must still be answered. */
export interface PayloadIndexes {
  /** `params`: a text index's tokenizer settings (Qdrant's defaults when absent); asked for again with other settings, the index is rebuilt. */
  createFieldIndex(id: string, key: string, type: PayloadFieldType, params?: FieldIndexParams): Promise<void>;
  deleteFieldIndex(id: string, key: string): Promise<void>;
}

/** What the collection info and the gauges show. */
export interface CollectionMeasures {
  stats(id: string): Promise<CollectionStats>;
  /** The collection's size, without opening it (loading its search graph) when nothing has used it since the start. */
  measure(id: string): Promise<CollectionSize>;
}

/**
 * What an engine implements: these five parts and close(). Everything else is the data plane's and works on any
 * engine: Qdrant names, aliases and shard keys (server/data/), the write queue that makes acknowledged writes
 * survive a crash (data/writes/), the query planner that turns search, recommend, discover, fusion, formulas, MMR
 * and groups into calls of search() and retrieve() (data/query/), filter parsing into the FilterNode tree
 * (data/filters/, evaluated in memory by engine/filter/ where an engine cannot express a condition), and metering.
 */
export interface VectorEngine extends CollectionLifecycle, PointWrites, PointReads, PayloadIndexes, CollectionMeasures {
  /** Resolves once the engine's storage answers (pgvector: its database, maybe not the metadata store's; LanceDB: local files, at once). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function isSparseVector(value: VectorValue): value is SparseVector {
  return !Array.isArray(value);
}

export function isMultiVector(value: VectorValue): value is readonly (readonly number[])[] {
  return Array.isArray(value) && Array.isArray(value[0]);
}
