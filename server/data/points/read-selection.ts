// with_payload and with_vector as Qdrant takes them: true/false, a list of
// payload keys, {"include": [...]} or {"exclude": [...]}; with_vector true,
// false or a list of vector names (here only "" exists). Excluding keys is
// done here, on the whole payload the engine returns.
import type { ReadOptions, StoredPoint } from "../../engine/vector-engine";
import { describe, isJsonObject } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";

export interface ReadSelection {
  engine: ReadOptions;
  /** Top-level or dotted keys removed from each payload. */
  exclude?: readonly string[];
}

export function parseReadSelection(withPayload: unknown, withVector: unknown, defaults: { payload: boolean; vector: boolean }): ReadSelection {
  const vector = parseWithVector(withVector, defaults.vector);
  if (withPayload === undefined || withPayload === null) return { engine: { withPayload: defaults.payload, withVector: vector } };
  if (typeof withPayload === "boolean") return { engine: { withPayload, withVector: vector } };
  if (Array.isArray(withPayload)) return { engine: { withPayload: stringList(withPayload, "with_payload"), withVector: vector } };
  if (isJsonObject(withPayload) && Array.isArray(withPayload.include)) {
    return { engine: { withPayload: stringList(withPayload.include, "with_payload.include"), withVector: vector } };
  }
  if (isJsonObject(withPayload) && Array.isArray(withPayload.exclude)) {
    return { engine: { withPayload: true, withVector: vector }, exclude: stringList(withPayload.exclude, "with_payload.exclude") };
  }
  throw formatError(`invalid type: ${describe(withPayload)}, expected true, false, a list of keys, {"include": [...]} or {"exclude": [...]} at with_payload`);
}

function parseWithVector(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return stringList(value, "with_vector").includes("");
  throw formatError(`invalid type: ${describe(value)}, expected true, false or a list of vector names at with_vector`);
}

function stringList(value: unknown[], path: string): string[] {
  if (!value.every((item) => typeof item === "string")) throw formatError(`expected a list of strings at ${path}`);
  return value as string[];
}

/** The point as Qdrant shows a record: payload and vector only when asked for. */
export function toRecord(point: StoredPoint, selection: ReadSelection): Record<string, unknown> {
  const record: Record<string, unknown> = { id: point.id };
  if (selection.engine.withPayload !== false) record.payload = withoutExcluded(point.payload ?? {}, selection.exclude);
  if (selection.engine.withVector) record.vector = point.vector ?? null;
  return record;
}

function withoutExcluded(payload: Record<string, unknown>, exclude: readonly string[] | undefined): Record<string, unknown> {
  if (!exclude || exclude.length === 0) return payload;
  const copy: Record<string, unknown> = structuredClone(payload);
  for (const key of exclude) removePath(copy, key.split("."));
  return copy;
}

function removePath(object: Record<string, unknown>, segments: string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined || !Object.hasOwn(object, head)) return;
  if (rest.length === 0) {
    delete object[head];
    return;
  }
  const child = object[head];
  if (isJsonObject(child)) removePath(child, rest);
}
