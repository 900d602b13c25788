// A sparse query vector as typed: JSON {"indices": [1, 5], "values": [0.3, 1.2]},
// or index:value pairs ("1:0.3, 5:1.2", separated by commas, spaces or new
// lines). Checked as the service checks it, before anything is sent: as many
// values as indices, each index a whole number from 0 to 4294967295 and used
// once, each value a finite number.

export interface SparseVectorInput {
  indices: number[];
  values: number[];
}

export const MAX_SPARSE_INDEX = 4_294_967_295;

export const SPARSE_VECTOR_FORMAT = `index:value pairs (1:0.3, 5:1.2) or {"indices": [1, 5], "values": [0.3, 1.2]}`;

type Parsed = { vector: SparseVectorInput } | { error: string };

function isNumberList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

function fromJson(text: string): Parsed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: `Not valid JSON: write ${SPARSE_VECTOR_FORMAT}` };
  }
  if (typeof parsed !== "object" || parsed === null || !("indices" in parsed) || !("values" in parsed) || !isNumberList(parsed.indices) || !isNumberList(parsed.values)) {
    return { error: `A sparse vector is {"indices": [...], "values": [...]}` };
  }
  return checked(parsed.indices, parsed.values);
}

function fromPairs(text: string): Parsed {
  const indices: unknown[] = [];
  const values: unknown[] = [];
  for (const pair of text.replace(/\s*:\s*/g, ":").split(/[\s,;]+/).filter((part) => part !== "")) {
    const match = /^([^:]+):([^:]+)$/.exec(pair);
    if (match === null) return { error: `"${pair}" is not an index:value pair` };
    const [index, value] = [match[1] ?? "", match[2] ?? ""];
    indices.push(/^\d+$/.test(index) ? Number(index) : index);
    values.push(value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value);
  }
  return checked(indices, values);
}

function checked(indices: unknown[], values: unknown[]): Parsed {
  if (indices.length === 0 && values.length === 0) return { error: "The sparse vector is empty: give at least one index and its value" };
  if (indices.length !== values.length) return { error: `${indices.length} indices but ${values.length} values: give one value per index` };
  const seen = new Set<number>();
  for (const [position, index] of indices.entries()) {
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index > MAX_SPARSE_INDEX) {
      return { error: `Index ${JSON.stringify(index)} is not a whole number from 0 to ${MAX_SPARSE_INDEX}` };
    }
    if (seen.has(index)) return { error: `Index ${index} is given twice: indices must be unique` };
    seen.add(index);
    const value = values[position];
    if (typeof value !== "number" || !Number.isFinite(value)) return { error: `The value of index ${index} is not a number: ${JSON.stringify(value)}` };
  }
  return { vector: { indices: indices as number[], values: values as number[] } };
}

export function parseSparseVector(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === "") return { error: `Enter a sparse vector: ${SPARSE_VECTOR_FORMAT}` };
  return trimmed.startsWith("{") ? fromJson(trimmed) : fromPairs(trimmed);
}
