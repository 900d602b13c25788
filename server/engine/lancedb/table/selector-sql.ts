// SQL for the points an operation targets: a list of ids or a filter.
import type { PointSelector } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { filterToSql, idsToSql } from "../filter/filter-sql";
import { SQL_FALSE, SQL_TRUE, sqlList, sqlString } from "../filter/sql-literal";
import { KEY } from "./table-schema";

export async function selectorToSql(state: CollectionState, selector: PointSelector): Promise<string> {
  if ("ids" in selector) return idsToSql(state, selector.ids);
  return (await filterToSql(state, selector.filter)) ?? SQL_TRUE;
}

export function keysToSql(keys: readonly string[]): string {
  return keys.length > 0 ? `${KEY} IN (${sqlList([...new Set(keys)].map(sqlString))})` : SQL_FALSE;
}
