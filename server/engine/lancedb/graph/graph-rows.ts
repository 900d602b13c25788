// Gives each vector of a collection its in-memory search graph
// (nearest-graph.ts) and fills it: from its last checkpoint when there is one (the graph as saved, the rows
// deleted since removed, the rows written since queued), else from every row
// of the table. Both run in the write queue, so that every commit after them
// reaches the graph after these rows. A checkpoint is written when the
// collection is closed and after large batches of changes, once the graph has
// caught up: `checkpoint.json` names the graph file, the seqs in it and the
// first seq not yet given out; it is written last and renamed into place, so a
// crash leaves the previous checkpoint whole. Each vector's checkpoints have
// their own folder.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { CollectionState, VectorField } from "../collection-state";
import { NearestGraph, type GraphRow, type GraphSettings } from "./nearest-graph";
import { forEachRow } from "../table/arrow-rows";
import { KEY, SEQ, VECTOR } from "../table/table-schema";

/** Rows queued per change while loading: the graph takes them a slice at a time anyway. */
const LOAD_BATCH = 8_192;

interface Checkpoint {
  version: 1;
  file: string;
  size: number;
  distance: string;
  /** Seqs below this one had been given out when the checkpoint was written. */
  nextSeq: number;
  /** The graph file's length: usearch takes seconds to refuse a damaged file, a length check none. */
  bytes: number;
  seqs: number[];
}

export function attachGraphs(state: CollectionState, settings: GraphSettings): CollectionState {
  for (const field of state.vectors) attachGraph(field, settings);
  return state;
}

/** Gives the vector a new, empty graph (none for Manhattan and multi-vectors). */
export function attachGraph(field: VectorField, settings: GraphSettings): VectorField {
  const { distance, size, datatype } = field;
  field.graph = NearestGraph.supports(distance) && !field.multivector ? new NearestGraph(distance, size, settings, datatype) : null;
  return field;
}

/** Where a vector's checkpoints live: beside the LanceDB tables, one folder per collection and vector. */
export function graphDirectory(vectorsDirectory: string, id: string, column = VECTOR): string {
  return path.join(vectorsDirectory, column === VECTOR ? `${id}.graph` : `${id}.${column}.graph`);
}

/** Fills every vector's graph, one after the other. */
export async function loadGraphs(state: CollectionState, vectorsDirectory: string, settings: GraphSettings): Promise<void> {
  for (const field of state.vectors) await loadGraph(state, field, graphDirectory(vectorsDirectory, state.id, field.column), settings);
}

/** Saves every vector's graph that has caught up with the table; whether all of them were. */
export async function saveGraphs(state: CollectionState, vectorsDirectory: string): Promise<boolean> {
  let saved = true;
  for (const field of state.vectors) if (field.graph) saved = (await saveGraph(state, field, graphDirectory(vectorsDirectory, state.id, field.column))) && saved;
  return saved;
}

/** Fills the graph; a checkpoint that cannot be read is ignored (every row is loaded instead). */
async function loadGraph(state: CollectionState, field: VectorField, directory: string, settings: GraphSettings): Promise<void> {
  if (!field.graph) return;
  // Queued before anything else can be: a write ahead of it would reach the graph twice.
  await state.writes.run(async () => {
    // A vector removed since the collection opened (vector-column-ops.ts) has no rows left to load.
    if (!state.vectors.includes(field)) return;
    const checkpoint = await readCheckpoint(field, directory);
    let since: string | undefined;
    if (checkpoint) {
      const keyBySeq = new Map<number, string>();
      await forEachRow(state.table.query().select([KEY, SEQ]), (row) => keyBySeq.set(row.seq, row.key));
      try {
        field.graph?.restore(path.join(directory, checkpoint.file), checkpoint.seqs, (seq) => keyBySeq.get(seq));
        since = `${SEQ} >= ${checkpoint.nextSeq}`;
      } catch {
        field.graph?.close();
        attachGraph(field, settings);
      }
    }
    const graph = field.graph;
    if (!graph) return;
    let batch: GraphRow[] = [];
    const scan = state.table.query().select([KEY, SEQ, field.column]);
    await forEachRow(since ? scan.where(since) : scan, (row) => {
      // A copy: the batch's buffer would otherwise live as long as the backlog holds one of its rows.
      if (row.vector) batch.push({ seq: row.seq, key: row.key, vector: Float32Array.from(row.vector) });
      if (batch.length >= LOAD_BATCH) {
        graph.added(batch);
        batch = [];
      }
    }, field.column);
    graph.added(batch);
  });
}

/** Saves the graph if it has caught up with the table; false if it has not (a later call will). */
async function saveGraph(state: CollectionState, field: VectorField, directory: string): Promise<boolean> {
  const graph = field.graph;
  if (!graph) return false;
  return state.writes.run(async () => {
    // Removed meanwhile: its folder is gone, and must stay gone.
    if (!state.vectors.includes(field)) return false;
    await fs.mkdir(directory, { recursive: true });
    const file = `${randomUUID()}.usearch`;
    const seqs = graph.save(path.join(directory, file));
    if (!seqs) return false;
    const bytes = await syncFile(path.join(directory, file));
    const checkpoint: Checkpoint = { version: 1, file, size: field.size, distance: field.distance, nextSeq: state.nextSeq, bytes, seqs };
    const temporary = path.join(directory, `checkpoint.${file}.json`);
    await fs.writeFile(temporary, JSON.stringify(checkpoint));
    await syncFile(temporary);
    await fs.rename(temporary, path.join(directory, "checkpoint.json"));
    // Older graph files, and any a crash left half written.
    for (const name of await fs.readdir(directory)) {
      if (name !== file && name !== "checkpoint.json") await fs.rm(path.join(directory, name), { force: true });
    }
    return true;
  });
}

async function readCheckpoint(field: VectorField, directory: string): Promise<Checkpoint | null> {
  let checkpoint: Checkpoint;
  try {
    checkpoint = JSON.parse(await fs.readFile(path.join(directory, "checkpoint.json"), "utf8")) as Checkpoint;
  } catch {
    return null;
  }
  const matches = checkpoint.version === 1 && checkpoint.size === field.size && checkpoint.distance === field.distance && Array.isArray(checkpoint.seqs);
  if (!matches || typeof checkpoint.file !== "string") return null;
  const stat = await fs.stat(path.join(directory, checkpoint.file)).catch(() => null);
  return stat?.size === checkpoint.bytes ? checkpoint : null;
}

/** Flushes a written file to the disk (the checkpoint is renamed into place only after both files are there); its length. */
async function syncFile(file: string): Promise<number> {
  const handle = await fs.open(file, "r+");
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}
