// The values a payload holds at a key path ("a.b", "tags[]", "items[].sku"):
// arrays met on the way and at the end are flattened, as Qdrant reads a key
// for ordering, grouping and faceting.
import { parseKeyPath } from "../../../contract/qdrant/key-path";
import type { Payload } from "../../engine/vector-engine";

export function payloadValues(payload: Payload | undefined, key: string): unknown[] {
  let values: unknown[] = [payload ?? {}];
  for (const segment of parseKeyPath(key)?.segments ?? []) {
    values = flatten(values).flatMap((value) => (isObject(value) && Object.hasOwn(value, segment.name) ? [value[segment.name]] : []));
  }
  return flatten(values);
}

function flatten(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The items in random order (Fisher-Yates): `sample: random` and the search matrix's sample. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
