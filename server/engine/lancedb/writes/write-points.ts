// Upserts, deletes, and changes to some of a point's vectors. Each call is one
// LanceDB commit (mergeInsert or delete), so a crash leaves either the whole
// batch or none of it, and the promise resolves only after the commit's
// manifest is written. Each vector's in-memory graph hears of each commit
// after it (nearest-graph.ts), each sparse vector's index and each text
// field's BM25 index right after it (sparse-index.ts, text-scoring.ts). A point rewritten with some of its vectors changed gets a
// new seq, as an upsert does: seqs identify vectors.
import { AppError } from "../../../errors";
import type { FilterNode, PointId } from "../../filter/filter-tree";
import { isMultiVector, isSparseVector, type NamedVectors, type Payload, type PointRecord, type PointSelector, type UpsertOptions } from "../../vector-engine";
import { noteCommit, sparseField, vectorField, type CollectionState } from "../collection-state";
import { filterToSql } from "../filter/filter-sql";
import { SQL_FALSE, sqlString } from "../filter/sql-literal";
import { pointRowsTable, type PreparedPoint } from "../table/build-rows";
import { fromPointKey, toPointKey } from "../../filter/point-key";
import { keysToSql, selectorToSql } from "../table/selector-sql";
import { collectRows, type Row } from "../table/arrow-rows";
import { prepareSparse, type PackedSparse } from "../../vectors/sparse-vector";
import { forgotPoints, hasScoringIndexes, heardPayloads } from "../exact/text-scoring";
import { KEY, PAYLOAD, SEQ, SHARD } from "../table/table-schema";
import { isKeptAsWritten, prepareMultiVector, prepareVector } from "../../vectors/vector-math";

/** A point's vectors by column, dense and sparse. */
interface PreparedVectors {
  vectors: Record<string, Float32Array>;
  sparse: Record<string, PackedSparse>;
}

export async function upsertPoints(state: CollectionState, points: readonly PointRecord[], { mode = "upsert", updateFilter, shard }: UpsertOptions = {}): Promise<void> {
  if (shard !== undefined && !state.isSharded) throw new AppError("bad_request", `Vector collection ${state.id} has no shards`);
  // Validate the whole batch before writing any of it; the last copy of a repeated id wins.
  const byKey = new Map<string, PreparedVectors & { payload: Payload }>();
  for (const point of points) byKey.set(toPointKey(point.id), { ...prepareVectors(state, point.vector), payload: point.payload });
  if (byKey.size === 0) return;
  await state.writes.run(async () => {
    // Which points exist, and which of them the update filter lets through, read inside the queue: the data the write lands on.
    if (shard !== undefined) await refuseOtherShards(state, [...byKey.keys()], shard);
    const isConditional = mode !== "upsert" || updateFilter !== undefined;
    const existing = isConditional ? await keysWhere(state, keysToSql([...byKey.keys()])) : new Set<string>();
    const updatable = updateFilter ? await keysWhere(state, keysToSql([...existing]), updateFilter) : existing;
    const written = [...byKey].filter(([key]) => (existing.has(key) ? mode !== "insert_only" && updatable.has(key) : mode !== "update_only"));
    if (written.length > 0) await writeRows(state, written.map(([key, point]) => ({ key, ...point, shard: shard ?? null })));
  });
}

/**
 * Inside the write queue: a point id belongs to one shard, so an upsert that names a point of another shard (or of
 * none) fails before anything is written. Qdrant keeps a copy per shard key instead; here one table holds them all.
 */
async function refuseOtherShards(state: CollectionState, keys: readonly string[], shard: string): Promise<void> {
  const where = `(${keysToSql(keys)}) AND (${SHARD} IS NULL OR ${SHARD} <> ${sqlString(shard)})`;
  const [other] = await collectRows(state.table.query().where(where).select([KEY, SHARD]).limit(1));
  if (!other) return;
  const belongs = other.shard === null || other.shard === undefined ? "no shard key" : `shard key ${other.shard}`;
  throw new AppError("bad_request", `Point ${fromPointKey(other.key)} belongs to ${belongs}; a point id is unique across a collection's shard keys in this service`);
}

