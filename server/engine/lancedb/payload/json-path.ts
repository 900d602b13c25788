// Qdrant's payload key syntax ("a.b", "a[].b", "a[0]", "\"odd key\".c"), parsed
// once into items. Filters arrive as KeyPath (keys and "[]" only); payload
// operations, payload selection, order_by and field indexes arrive as raw strings,
// which may also carry array indexes and quoted keys.
import type { KeyPath } from "../../filter-tree";
import { AppError } from "../../../errors";

export type PathItem = { kind: "key"; name: string } | { kind: "index"; index: number } | { kind: "each" };

const RAW_KEY = /^[\p{L}\p{N}_-]+/u;

export function parseJsonPath(raw: string): PathItem[] {
  const items: PathItem[] = [];
  let rest = raw;
  let expectKey = true;
  while (rest.length > 0) {
    if (expectKey) {
      const quoted = /^"([^"\\]*)"/.exec(rest);
      const plain = quoted ? null : RAW_KEY.exec(rest);
      const match = quoted ?? plain;
      if (!match) throw invalidPath(raw);
      items.push({ kind: "key", name: quoted ? (quoted[1] ?? "") : match[0] });
      rest = rest.slice(match[0].length);
      expectKey = false;
      continue;
    }
    if (rest.startsWith("[]")) {
      items.push({ kind: "each" });
      rest = rest.slice(2);
    } else if (/^\[\d+\]/.test(rest)) {
      const digits = /^\[(\d+)\]/.exec(rest)?.[1] ?? "0";
      items.push({ kind: "index", index: Number(digits) });
      rest = rest.slice(digits.length + 2);
    } else if (rest.startsWith(".")) {
      rest = rest.slice(1);
      expectKey = true;
    } else {
      throw invalidPath(raw);
    }
  }
  if (items.length === 0 || expectKey) throw invalidPath(raw);
  return items;
}

export function pathFromKeyPath(key: KeyPath): PathItem[] {
  return key.segments.flatMap((segment): PathItem[] =>
    segment.many ? [{ kind: "key", name: segment.name }, { kind: "each" }] : [{ kind: "key", name: segment.name }],
  );
}

/** One spelling per path, so that a filter's key and an index's key compare as strings. */
export function formatJsonPath(items: readonly PathItem[]): string {
  return items
    .map((item, position) => {
      if (item.kind === "each") return "[]";
      if (item.kind === "index") return `[${item.index}]`;
      const name = RAW_KEY.exec(item.name)?.[0] === item.name ? item.name : `"${item.name}"`;
      return position === 0 ? name : `.${name}`;
    })
    .join("");
}

function invalidPath(raw: string): AppError {
  return new AppError("bad_request", `Invalid payload key: '${raw}'`);
}
