// Qdrant's payload key paths: "city", "address.city", "tags[]", "items[].sku",
// and "\"a.b\".c" for a key that itself holds a dot. The engine renders the
// parsed segments in its own dialect (server/engine/filter/filter-tree.ts).
import { MAX_PATH_ITEMS } from "./json-path";

export interface KeyPath {
  raw: string;
  segments: readonly { name: string; many: boolean }[];
}

const SEGMENT = /^(?:"([^"]+)"|([^."[\]]+))(\[\])?/;

/**
 * The parsed path, or undefined when `raw` is not a valid key path (a NUL, U+0000, is in none: the metadata store
 * cannot hold it), or has more than `limit` segments (json-path.ts, MAX_PATH_ITEMS).
 */
export function parseKeyPath(raw: string, limit = MAX_PATH_ITEMS): KeyPath | undefined {
  if (raw.includes("\u0000")) return undefined;
  const segments: { name: string; many: boolean }[] = [];
  let rest = raw;
  while (rest.length > 0) {
    if (segments.length >= limit) return undefined;
    const match = SEGMENT.exec(rest);
    if (!match) return undefined;
    const name = match[1] ?? match[2] ?? "";
    if (name.trim() === "") return undefined;
    segments.push({ name, many: match[3] !== undefined });
    rest = rest.slice(match[0].length);
    if (rest.length === 0) break;
    if (!rest.startsWith(".") || rest.length === 1) return undefined;
    rest = rest.slice(1);
  }
  return segments.length > 0 ? { raw, segments } : undefined;
}

/** A parsed body (a filter) as the client wrote it: each parsed key path back to its text. */
export function withKeyPathsAsWritten(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (isKeyPath(item) ? item.raw : item))) as unknown;
}

function isKeyPath(value: unknown): value is KeyPath {
  return typeof value === "object" && value !== null && typeof (value as Partial<KeyPath>).raw === "string" && Array.isArray((value as Partial<KeyPath>).segments);
}
