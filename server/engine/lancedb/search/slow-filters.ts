// Searches filtered on payload keys that have no payload index: each tests
// stored payloads (checked-candidates.ts, or a scan of every row), some ten to
// a thousand times the cost of an indexed filter. Noted per open collection, so
// that the collection's info can say which index would help (Qdrant's
// `warnings`), beside the reply's own `time`.
import type { FilterNode } from "../../filter/filter-tree";
import type { CollectionShape } from "../collection-state";
import { formatJsonPath, pathFromKeyPath } from "../../payload/json-path";

export interface SlowFilterKey {
  key: string;
  searches: number;
  msPerSearch: number;
}

const notes = new WeakMap<CollectionShape, Map<string, { searches: number; totalMs: number }>>();

/** Notes a search that took `ms`, if its filter names keys without a payload index. */
export function noteFilteredSearch(state: CollectionShape, filter: FilterNode, ms: number): void {
  const indexed = new Set(state.fields.map((field) => field.key));
  const keys = [...new Set(keysOf(filter))].filter((key) => !indexed.has(key));
  if (keys.length === 0) return;
  let noted = notes.get(state);
  if (!noted) notes.set(state, (noted = new Map()));
  for (const key of keys) {
    const note = noted.get(key) ?? { searches: 0, totalMs: 0 };
    noted.set(key, { searches: note.searches + 1, totalMs: note.totalMs + ms });
  }
}

/** Keys without a payload index (today) that filtered searches used since the collection was opened, most searched first. */
export function slowFilterKeys(state: CollectionShape): SlowFilterKey[] {
  const indexed = new Set(state.fields.map((field) => field.key));
  return [...(notes.get(state) ?? new Map<string, { searches: number; totalMs: number }>())]
    .filter(([key]) => !indexed.has(key))
    .map(([key, { searches, totalMs }]) => ({ key, searches, msPerSearch: totalMs / searches }))
    .sort((a, b) => b.searches - a.searches);
}

function keysOf(node: FilterNode): string[] {
  switch (node.kind) {
    case "all":
    case "hasId":
    case "slice":
    case "hasVector":
    case "shard":
      return [];
    case "and":
    case "or":
    case "atLeast":
      return node.children.flatMap(keysOf);
    case "not":
      return keysOf(node.child);
    default:
      // A nested filter is tested on the array's elements whatever its inner keys: the array's key is the one named.
      return [formatJsonPath(pathFromKeyPath(node.key))];
  }
}
