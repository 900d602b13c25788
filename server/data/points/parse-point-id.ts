// Qdrant point ids: unsigned integers or UUIDs. UUIDs are accepted hyphenated
// or as 32 hex digits, in any case, and kept lower-case and hyphenated, as
// Qdrant returns them. Integers beyond 2^53 - 1 cannot be told apart once
// JSON.parse has read them, so they are refused rather than silently changed.
import type { PointId } from "../../engine/filter-tree";
import { formatError } from "../qdrant-errors";

const HYPHENATED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIMPLE_UUID = /^[0-9a-f]{32}$/i;

export function toPointId(value: unknown): PointId | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  if (HYPHENATED_UUID.test(value)) return value.toLowerCase();
  if (SIMPLE_UUID.test(value)) {
    const hex = value.toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return undefined;
}

export function parsePointId(value: unknown, path?: string): PointId {
  const id = toPointId(value);
  if (id !== undefined) return id;
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  const where = path ? ` at ${path}` : "";
  const hint = typeof value === "number" && Number.isInteger(value) && value > Number.MAX_SAFE_INTEGER ? " (integer ids above 2^53 - 1 are not supported)" : "";
  throw formatError(`value ${shown} is not a valid point ID, valid values are either an unsigned integer or a UUID${hint}${where}`);
}

export function parsePointIds(value: unknown, path: string): PointId[] {
  if (!Array.isArray(value)) throw formatError(`${path}: expected an array of point ids`);
  return value.map((id, index) => parsePointId(id, `${path}[${index}]`));
}
