// The collection an import creates (target.create): one vector per vector of
// the mapping, its kind and dimension told by its source. A text column takes
// its model's (dense: the model's dimension; sparse: a sparse vector with the
// idf modifier, as BM25 wants); a vector column takes the preview's first
// value (a list of n numbers: n; a list of lists: a multi-vector; indices and
// values: sparse); numbers in columns, how many columns. The result is a
// Qdrant create body, parsed by the data plane's own schema.
import type { ImportMapping, VectorMapping } from "../../contract/imports";
import { CreateCollection } from "../../contract/qdrant/collections";
import type { Distance } from "../../contract/qdrant/collections";
import { AppError } from "../errors";
import { badVectorMapping } from "./check-vectors-mapped";
import type { EmbeddingModel } from "../models/embedding-model";
import { readVector } from "./mapping/vector-values";
import type { FilePreview } from "./readers/preview-file";

interface PlannedVector {
  sparse: boolean;
  size?: number;
  multi?: boolean;
}

export function planNewCollection(mapping: ImportMapping, distance: Distance, preview: FilePreview, models: ReadonlyMap<string, EmbeddingModel>): CreateCollection {
  const dense: Record<string, { size: number; distance: Distance; multivector_config?: { comparator: "max_sim" } }> = {};
  const sparse: Record<string, { modifier?: "idf" }> = {};
  for (const vector of mapping.vectors) {
    const planned = planVector(vector, preview, models);
    if (planned.sparse) {
      if (vector.vector === "") throw badVectorMapping('A sparse vector needs a name: name it (for example "text-sparse")');
      sparse[vector.vector] = vector.source === "text" ? { modifier: "idf" } : {};
    } else {
      dense[vector.vector] = { size: planned.size ?? 0, distance, ...(planned.multi ? { multivector_config: { comparator: "max_sim" as const } } : {}) };
    }
  }
  const names = Object.keys(dense);
  const unnamed = dense[""];
  if (unnamed && names.length > 1) throw badVectorMapping('The unnamed vector ("") cannot sit beside named dense vectors: name every vector');
  const body = { vectors: unnamed ?? dense, ...(Object.keys(sparse).length > 0 ? { sparse_vectors: sparse } : {}) };
  return CreateCollection.parse(body);
}

function planVector(vector: VectorMapping, preview: FilePreview, models: ReadonlyMap<string, EmbeddingModel>): PlannedVector {
  const label = vector.vector === "" ? "the unnamed vector" : `vector "${vector.vector}"`;
  if (vector.source === "text") {
    const model = models.get(vector.model);
    if (!model) throw badVectorMapping(`No model named "${vector.model}"`);
    if (model.kind === "sparse") return { sparse: true };
    if (model.dimension === null) throw badVectorMapping(`The dimension of model "${model.name}" is not known yet: test it on the Models page first`);
    return { sparse: false, size: model.dimension };
  }
  if (vector.source === "columns") return { sparse: false, size: vector.columns.length };
  for (const row of preview.rows) {
    const read = readVector(vector, row.values);
    if ("reason" in read) continue;
    const value = read.value;
    if (!Array.isArray(value)) return { sparse: true };
    const first = value[0];
    if (Array.isArray(first)) return { sparse: false, size: first.length, multi: true };
    return { sparse: false, size: value.length };
  }
  throw badVectorMapping(`Cannot tell the dimension of ${label}: none of the first ${preview.rows.length} rows holds a vector in column "${vector.column}"`);
}

export function badMapping(message: string): AppError {
  return new AppError("bad_request", message);
}
