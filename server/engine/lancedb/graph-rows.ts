// Gives a collection its in-memory search graph (nearest-graph.ts) and, for a
// table that already has rows, queues all of them for it. The read runs in the
// write queue: every commit after it reaches the graph after these rows.
import type { CollectionState } from "./collection-state";
import { NearestGraph, type GraphRow, type GraphSettings } from "./nearest-graph";
import { forEachRow } from "./read-rows";
import { KEY, SEQ, VECTOR } from "./table-schema";

/** Rows queued per change while loading: the graph takes them a slice at a time anyway. */
const LOAD_BATCH = 8_192;

export function attachGraph(state: CollectionState, settings: GraphSettings): CollectionState {
  const { distance, size } = state.spec;
  if (NearestGraph.supports(distance)) state.graph = new NearestGraph(distance, size, settings);
  return state;
}

export async function loadGraph(state: CollectionState): Promise<void> {
  const graph = state.graph;
  if (!graph) return;
  await state.writes.run(async () => {
    let batch: GraphRow[] = [];
    await forEachRow(state.table.query().select([KEY, SEQ, VECTOR]), (row) => {
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
