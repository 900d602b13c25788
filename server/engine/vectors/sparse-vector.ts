// Sparse vectors as the engine holds them: indices ascending (Qdrant sorts
// them on write too) beside their weights, in typed arrays; packed into one
// binary cell per point (n indices as uint32, then n weights as float32).
import { AppError } from "../../errors";
import type { SparseVector } from "../vector-engine";

export interface PackedSparse {
  indices: Uint32Array;
  values: Float32Array;
}

/** Sorted by index; repeated indices or lengths that differ are refused (the data plane words them as Qdrant does first). */
export function prepareSparse(vector: SparseVector): PackedSparse {
  const { indices, values } = vector;
  if (indices.length !== values.length) throw new AppError("bad_request", "Sparse vector: values must be the same length as indices");
  const order = Array.from(indices.keys()).sort((a, b) => (indices[a] ?? 0) - (indices[b] ?? 0));
  const sorted = { indices: new Uint32Array(order.length), values: new Float32Array(order.length) };
  order.forEach((from, to) => {
    sorted.indices[to] = indices[from] ?? 0;
    sorted.values[to] = values[from] ?? 0;
  });
  for (let i = 1; i < sorted.indices.length; i += 1) {
    if (sorted.indices[i] === sorted.indices[i - 1]) throw new AppError("bad_request", "Sparse vector: indices must be unique");
  }
  return sorted;
}

export function packSparse({ indices, values }: PackedSparse): Uint8Array {
  const bytes = new Uint8Array(indices.length * 8);
  bytes.set(new Uint8Array(indices.buffer, indices.byteOffset, indices.byteLength), 0);
  bytes.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength), indices.byteLength);
  return bytes;
}

/** A copy of the cell (Arrow's views may start at any byte, typed arrays need aligned ones). */
export function unpackSparse(cell: Uint8Array): PackedSparse {
  const copy = cell.slice();
  const count = copy.byteLength / 8;
  return { indices: new Uint32Array(copy.buffer, 0, count), values: new Float32Array(copy.buffer, count * 4, count) };
}

/** As Qdrant returns it: plain lists. */
export function toSparseVector({ indices, values }: PackedSparse): { indices: number[]; values: number[] } {
  return { indices: Array.from(indices), values: Array.from(values) };
}
