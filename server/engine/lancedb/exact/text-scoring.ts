// The BM25 indexes of a collection's text fields (text-index/bm25-index.ts),
// one per field (and per `nested` array it is scored by), built from the
// stored payloads when a text query first asks for it. Building runs in the
// write queue, so that every commit after it reaches the index after these
// rows; from then on each commit's rows are scored again from their payloads
// (write-points.ts, payload-ops.ts) and deleted rows forgotten. Memory is spent
// only on the fields text queries rank by. An index whose field has since been
// indexed with other tokenizer settings is built anew on its next search.
import { Bm25Index } from "../../text-index/bm25-index";
import { textAnalyzer, type TextAnalyzer } from "../../text-index/text-analyzer";
import { textDocuments } from "../../text-index/text-documents";
import { DEFAULT_TEXT_INDEX, textIndexKey } from "../../text-index/text-index-settings";
import { readJsonPath, type PathItem } from "../../payload/json-path";
import type { Payload } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import type { FieldColumn } from "../table/field-columns";
import { forEachRow } from "../table/arrow-rows";
import { KEY, PAYLOAD } from "../table/table-schema";

interface ScoringIndex {
  /** The tokenizer settings it was built with (textIndexKey). */
  settings: string;
  path: PathItem[];
  nested: PathItem[] | null;
  analyzer: TextAnalyzer;
  index: Bm25Index;
}

/** Per open collection, by field key and nested array. */
const built = new WeakMap<CollectionState, Map<string, ScoringIndex>>();

/** The BM25 index of the text field, scored by the objects of `nested` when given; built on first use. */
export async function scoringIndexOf(state: CollectionState, field: FieldColumn, nested: string | undefined): Promise<Bm25Index> {
  const name = `${field.key}\u0000${nested ?? ""}`;
  const settings = field.text ?? DEFAULT_TEXT_INDEX;
  const wanted = textIndexKey(settings);
  const known = built.get(state)?.get(name);
  if (known?.settings === wanted) return known.index;
  return state.writes.run(async () => {
    const current = built.get(state)?.get(name);
    if (current?.settings === wanted) return current.index;
    const scoring: ScoringIndex = { settings: wanted, path: field.path, nested: nested === undefined ? null : readJsonPath(nested), analyzer: textAnalyzer(settings), index: new Bm25Index() };
    await forEachRow(state.table.query().select([KEY, PAYLOAD]), (row) => score(scoring, row.key, JSON.parse(row.payload ?? "{}") as Payload));
    let indexes = built.get(state);
    if (!indexes) built.set(state, (indexes = new Map()));
    indexes.set(name, scoring);
    return scoring.index;
  });
}

/** Inside the write queue, after a commit: rows written with these payloads. */
export function heardPayloads(state: CollectionState, rows: readonly { key: string; payload: Payload }[]): void {
  for (const scoring of built.get(state)?.values() ?? []) for (const row of rows) score(scoring, row.key, row.payload);
}

/** Inside the write queue, after a commit: rows deleted. */
export function forgotPoints(state: CollectionState, keys: readonly string[]): void {
  for (const scoring of built.get(state)?.values() ?? []) for (const key of keys) scoring.index.remove(key);
}

/** A field's index dropped: its BM25 indexes go too, rather than follow writes until the collection closes. */
export function forgetScoring(state: CollectionState, fieldKey: string): void {
  const indexes = built.get(state);
  for (const name of [...(indexes?.keys() ?? [])]) if (name.startsWith(`${fieldKey}\u0000`)) indexes?.delete(name);
}

/** Whether a delete must tell the BM25 indexes which keys went. */
export function hasScoringIndexes(state: CollectionState): boolean {
  return (built.get(state)?.size ?? 0) > 0;
}

function score(scoring: ScoringIndex, key: string, payload: Payload): void {
  scoring.index.set(key, textDocuments(payload, scoring.path, scoring.nested, scoring.analyzer));
}
