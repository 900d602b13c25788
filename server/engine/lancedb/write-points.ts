// Upserts and deletes. Each call is one LanceDB commit (mergeInsert or delete),
// so a crash leaves either the whole batch or none of it, and the promise
// resolves only after the commit's manifest is written. The in-memory graph
// hears of each commit after it (nearest-graph.ts).
import type { Payload, PointRecord, PointSelector } from "../vector-engine";
import { noteCommit, type CollectionState } from "./collection-state";
import { SQL_FALSE } from "./filter/sql-literal";
import { pointRowsTable, type PreparedPoint } from "./build-rows";
import { toPointKey } from "./point-key";
import { selectorToSql } from "./point-selector";
import { collectRows } from "./read-rows";
import { KEY, SEQ } from "./table-schema";
import { prepareVector } from "./vector-math";

export async function upsertPoints(state: CollectionState, points: readonly PointRecord[]): Promise<void> {
  // Validate the whole batch before writing any of it; the last copy of a repeated id wins.
  const byKey = new Map<string, { vector: Float32Array; payload: Payload }>();
  for (const point of points) {
    byKey.set(toPointKey(point.id), { vector: prepareVector(state.spec.distance, point.vector, state.spec.size), payload: point.payload });
  }
  if (byKey.size === 0) return;
  await state.writes.run(async () => {
    const prepared: PreparedPoint[] = [...byKey].map(([key, point]) => ({ key, seq: state.nextSeq++, ...point }));
    const rows = pointRowsTable(prepared, state.spec.size, state.fields);
    await state.table.mergeInsert(KEY).whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows);
    noteCommit(state);
    state.graph?.added(prepared.map(({ seq, key, vector }) => ({ seq, key, vector })));
  });
}

export async function deletePoints(state: CollectionState, selector: PointSelector): Promise<void> {
  await state.writes.run(async () => {
    // Resolved inside the queue, so the filter sees the data it deletes from.
    const where = await selectorToSql(state, selector);
    if (where === SQL_FALSE) return;
    // The graph forgets rows by seq: read them before they go.
    const removed = state.graph ? await collectRows(state.table.query().where(where).select([SEQ])) : [];
    await state.table.delete(where);
    noteCommit(state);
    state.graph?.removed(removed.map((row) => row.seq));
  });
}