/** The keys of the rows `where` selects that also pass `filter`. */
async function keysWhere(state: CollectionState, where: string, filter?: FilterNode): Promise<Set<string>> {
  const filterWhere = await filterToSql(state, filter);
  if (where === SQL_FALSE || filterWhere === SQL_FALSE) return new Set();
  const rows = await collectRows(state.table.query().where(filterWhere === undefined ? where : `(${where}) AND (${filterWhere})`).select([KEY]));
  return new Set(rows.map((row) => row.key));
}

export async function deletePoints(state: CollectionState, selector: PointSelector): Promise<void> {
  await state.writes.run(async () => {
    // Resolved inside the queue, so the filter sees the data it deletes from.
    const where = await selectorToSql(state, selector);
    if (where === SQL_FALSE) return;
    // The graphs and sparse indexes forget rows by seq, the BM25 indexes by key: read them before they go.
    const isIndexed = state.vectors.some((field) => field.graph ?? field.multi) || state.sparse.length > 0 || hasScoringIndexes(state);
    const rows = isIndexed ? await collectRows(state.table.query().where(where).select([SEQ, KEY])) : [];
    const removed = rows.map((row) => row.seq);
    await state.table.delete(where);
    noteCommit(state);
    forgotPoints(state, rows.map((row) => row.key));
    for (const field of state.vectors) {
      field.graph?.removed(removed);
      field.multi?.removed(removed);
    }
    for (const field of state.sparse) field.index.removed(removed);
  });
}

/** Replaces the given vectors of existing points; their other vectors and payloads stay. Points outside `scope` are not found. */
export async function updateVectors(state: CollectionState, points: readonly { id: PointId; vector: NamedVectors }[], updateFilter?: FilterNode, scope?: FilterNode): Promise<void> {
  const changes = new Map<string, PreparedVectors>();
  for (const point of points) {
    const key = toPointKey(point.id);
    const earlier = changes.get(key);
    const prepared = prepareVectors(state, point.vector);
    changes.set(key, { vectors: { ...earlier?.vectors, ...prepared.vectors }, sparse: { ...earlier?.sparse, ...prepared.sparse } });
  }
  if (changes.size === 0) return;
  await state.writes.run(async () => {
    const scopeWhere = await filterToSql(state, scope);
    const byKeys = keysToSql([...changes.keys()]);
    const rows = scopeWhere === SQL_FALSE ? [] : await readWholeRows(state, scopeWhere === undefined ? byKeys : `(${byKeys}) AND (${scopeWhere})`);
    const found = new Map(rows.map((row) => [row.key, row]));
    const missing = [...changes.keys()].find((key) => !found.has(key));
    if (missing !== undefined) throw new AppError("not_found", `No point with id ${fromPointKey(missing)} found`);
    const updatable = updateFilter ? await keysWhere(state, keysToSql([...changes.keys()]), updateFilter) : null;
    const changed = updatable ? rows.filter((row) => updatable.has(row.key)) : rows;
    if (changed.length === 0) return;
    await writeRows(
      state,
      changed.map((row) => {
        const stored = storedRow(state, row);
        const change = changes.get(row.key);
        return { ...stored, vectors: { ...stored.vectors, ...change?.vectors }, sparse: { ...stored.sparse, ...change?.sparse } };
      }),
    );
  });
}

/** Removes the named vectors ("" is the unnamed one) from the selected points; the points stay, with what else they hold. */
export async function deleteVectors(state: CollectionState, selector: PointSelector, names: readonly string[]): Promise<void> {
  const columns = names.map((name) => sparseField(state, name) ?? vectorField(state, name)).map((field) => field.column);
  if (columns.length === 0) return;
  await state.writes.run(async () => {
    const where = await selectorToSql(state, selector);
    if (where === SQL_FALSE) return;
    const rows = (await readWholeRows(state, where)).map((row) => storedRow(state, row));
    const changed = rows.filter((row) => columns.some((column) => row.vectors[column] ?? row.sparse[column]));
    for (const row of changed) {
      for (const column of columns) {
        delete row.vectors[column];
        delete row.sparse[column];
      }
    }
    if (changed.length > 0) await writeRows(state, changed);
  });
}

