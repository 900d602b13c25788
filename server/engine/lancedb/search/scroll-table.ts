// scroll: pages in id order (offset inclusive, next_page_offset = the first id of
// the next page), or ordered by a numeric or datetime payload key. Ordering runs
// in SQL on an indexed field's column when every row's column is exact, and in
// memory over the stored payloads otherwise; as in Qdrant, a point appears once
// per value of the key and points without a value are left out.
import { parseDatetime } from "../../filter/parse-datetime";
import type { Payload, ScrollPage, ScrollQuery, StoredPoint } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { hasRows } from "../table/has-rows";
import type { FieldColumn } from "../table/field-columns";
import { filterToSql } from "../filter/filter-sql";
import { SQL_FALSE, sqlAnd, sqlNumber, sqlString } from "../filter/sql-literal";
import { formatJsonPath, readJsonPath } from "../../payload/json-path";
import { leavesOf, valuesAt } from "../../payload/payload-values";
import { fromPointKey, toPointKey } from "../../filter/point-key";
import { keysToSql } from "../table/selector-sql";
import { collectRows, forEachRow, rowLimit, type Row } from "../table/arrow-rows";
import { columnsFor, toStoredPoint } from "../table/stored-point";
import { KEY, PAYLOAD } from "../table/table-schema";

type OrderBy = NonNullable<ScrollQuery["orderBy"]>;

export async function scrollPoints(state: CollectionState, query: ScrollQuery): Promise<ScrollPage> {
  const where = await filterToSql(state, query.filter);
  if (where === SQL_FALSE || query.limit <= 0) return { points: [], nextOffset: null };
  if (query.orderBy) return { points: await scrollOrdered(state, query, query.orderBy, where), nextOffset: null };
  const from = query.offset === undefined ? [] : [`${KEY} >= ${sqlString(toPointKey(query.offset))}`];
  const rows = await collectRows(
    state.table
      .query()
      .where(sqlAnd([...from, ...(where === undefined ? [] : [where])]))
      .select(columnsFor(state, query))
      .orderBy({ columnName: KEY, ascending: true })
      .limit(rowLimit(query.limit + 1)),
    { allVectors: true },
  );
  const next = rows[query.limit];
  return { points: rows.slice(0, query.limit).map((row) => toStoredPoint(state, row, query)), nextOffset: next ? fromPointKey(next.key) : null };
}

async function scrollOrdered(state: CollectionState, query: ScrollQuery, orderBy: OrderBy, where: string | undefined): Promise<StoredPoint[]> {
  const key = formatJsonPath(readJsonPath(orderBy.key));
  const field = state.fields.find((candidate) => candidate.key === key && candidate.type !== "bool" && !isTextual(candidate));
  if (field && !(await hasRows(state, `${field.ok} IS NOT TRUE`))) return scrollByColumn(state, query, orderBy, field, where);
  return scrollInMemory(state, query, orderBy, where, field?.type === "datetime");
}

async function scrollByColumn(state: CollectionState, query: ScrollQuery, orderBy: OrderBy, field: FieldColumn, where: string | undefined): Promise<StoredPoint[]> {
  const isAscending = orderBy.direction === "asc";
  const start = orderBy.startFrom === undefined ? [] : [`${field.column} ${isAscending ? ">=" : "<="} ${sqlNumber(orderBy.startFrom)}`];
  const rows = await collectRows(
    state.table
      .query()
      .where(sqlAnd([`${field.column} IS NOT NULL`, ...start, ...(where === undefined ? [] : [where])]))
      // LanceDB can only sort by a column it also returns.
      .select(columnsFor(state, query, [KEY, field.column]))
      .orderBy([
        { columnName: field.column, ascending: isAscending },
        { columnName: KEY, ascending: true },
      ])
      .limit(rowLimit(query.limit)),
    { allVectors: true },
  );
  return rows.map((row) => toStoredPoint(state, row, query));
}

async function scrollInMemory(state: CollectionState, query: ScrollQuery, orderBy: OrderBy, where: string | undefined, isDatetime: boolean): Promise<StoredPoint[]> {
  const path = readJsonPath(orderBy.key);
  const isAscending = orderBy.direction === "asc";
  const entries: { value: number; key: string }[] = [];
  const scan = state.table.query().select([KEY, PAYLOAD]);
  await forEachRow(where === undefined ? scan : scan.where(where), (row) => {
    for (const leaf of leavesOf(valuesAt(JSON.parse(row.payload ?? "{}") as Payload, path))) {
      const value = typeof leaf === "number" ? leaf : isDatetime && typeof leaf === "string" ? parseDatetime(leaf) : null;
      if (value === null) continue;
      if (orderBy.startFrom !== undefined && (isAscending ? value < orderBy.startFrom : value > orderBy.startFrom)) continue;
      entries.push({ value, key: row.key });
    }
  });
  const page = entries
    .sort((a, b) => (a.value === b.value ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : isAscending ? a.value - b.value : b.value - a.value))
    .slice(0, query.limit);
  const rows = new Map<string, Row>();
  if (page.length > 0) {
    const read = state.table.query().where(keysToSql(page.map((entry) => entry.key))).select(columnsFor(state, query));
    for (const row of await collectRows(read, { allVectors: true })) rows.set(row.key, row);
  }
  return page.flatMap((entry) => {
    const row = rows.get(entry.key);
    return row ? [toStoredPoint(state, row, query)] : [];
  });
}

function isTextual(field: FieldColumn): boolean {
  return field.type === "keyword" || field.type === "uuid" || field.type === "text";
}
