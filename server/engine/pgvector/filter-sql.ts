// A filter tree as a WHERE clause over a collection's table, with bound
// parameters only: a value is never SQL. The tree's shape (and, or, not,
// min_should) stays in SQL; so do the conditions on columns (has_id, shard,
// has_vector) and the payload conditions payload-sql.ts renders over `doc`.
// The rest (full text, geo, datetime ranges, slices) are answered in memory by
// engine/filter/evaluate-filter.ts (Qdrant's semantics, the same code LanceDB
// uses) over the rows' payloads, once per filter, and enter the clause as the
// set of keys they hold for (`key = ANY($n)`). So do the payload conditions on
// the rare rows without a `doc` (a payload jsonb cannot hold: see
// collection-layout.ts), read through their partial index.
import type pg from "pg";
import { AppError } from "../../errors";
import { compileFilter, type TextIndexes } from "../filter/evaluate-filter";
import type { FilterNode, KeyPath } from "../filter/filter-tree";
import { KEY_TESTS } from "../filter/key-tests";
import { toPointKey } from "../filter/point-key";
import { renderableInSql, renderPayloadCondition } from "./payload-sql";
import { renderTree, type SqlParams } from "./sql-params";
import { DEFAULT_TEXT_INDEX, type TextIndexSettings } from "../text-index/text-index-settings";
import type { Payload } from "../vector-engine";
import { columnOf, hasJsonbIndex, tableOf, type CollectionLayout } from "./collection-layout";


/** The conditions a filter tree tests in memory (on payloads), in the order renderFilter meets them. */
function payloadLeaves(node: FilterNode, into: FilterNode[] = []): FilterNode[] {
  switch (node.kind) {
    case "and":
    case "or":
    case "atLeast":
      for (const child of node.children) payloadLeaves(child, into);
      return into;
    case "not":
      return payloadLeaves(node.child, into);
    case "all":
    case "hasId":
    case "shard":
    case "hasVector":
      return into;
    default:
      into.push(node);
      return into;
  }
}

/**
 * The filter as a boolean SQL expression on `vdb_points_<id>`'s columns. Conditions answered in memory are first
 * answered over the table's rows (one read of key and payload, together): `client` reads them.
 */
export async function renderFilter(client: pg.Pool | pg.PoolClient, layout: CollectionLayout, filter: FilterNode | undefined, params: SqlParams, textIndexes: TextIndexes): Promise<string> {
  if (!filter) return "TRUE";
  const leaves = payloadLeaves(filter);
  const inMemory = leaves.filter((leaf) => !renderableInSql(leaf));
  const keysOf = new Map<FilterNode, string[]>();
  if (leaves.length > 0) {
    // Every row for a condition SQL cannot answer; only the rows without a `doc` when SQL answers them all.
    const { rows } = await client.query<{ key: string; payload: Payload; raw: boolean }>(
      `SELECT key, payload, doc IS NULL AS raw FROM ${tableOf(layout.id)}${inMemory.length > 0 ? "" : " WHERE doc IS NULL"}`,
    );
    for (const leaf of leaves) {
      const test = compileFilter(leaf, KEY_TESTS, textIndexes);
      const onlyRaw = renderableInSql(leaf);
      keysOf.set(
        leaf,
        rows.filter((row) => (!onlyRaw || row.raw) && test(row.payload, row.key)).map((row) => row.key),
      );
    }
  }
  return render(filter, layout, params, keysOf, (node) => hasJsonbIndex(layout, node.key));
}

function render(node: FilterNode, layout: CollectionLayout, params: SqlParams, keysOf: ReadonlyMap<FilterNode, string[]>, indexed: (node: { key: KeyPath }) => boolean): string {
  return renderTree(node, params, (condition) => {
    switch (condition.kind) {
      case "hasId":
        return `(key = ANY(${params.add(condition.ids.map(toPointKey))}::text[]))`;
      case "shard":
        // A point without a shard is in none (NOT of it holds), never unknown.
        return `(shard IS NOT NULL AND shard = ANY(${params.add(condition.shards)}::text[]))`;
      case "hasVector": {
        const column = columnOf(layout, condition.name);
        if (!column) throw new AppError("bad_request", `Not existing vector name error: ${condition.name}`);
        return `(${column} IS NOT NULL)`;
      }
      default: {
        const keys = keysOf.get(condition) ?? [];
        if (!renderableInSql(condition)) return `(key = ANY(${params.add(keys)}::text[]))`;
        // Never NULL: a row without a doc is answered by its key alone.
        const inSql = `(doc IS NOT NULL AND ${renderPayloadCondition(condition, "doc", params, indexed)})`;
        return keys.length === 0 ? inSql : `(${inSql} OR key = ANY(${params.add(keys)}::text[]))`;
      }
    }
  });
}

/**
 * Whether an index narrows the rows the filter keeps, so that counting them is cheap: a condition every kept row meets
 * (the filter itself, or one of an `and`'s) is has_id (the primary key) or a match on a key with a jsonb index.
 */
export function isNarrowedByIndex(filter: FilterNode, layout: CollectionLayout): boolean {
  switch (filter.kind) {
    case "hasId":
      return true;
    case "and":
      return filter.children.some((child) => isNarrowedByIndex(child, layout));
    case "match":
    case "matchAny":
      return hasJsonbIndex(layout, filter.key) && renderableInSql(filter);
    default:
      return false;
  }
}

/** The settings of the collection's text indexes, by canonical key, as evaluate-filter.ts reads them. */
export function textIndexesOf(layout: CollectionLayout): TextIndexes {
  const indexes = new Map<string, TextIndexSettings>();
  for (const [key, index] of Object.entries(layout.fieldIndexes)) {
    if (index.type === "text") indexes.set(key, index.params?.text ?? DEFAULT_TEXT_INDEX);
  }
  return indexes;
}
