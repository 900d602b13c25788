// What a part of a universal query is, read off its JSON: the code samples
// write each kind in their own language's terms.

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isSparse(value: unknown): value is { indices: unknown; values: unknown } {
  return isObject(value) && "indices" in value && "values" in value;
}

/** A text the service embeds with a model (Qdrant's inference object): {"text", "model"}. */
export function isDocument(value: unknown): value is { text: string; model: string } {
  return isObject(value) && typeof value.text === "string" && typeof value.model === "string";
}

export function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === "number");
}

/** A multi-vector: a list of dense vectors. */
export function isNumberMatrix(value: unknown): value is number[][] {
  return Array.isArray(value) && value.length > 0 && value.every(isNumberList);
}

/** A point id: an unsigned integer or a UUID's text. */
export function isPointId(value: unknown): value is number | string {
  return (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) || typeof value === "string";
}

/** A filter's clause, or a context: one item or a list of them. */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
