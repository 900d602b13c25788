// Payload field indexes: add a field's columns, fill them from the stored
// payloads, and put a scalar index on the value column; a text index asked for
// again with other tokenizer settings is built anew, and a dropped field's
// BM25 statistics are forgotten (exact/text-scoring.ts). All in the write queue,
// so no upsert is built against a schema that is changing under it. The filling
// is one merge of key + the new columns; rows not filled yet have
// `_ok` and `_n` null and are answered in memory meanwhile, so an interrupted
// fill (a crash) is only slower, never wrong, and is finished on the next open.
import { Index } from "@lancedb/lancedb";
import type { FieldIndexParams } from "../../field-index-params";
import { DEFAULT_TEXT_INDEX, textIndexKey, type TextIndexSettings } from "../../text-index/text-index-settings";
import type { Payload, PayloadFieldType } from "../../vector-engine";
import { fieldRowsTable } from "../table/build-rows";
import { noteCommit, type CollectionState } from "../collection-state";
import { arrowFieldsOf, columnNamesOf, fieldColumn, scalarIndexOf, type FieldColumn } from "../table/field-columns";
import { formatJsonPath, readJsonPath } from "../../payload/json-path";
import { forEachRow } from "../table/arrow-rows";
import { KEY, PAYLOAD, SEQ } from "../table/table-schema";
import { forgetScoring } from "../exact/text-scoring";

export function createFieldIndex(state: CollectionState, key: string, type: PayloadFieldType, params: FieldIndexParams = {}): Promise<void> {
  const canonical = formatJsonPath(readJsonPath(key));
  const text = type === "text" ? (params.text ?? DEFAULT_TEXT_INDEX) : null;
  return state.writes.run(async () => {
    const existing = state.fields.find((field) => field.key === canonical);
    if (existing?.type === type && isSameText(existing.text, text)) return;
    if (existing) await dropField(state, existing);
    const field = fieldColumn(canonical, type, await unusedColumnName(state), text);
    await state.table.addColumns(arrowFieldsOf(field));
    state.fields = [...state.fields, field];
    noteCommit(state);
    await fillField(state, field);
  });
}

export function deleteFieldIndex(state: CollectionState, key: string): Promise<void> {
  const canonical = formatJsonPath(readJsonPath(key));
  return state.writes.run(async () => {
    const existing = state.fields.find((field) => field.key === canonical);
    if (existing) await dropField(state, existing);
  });
}

/** Finishes what a crash may have interrupted (field fills, scalar indexes); run once per open. */
export function repairIndexes(state: CollectionState): Promise<void> {
  return state.writes.run(async () => {
    const indexed = new Set((await state.table.listIndices()).flatMap((index) => index.columns));
    const train = (await state.table.countRows()) > 0;
    for (const column of [KEY, SEQ].filter((name) => !indexed.has(name))) {
      await state.table.createIndex(column, { config: Index.btree(), train });
    }
    for (const field of state.fields) await fillField(state, field);
  });
}

function isSameText(a: TextIndexSettings | null, b: TextIndexSettings | null): boolean {
  return a === null || b === null ? a === b : textIndexKey(a) === textIndexKey(b);
}

async function fillField(state: CollectionState, field: FieldColumn): Promise<void> {
  // Filled rows always have `_ok` true or false.
  const unfilled: { key: string; payload: Payload }[] = [];
  await forEachRow(state.table.query().where(`${field.ok} IS NULL`).select([KEY, PAYLOAD]), (row) => {
    unfilled.push({ key: row.key, payload: JSON.parse(row.payload ?? "{}") as Payload });
  });
  if (unfilled.length > 0) {
    // One merge of the new columns for every row: LanceDB then rewrites those columns in
    // place, where a merge of part of a fragment would move its rows out of the vector index.
    await state.table.mergeInsert(KEY).whenMatchedUpdateAll().execute(fieldRowsTable(unfilled, [field]));
    noteCommit(state);
  }
  const indexes = await state.table.listIndices();
  if (!indexes.some((index) => index.columns.includes(field.column))) {
    // An empty table has nothing to train on: the index is filled as rows arrive.
    const train = (await state.table.countRows()) > 0;
    await state.table.createIndex(field.column, { config: scalarIndexOf(field), replace: true, train });
    noteCommit(state);
  }
}

async function dropField(state: CollectionState, field: FieldColumn): Promise<void> {
  const indexes = await state.table.listIndices();
  for (const index of indexes.filter((candidate) => candidate.columns.includes(field.column))) await state.table.dropIndex(index.name);
  await state.table.dropColumns(columnNamesOf(field));
  state.fields = state.fields.filter((candidate) => candidate !== field);
  noteCommit(state);
  forgetScoring(state, field.key);
}

async function unusedColumnName(state: CollectionState): Promise<string> {
  const names = new Set((await state.table.schema()).fields.map((field) => field.name));
  let number = 1;
  while (names.has(`f${number}`)) number += 1;
  return `f${number}`;
}
