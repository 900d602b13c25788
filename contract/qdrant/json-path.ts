// Qdrant's payload path syntax for payload operations, payload selection and
// field indexes: "a.b", "a[].b", "a[0]", "\"odd key\".c". Filters use key
// paths (key-path.ts: keys and "[]" only). Parsed here, at the edge, so that a
// write is refused before it is acknowledged; the items are walked by the one
// reader of payload values (server/engine/payload/payload-values.ts).
import { MAX_JSON_DEPTH } from "./json-depth";

/** The most items a path may have: a path reaches no deeper than a body can nest, and set_payload's `key` nests no deeper. */
export const MAX_PATH_ITEMS = MAX_JSON_DEPTH;

export type PathItem = { kind: "key"; name: string } | { kind: "index"; index: number } | { kind: "each" };

const RAW_KEY = /^[\p{L}\p{N}_-]+/u;

/** The path's items, or undefined when `raw` is not a payload path (or has more than `limit` items). */
export function parseJsonPath(raw: string, limit = MAX_PATH_ITEMS): PathItem[] | undefined {
  const items: PathItem[] = [];
  let rest = raw;
  let expectKey = true;
  while (rest.length > 0) {
    if (items.length > limit) return undefined;
    if (expectKey) {
      // A NUL is in no key: the metadata store, where index keys are kept, cannot hold it.
      // eslint-disable-next-line no-control-regex
      const quoted = /^"([^"\\\u0000]*)"/.exec(rest);
      const plain = quoted ? null : RAW_KEY.exec(rest);
      const match = quoted ?? plain;
      if (!match) return undefined;
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
      return undefined;
    }
  }
  return items.length === 0 || items.length > limit || expectKey ? undefined : items;
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

export function invalidPayloadPathMessage(raw: string): string {
  return `Invalid payload key: '${raw}'${pathLengthProblem(raw)}`;
}

/** Why a path that would otherwise be one is refused: ", more than 128 keys and indexes"; nothing for any other path. */
export function pathLengthProblem(raw: string): string {
  return parseJsonPath(raw, Infinity) === undefined ? "" : `, more than ${MAX_PATH_ITEMS} keys and indexes`;
}
