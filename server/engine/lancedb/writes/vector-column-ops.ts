// Named vectors added to a collection and removed from it. Each is one column
// of the table (table-schema.ts): adding one is one commit of a nullable
// column, null in every row, that carries the vector's settings in its own
// metadata; removing one drops its column, values and settings together. A
// crash leaves the table either before or after, and the next open reads the
// vectors from the schema. The in-memory indexes follow in the same step of
// the write queue: a dense vector's search graph (or a multi-vector's store),
// a sparse vector's inverted index. No point holds a new vector, so they start
// empty; a removed vector's graph checkpoints go with it.
import { AppError } from "../../../errors";
import type { NewVectorSpec } from "../../vector-engine";
import { noteCommit, type CollectionState, type SparseField, type VectorField } from "../collection-state";
import { MultiVectorStore } from "../../vectors/multi-vector-store";
import { SparseIndex } from "../../vectors/sparse-index";
import { addedSparseField, addedVectorField, SPARSE_PREFIX, unusedColumn, VECTOR } from "../table/table-schema";

export interface VectorColumnHooks {
  /** Gives a new dense vector its search graph, watched as the collection's others are. */
  attachGraph(state: CollectionState, field: VectorField): void;
  /** Removes what a vector's column keeps beside the table (its graph checkpoints). */
  clearColumn(state: CollectionState, column: string): Promise<void>;
}

export function addVector(state: CollectionState, name: string, spec: NewVectorSpec, hooks: VectorColumnHooks): Promise<void> {
  if (name === "") throw new AppError("bad_request", "A vector added to a collection needs a name");
  return state.writes.run(async () => {
    const existing = fieldNamed(state, name);
    if ("dense" in spec && state.vectors.some((field) => field.column === VECTOR)) {
      throw new AppError("bad_request", "A named dense vector cannot be added beside the collection's unnamed vector");
    }
    // Whatever held the name before is gone, values and all: the new vector starts empty.
    if (existing) await dropField(state, existing, hooks);
    const schema = await state.table.schema();
    if ("dense" in spec) {
      const { size, distance, onDisk, datatype, multivector } = spec.dense;
      if (!Number.isInteger(size) || size < 1) throw new AppError("bad_request", `Invalid vector size: ${size}`);
      const column = { name, column: unusedColumn(schema, `${VECTOR}_`), size, distance, onDisk, datatype: datatype ?? "float32", multivector: multivector === true };
      // A checkpoint a crash left under this column's name must not be loaded into the new graph.
      await hooks.clearColumn(state, column.column);
      await state.table.addColumns([addedVectorField(column)]);
      const field: VectorField = { ...column, graph: null, multi: column.multivector ? new MultiVectorStore(distance, size, column.datatype) : null };
      hooks.attachGraph(state, field);
      state.vectors = [...state.vectors, field];
    } else {
      const column = { name, column: unusedColumn(schema, SPARSE_PREFIX), modifier: spec.sparse.modifier };
      await state.table.addColumns([addedSparseField(column)]);
      state.sparse = [...state.sparse, { ...column, index: new SparseIndex(column.modifier) }];
    }
    noteCommit(state);
  });
}

export function dropVector(state: CollectionState, name: string, hooks: VectorColumnHooks): Promise<void> {
  return state.writes.run(async () => {
    const field = fieldNamed(state, name);
    if (field) await dropField(state, field, hooks);
  });
}

function fieldNamed(state: CollectionState, name: string): VectorField | SparseField | undefined {
  return state.vectors.find((field) => field.name === name) ?? state.sparse.find((field) => field.name === name);
}

/** Inside the write queue. Reads that start from here on no longer ask for the column; it is dropped after. */
async function dropField(state: CollectionState, field: VectorField | SparseField, hooks: VectorColumnHooks): Promise<void> {
  if (field.column === VECTOR) throw new AppError("bad_request", "The unnamed vector cannot be removed from a collection");
  const { vectors, sparse } = state;
  state.vectors = vectors.filter((candidate) => candidate !== field);
  state.sparse = sparse.filter((candidate) => candidate !== field);
  try {
    await state.table.dropColumns([field.column]);
  } catch (error) {
    state.vectors = vectors;
    state.sparse = sparse;
    throw error;
  }
  noteCommit(state);
  if ("graph" in field) field.graph?.close();
  await hooks.clearColumn(state, field.column);
}
