// A point's or a query's vector: finite numbers, exactly the collection's
// dimension. A collection here holds one unnamed vector, so {"": [...]} (its
// Qdrant name) is accepted and any other name is "not existing"; multi-vectors,
// sparse vectors and inference objects are refused.
import { describe, isJsonObject } from "../parse/body-fields";
import { formatError, vectorDimensionError, wrongInput } from "../qdrant-errors";

export function parseVector(value: unknown, size: number, path: string): number[] {
  const vector = unwrapUnnamed(value, path);
  for (let index = 0; index < vector.length; index += 1) {
    const element: unknown = vector[index];
    if (typeof element === "number" && Number.isFinite(element)) continue;
    if (Array.isArray(element)) throw wrongInput(`Multi-vectors are not supported: ${path} must be a list of numbers`);
    const problem = typeof element === "number" ? `${element} is not a finite number` : `invalid type: ${describe(element)}, expected a number`;
    throw formatError(`${problem} at ${path}[${index}]`);
  }
  if (vector.length !== size) throw vectorDimensionError(size, vector.length);
  return vector as number[];
}

function unwrapUnnamed(value: unknown, path: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isJsonObject(value)) {
    if ("indices" in value && "values" in value) throw wrongInput(`Sparse vectors are not supported (${path})`);
    if ("model" in value && ("text" in value || "image" in value || "object" in value)) throw wrongInput(`Inference objects are not supported: send vectors (${path})`);
    const names = Object.keys(value);
    if (names.length === 1 && names[0] === "") return unwrapUnnamed(value[""], `${path}[""]`);
    const unknown = names.find((name) => name !== "");
    throw wrongInput(`Not existing vector name error: ${unknown ?? ""}`);
  }
  if (value === undefined) throw formatError(`missing field \`vector\` at ${path.replace(/\.vector$/, "")}`);
  throw formatError(`invalid type: ${describe(value)}, expected a vector (a list of numbers) at ${path}`);
}
