// Reading Qdrant request bodies at the edge, field by field, with Qdrant's
// wording: a wrong type is "Format error in JSON body: ..." (400), a value out
// of range is "Validation error in JSON body: [...]" (422). Hand-written
// rather than a schema library: bodies can hold millions of numbers, and the
// messages must read like Qdrant's.
import { formatError, validationError } from "../qdrant-errors";

export type JsonObject = Record<string, unknown>;

/** A body or nested object; no body at all reads as {} (every field at its default). */
export function readObject(value: unknown, path = "body"): JsonObject {
  if (value === undefined || value === null) return {};
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected an object${at(path)}`);
  return value;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function requireField(object: JsonObject, field: string, path?: string): unknown {
  const value = object[field];
  if (value === undefined) throw formatError(`missing field \`${field}\`${at(path)}`);
  return value;
}

export function optionalInteger(object: JsonObject, field: string, { min, path }: { min?: number; path?: string } = {}): number | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  const name = path ? `${path}.${field}` : field;
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw formatError(`invalid type: ${describe(value)}, expected an integer at ${name}`);
  if (min !== undefined && value < min) throw validationError([`${name}: value ${value} invalid, must be ${min} or larger`]);
  return value;
}

export function optionalNumber(object: JsonObject, field: string, path?: string): number | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) throw formatError(`invalid type: ${describe(value)}, expected a number at ${path ? `${path}.` : ""}${field}`);
  return value;
}

export function optionalBoolean(object: JsonObject, field: string, path?: string): boolean | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw formatError(`invalid type: ${describe(value)}, expected a boolean at ${path ? `${path}.` : ""}${field}`);
  return value;
}

export function optionalString(object: JsonObject, field: string, path?: string): string | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw formatError(`invalid type: ${describe(value)}, expected a string at ${path ? `${path}.` : ""}${field}`);
  return value;
}

export function requireString(object: JsonObject, field: string, path?: string): string {
  const value = optionalString(object, field, path);
  if (value === undefined) throw formatError(`missing field \`${field}\`${at(path)}`);
  return value;
}

export function requireStringList(object: JsonObject, field: string, path?: string): string[] {
  const value = requireField(object, field, path);
  const name = path ? `${path}.${field}` : field;
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) throw formatError(`invalid type: ${describe(value)}, expected a list of strings at ${name}`);
  return value;
}

/** serde's words for a JSON value: `string "abc"`, `integer 5`, `map`, `sequence`, ... */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "sequence";
  switch (typeof value) {
    case "string":
      return `string ${JSON.stringify(value)}`;
    case "number":
      return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
    case "boolean":
      return `boolean \`${value}\``;
    case "object":
      return "map";
    default:
      return typeof value;
  }
}

function at(path: string | undefined): string {
  return path && path !== "body" ? ` at ${path}` : "";
}
