// Gives a collection its in-memory search graph (nearest-graph.ts) and fills
// it: from its last checkpoint when there is one (the graph as saved, the rows
// deleted since removed, the rows written since queued), else from every row
// of the table. Both run in the write queue, so that every commit after them
// reaches the graph after these rows. A checkpoint is written when the
// collection is closed and after large batches of changes, once the graph has
// caught up: `checkpoint.json` names the graph file, the seqs in it and the
// first seq not yet given out; it is written last and renamed into place, so a
// crash leaves the previous checkpoint whole.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { CollectionState } from "./collection-state";
import { NearestGraph, type GraphRow, type GraphSettings } from "./nearest-graph";
import { forEachRow } from "./read-rows";
import { KEY, SEQ, VECTOR } from "./table-schema";

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

export function attachGraph(state: CollectionState, settings: GraphSettings): CollectionState {
  const { distance, size, datatype } = state.spec;
  if (NearestGraph.supports(distance)) state.graph = new NearestGraph(distance, size, settings, datatype ?? "float32");
  return state;
}

/** Where a collection's checkpoints live: beside the LanceDB tables, one folder per collection. */
export function graphDirectory(vectorsDirectory: string, id: string): string {
  return path.join(vectorsDirectory, `${id}.graph`);
}

/** Fills the graph; a checkpoint that cannot be read is ignored (every row is loaded instead). */
export async function loadGraph(state: CollectionState, directory: string, settings: GraphSettings): Promise<void> {
  if (!state.graph) return;
  // Queued before anything else can be: a write ahead of it would reach the graph twice.
  await state.writes.run(async () => {
    const checkpoint = await readCheckpoint(state, directory);
    let since: string | undefined;
    if (checkpoint) {
      const keyBySeq = new Map<number, string>();
      await forEachRow(state.table.query().select([KEY, SEQ]), (row) => keyBySeq.set(row.seq, row.key));
      try {
        state.graph?.restore(path.join(directory, checkpoint.file), checkpoint.seqs, (seq) => keyBySeq.get(seq));
        since = `${SEQ} >= ${checkpoint.nextSeq}`;
      } catch {
        state.graph?.close();
        attachGraph(state, settings);
      }
    }
    const graph = state.graph;
    if (!graph) return;
    let batch: GraphRow[] = [];
    const scan = state.table.query().select([KEY, SEQ, VECTOR]);
    await forEachRow(since ? scan.where(since) : scan, (row) => {
      // A copy: the batch's buffer would otherwise live as long as the backlog holds one of its rows.
      if (row.vector) batch.push({ seq: row.seq, key: row.key, vector: Float32Array.from(row.vector) });
      if (batch.length >= LOAD_BATCH) {
        graph.added(batch);
        batch = [];
      }
    });
    graph.added(batch);
  });
}

/** Saves the graph if it has caught up with the table; false if it has not (a later call will). */
export async function saveGraph(state: CollectionState, directory: string): Promise<boolean> {
  const graph = state.graph;
  if (!graph) return false;
  return state.writes.run(async () => {
    await fs.mkdir(directory, { recursive: true });
    const file = `${randomUUID()}.usearch`;
    const seqs = graph.save(path.join(directory, file));
    if (!seqs) return false;
    const bytes = await syncFile(path.join(directory, file));
    const checkpoint: Checkpoint = { version: 1, file, size: state.spec.size, distance: state.spec.distance, nextSeq: state.nextSeq, bytes, seqs };
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

async function readCheckpoint(state: CollectionState, directory: string): Promise<Checkpoint | null> {
  let checkpoint: Checkpoint;
  try {
    checkpoint = JSON.parse(await fs.readFile(path.join(directory, "checkpoint.json"), "utf8")) as Checkpoint;
  } catch {
    return null;
  }
  const matches = checkpoint.version === 1 && checkpoint.size === state.spec.size && checkpoint.distance === state.spec.distance && Array.isArray(checkpoint.seqs);
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
