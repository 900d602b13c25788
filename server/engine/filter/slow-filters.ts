// Searches filtered on payload keys that have no payload index: each tests
// stored payloads (LanceDB: checked candidates, or a scan of every row;
// pgvector: a scan of `doc`), some ten to a thousand times the cost of an
// indexed filter. Noted per collection in each engine, so that the
// collection's info can say which index would help (Qdrant's `warnings`),
// beside the reply's own `time`.
import { formatJsonPath, pathFromKeyPath } from "../payload/json-path";
import type { FilterNode } from "./filter-tree";

export interface SlowFilterKey {
  key: string;
  searches: number;
  msPerSearch: number;
}

export class SlowFilterNotes {
  private readonly notes = new Map<string, Map<string, { searches: number; totalMs: number }>>();

  /** Notes a search of the collection that took `ms`, if its filter names keys without a payload index (`indexed`: their paths, formatted). */
  note(collection: string, indexed: ReadonlySet<string>, filter: FilterNode, ms: number): void {
    const keys = [...new Set(keysOf(filter))].filter((key) => !indexed.has(key));
    if (keys.length === 0) return;
    let noted = this.notes.get(collection);
    if (!noted) this.notes.set(collection, (noted = new Map()));
    for (const key of keys) {
      const note = noted.get(key) ?? { searches: 0, totalMs: 0 };
      noted.set(key, { searches: note.searches + 1, totalMs: note.totalMs + ms });
    }
  }

  /** Keys without a payload index (today) that filtered searches used since the service started, most searched first. */
  keys(collection: string, indexed: ReadonlySet<string>): SlowFilterKey[] {
    return [...(this.notes.get(collection) ?? new Map<string, { searches: number; totalMs: number }>())]
      .filter(([key]) => !indexed.has(key))
      .map(([key, { searches, totalMs }]) => ({ key, searches, msPerSearch: totalMs / searches }))
      .sort((a, b) => b.searches - a.searches);
  }

  forget(collection: string): void {
    this.notes.delete(collection);
  }
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
