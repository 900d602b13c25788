// Payload edits with Qdrant's semantics (json_path value_set / value_remove and
// with_payload's include list). Inputs are never mutated: payload operations
// read a stored payload, compute the new one, and write it back in one commit.
import type { Payload } from "../vector-engine";
import type { PathItem } from "./json-path";
import { isObject } from "./payload-values";

/** set_payload: merges `source` into the payload, or into the object at `path` (created where missing). */
export function setPayloadAt(payload: Payload, source: Payload, path?: readonly PathItem[]): Payload {
  const copy = structuredClone(payload);
  if (!path || path.length === 0) return { ...copy, ...structuredClone(source) };
  return setInto(copy, path, 0, source) as Payload;
}

function setInto(target: unknown, path: readonly PathItem[], position: number, source: Payload): unknown {
  const item = path[position];
  if (!item) return { ...(isObject(target) ? target : {}), ...structuredClone(source) };
  if (item.kind === "key") {
    const object = isObject(target) ? target : {};
    object[item.name] = setInto(object[item.name] ?? null, path, position + 1, source);
    return object;
  }
  if (!Array.isArray(target)) return [];
  if (item.kind === "index") {
    if (item.index < target.length) target[item.index] = setInto(target[item.index], path, position + 1, source);
    return target;
  }
  return target.map((element: unknown) => setInto(element, path, position + 1, source));
}

/** delete_payload for one key: removes what the path reaches; array indexes are not removable (as in Qdrant). */
export function removePayloadAt(payload: Payload, path: readonly PathItem[]): Payload {
  const copy = structuredClone(payload);
  removeFrom(copy, path, 0);
  return copy;
}

function removeFrom(value: unknown, path: readonly PathItem[], position: number): void {
  const item = path[position];
  if (!item) return;
  const isLast = position === path.length - 1;
  if (item.kind === "key") {
    if (!isObject(value)) return;
    if (isLast) delete value[item.name];
    else removeFrom(value[item.name], path, position + 1);
    return;
  }
  if (!Array.isArray(value)) return;
  if (item.kind === "index") {
    if (!isLast) removeFrom(value[item.index], path, position + 1);
  } else if (isLast) {
    value.length = 0;
  } else {
    for (const element of value) removeFrom(element, path, position + 1);
  }
}

/** with_payload as a list of keys: keeps what lies on, or under, any of the paths. */
export function selectPayload(payload: Payload, paths: readonly (readonly PathItem[])[]): Payload {
  return selectObject(payload, [], paths);
}

function selectObject(object: Record<string, unknown>, at: PathItem[], paths: readonly (readonly PathItem[])[]): Payload {
  const selected: Payload = {};
  for (const [name, value] of Object.entries(object)) {
    const here: PathItem[] = [...at, { kind: "key", name }];
    const kept = selectValue(value, here, paths);
    if (kept !== undefined) selected[name] = kept;
  }
  return selected;
}

function selectValue(value: unknown, at: PathItem[], paths: readonly (readonly PathItem[])[]): unknown {
  const related = paths.filter((path) => isCompatible(at, path));
  if (related.length === 0) return undefined;
  if (related.some((path) => path.length <= at.length)) return value;
  if (Array.isArray(value)) {
    const each: PathItem[] = [...at, { kind: "each" }];
    return value.map((element: unknown) => selectValue(element, each, related)).filter((element) => element !== undefined);
  }
  return isObject(value) ? selectObject(value, at, related) : value;
}

/** Qdrant's check_include_pattern: the two paths agree wherever both are defined. */
function isCompatible(a: readonly PathItem[], b: readonly PathItem[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.kind !== y.kind) return false;
    if (x.kind === "key" && y.kind === "key" && x.name !== y.name) return false;
  }
  return true;
}
