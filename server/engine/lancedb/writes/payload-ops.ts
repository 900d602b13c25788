// set / overwrite / delete keys / clear payload: read the selected rows' payloads,
// edit them, and write key + payload + field columns back in one partial merge
// (vectors are not rewritten), then the text fields' BM25 indexes told
// (text-scoring.ts). Runs in the write queue: read and write must not
// interleave with another edit of the same rows.
import type { Payload, PointSelector } from "../../vector-engine";
import { payloadRowsTable } from "../table/build-rows";
import { noteCommit, type CollectionState } from "../collection-state";
import { SQL_FALSE } from "../filter/sql-literal";
import { removePayloadAt, setPayloadAt } from "../../payload/edit-payload";
import { readJsonPath } from "../../payload/json-path";
import { selectorToSql } from "../table/selector-sql";
import { collectRows } from "../table/arrow-rows";
import { heardPayloads } from "../exact/text-scoring";
import { KEY, PAYLOAD } from "../table/table-schema";

export function setPayload(state: CollectionState, selector: PointSelector, payload: Payload, key?: string): Promise<void> {
  const path = key === undefined ? undefined : readJsonPath(key);
  return editPayloads(state, selector, (stored) => setPayloadAt(stored, payload, path));
}

export function overwritePayload(state: CollectionState, selector: PointSelector, payload: Payload): Promise<void> {
  return editPayloads(state, selector, () => structuredClone(payload));
}

export function deletePayloadKeys(state: CollectionState, selector: PointSelector, keys: readonly string[]): Promise<void> {
  const paths = keys.map(readJsonPath);
  return editPayloads(state, selector, (stored) => paths.reduce(removePayloadAt, stored));
}

export function clearPayload(state: CollectionState, selector: PointSelector): Promise<void> {
  return editPayloads(state, selector, () => ({}));
}

async function editPayloads(state: CollectionState, selector: PointSelector, edit: (payload: Payload) => Payload): Promise<void> {
  await state.writes.run(async () => {
    const where = await selectorToSql(state, selector);
    if (where === SQL_FALSE) return;
    const rows = await collectRows(state.table.query().where(where).select([KEY, PAYLOAD]));
    if (rows.length === 0) return;
    const edited = rows.map((row) => ({ key: row.key, payload: edit(JSON.parse(row.payload ?? "{}") as Payload) }));
    await state.table.mergeInsert(KEY).whenMatchedUpdateAll().execute(payloadRowsTable(edited, state.fields));
    noteCommit(state);
    heardPayloads(state, edited);
  });
}
