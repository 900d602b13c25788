// Fills the in-memory indexes that are searched exactly, each sparse vector's
// inverted index (sparse-index.ts) and each multi-vector's store
// (multi-vector-store.ts), from the table when a collection opens, inside the
// write queue so that every commit after it reaches them after these rows.
// Writes keep them current from then on (write-points.ts). Reading the rows
// back costs about as much as building them, so nothing is checkpointed.
import type { CollectionState } from "../collection-state";
import { forEachRow } from "../table/arrow-rows";
import type { SparseRow } from "../../vectors/sparse-index";
import { KEY, SEQ } from "../table/table-schema";

/** Rows handed to an index at a time while loading. */
const LOAD_BATCH = 8_192;

export async function loadExactIndexes(state: CollectionState): Promise<void> {
  const multi = state.vectors.filter((field) => field.multi);
  if (state.sparse.length === 0 && multi.length === 0) return;
  await state.writes.run(async () => {
    for (const field of multi) {
      await forEachRow(state.table.query().select([KEY, SEQ, field.column]).where(`${field.column} IS NOT NULL`), (row) => {
        const vectors = row.vectors?.[field.column];
        if (vectors) field.multi?.added([{ seq: row.seq, key: row.key, vectors }]);
      }, { allVectors: true });
    }
    for (const field of state.sparse) {
      let batch: SparseRow[] = [];
      await forEachRow(state.table.query().select([KEY, SEQ, field.column]).where(`${field.column} IS NOT NULL`), (row) => {
        const vector = row.sparse?.[field.column];
        if (vector) batch.push({ seq: row.seq, key: row.key, ...vector });
        if (batch.length >= LOAD_BATCH) {
          field.index.added(batch);
          batch = [];
        }
      }, { allVectors: true });
      field.index.added(batch);
    }
  });
}