/** Inside the write queue: the rows written with new seqs in one commit, then each graph told. */
async function writeRows(state: CollectionState, points: readonly Omit<PreparedPoint, "seq">[]): Promise<void> {
  const prepared: PreparedPoint[] = points.map((point) => ({ ...point, seq: state.nextSeq++ }));
  await state.table.mergeInsert(KEY).whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(pointRowsTable(prepared, state));
  noteCommit(state);
  heardPayloads(state, prepared);
  for (const field of state.sparse) {
    const holding = prepared.filter((point) => point.sparse[field.column]);
    field.index.added(holding.map(({ seq, key, sparse }) => ({ seq, key, ...(sparse[field.column] as PackedSparse) })));
    if (holding.length < prepared.length) field.index.forgotKeys(prepared.filter((point) => !point.sparse[field.column]).map((point) => point.key));
  }
  for (const field of state.vectors) {
    const store = field.multi;
    if (store) {
      const holding = prepared.filter((point) => point.vectors[field.column]);
      store.added(holding.map(({ seq, key, vectors }) => ({ seq, key, vectors: vectors[field.column] as Float32Array })));
      if (holding.length < prepared.length) store.forgotKeys(prepared.filter((point) => !point.vectors[field.column]).map((point) => point.key));
    }
    const graph = field.graph;
    if (!graph) continue;
    const added = prepared.flatMap(({ seq, key, vectors }) => {
      const vector = vectors[field.column];
      return vector ? [{ seq, key, vector }] : [];
    });
    graph.added(added);
    // A point written without this vector no longer has it.
    if (added.length < prepared.length) graph.forgotKeys(prepared.filter((point) => !point.vectors[field.column]).map((point) => point.key));
  }
}

async function readWholeRows(state: CollectionState, where: string): Promise<Row[]> {
  const columns = [...state.vectors, ...state.sparse].map((field) => field.column);
  return collectRows(state.table.query().where(where).select([KEY, PAYLOAD, ...columns, ...(state.isSharded ? [SHARD] : [])]), { allVectors: true });
}

/** A row read by readWholeRows, as a point to write again (vectors copied out of the batch's buffer). */
function storedRow(state: CollectionState, row: Row): Omit<PreparedPoint, "seq"> & PreparedVectors {
  const vectors: PreparedVectors["vectors"] = {};
  for (const field of state.vectors) {
    const vector = row.vectors?.[field.column];
    if (vector) vectors[field.column] = Float32Array.from(vector);
  }
  const sparse: PreparedVectors["sparse"] = {};
  for (const field of state.sparse) {
    const vector = row.sparse?.[field.column];
    if (vector) sparse[field.column] = vector;
  }
  // Rewritten under the shard it was written under.
  return { key: row.key, vectors, sparse, payload: JSON.parse(row.payload ?? "{}") as Payload, shard: row.shard ?? null };
}

/**
 * A point's vectors by column, each checked and prepared for its metric: any
 * of the collection's, none included (every vector is optional in Qdrant, the
 * unnamed one too).
 */
function prepareVectors(state: CollectionState, vector: PointRecord["vector"]): PreparedVectors {
  const named: NamedVectors = isVectorList(vector) ? { "": vector } : vector;
  const prepared: PreparedVectors = { vectors: {}, sparse: {} };
  for (const [name, values] of Object.entries(named)) {
    const sparse = sparseField(state, name);
    if (sparse) {
      if (!isSparseVector(values)) throw new AppError("bad_request", `Vector ${name} is sparse: give {indices, values}`);
      prepared.sparse[sparse.column] = prepareSparse(values);
      continue;
    }
    const field = vectorField(state, name);
    if (isSparseVector(values)) throw new AppError("bad_request", `Vector ${name || '""'} is dense: give a list of numbers`);
    prepared.vectors[field.column] = field.multivector ? prepareMultiVector(field, values, true) : prepareVector(field.distance, denseOnly(name, values), field.size, isKeptAsWritten(field));
  }
  return prepared;
}

function denseOnly(name: string, value: readonly number[] | readonly (readonly number[])[]): readonly number[] {
  if (isMultiVector(value)) throw new AppError("bad_request", `Vector ${name || '""'} holds one vector per point, not a multi-vector`);
  return value as readonly number[];
}

function isVectorList(vector: PointRecord["vector"]): vector is readonly number[] | readonly (readonly number[])[] {
  return Array.isArray(vector);
}
