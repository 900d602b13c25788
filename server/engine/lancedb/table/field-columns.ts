// Indexed payload fields, materialised as typed columns so that filters on them
// run in SQL against scalar indexes. Each field has four columns:
//   <c>       the values, typed for the index: list of strings (keyword, uuid),
//             the tokens of all the key's strings (text, by the index's own
//             tokenizer settings), one float (integer, float, datetime as
//             epoch ms) or 1 / 0 (bool: an int8, because Arrow JS writes an
//             all-null boolean column without the data buffer LanceDB requires);
//   <c>_ok    true when <c> holds every value exactly (all values of the field's
//             type, and at most one for scalar types); rows where it is not true
//             are answered in memory from the stored payload;
//   <c>_n     Qdrant's values_count of the key's single value (0 when missing or
//             null), or null when the key resolves to several values ("a[].b");
//   <c>_null  whether that single value is null (false when several: those
//             rows are answered in memory by `_n` being null).
// A geo field's <c> is the least latitude of the key's geo points, and three
// more columns complete their box: <c>_lat_max, <c>_lon_min, <c>_lon_max (all
// null without a point). One point, or several at one place, is held exactly;
// the box of several lets filters skip rows whose box misses the shape (see
// filter/geo-sql.ts). `_ok` is false when a point lies outside [-180, 180] x
// [-90, 90], which Qdrant still tests as written.
// The key and type (and a text index's settings) live in the value column's
// field metadata, so the table alone describes its indexes and a crash between
// adding and filling the columns only leaves rows that are answered in memory
// until the backfill runs again.
import * as arrow from "apache-arrow";
import { Index } from "@lancedb/lancedb";
import type { GeoPoint } from "../../filter/filter-tree";
import { geoPointOf, isInGeoRange } from "../../filter/geo-shapes";
import { parseDatetime } from "../../filter/parse-datetime";
import { textAnalyzer } from "../../text-index/text-analyzer";
import { DEFAULT_TEXT_INDEX, readTextIndexSettings, type TextIndexSettings } from "../../text-index/text-index-settings";
import type { Payload, PayloadFieldType } from "../../vector-engine";
import { formatJsonPath, readJsonPath, type PathItem } from "../../payload/json-path";
import { countOf, leavesOf, valuesAt } from "../../payload/payload-values";

export const FIELD_KEY_METADATA = "vdb.field.key";
export const FIELD_TYPE_METADATA = "vdb.field.type";
/** A text index's settings, as JSON; absent on tables written before they were kept (Qdrant's defaults). */
export const FIELD_TEXT_METADATA = "vdb.field.text";

export interface FieldColumn {
  /** The key as Qdrant writes it, in one canonical spelling. */
  key: string;
  path: PathItem[];
  type: PayloadFieldType;
  /** The value column's name; the others are derived from it. */
  column: string;
  ok: string;
  count: string;
  isNull: string;
  /** A geo field's box columns (`latMin` is `column`); null for other types. */
  box: GeoBoxColumns | null;
  /** A text field's tokenizer settings; null for other types. */
  text: TextIndexSettings | null;
}

export interface GeoBoxColumns {
  latMin: string;
  latMax: string;
  lonMin: string;
  lonMax: string;
}

export interface GeoBox {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

export type FieldValue = string[] | number | null;

export interface MaterialisedField {
  value: FieldValue;
  ok: boolean;
  count: number | null;
  isNull: boolean;
  /** A geo field's box of points (null without any). */
  box?: GeoBox | null;
}

const PAYLOAD_TYPES: readonly PayloadFieldType[] = ["keyword", "integer", "float", "bool", "datetime", "text", "uuid", "geo"];

/** `text`: a text field's settings (Qdrant's defaults when null); ignored for other types. */
export function fieldColumn(key: string, type: PayloadFieldType, column: string, text: TextIndexSettings | null = null): FieldColumn {
  const path = readJsonPath(key);
  const box = type === "geo" ? { latMin: column, latMax: `${column}_lat_max`, lonMin: `${column}_lon_min`, lonMax: `${column}_lon_max` } : null;
  const settings = type === "text" ? (text ?? DEFAULT_TEXT_INDEX) : null;
  return { key: formatJsonPath(path), path, type, column, ok: `${column}_ok`, count: `${column}_n`, isNull: `${column}_null`, box, text: settings };
}

/** The settings of the text fields, by key: what full-text conditions on those keys tokenize with. */
export function textIndexesOf(fields: readonly FieldColumn[]): Map<string, TextIndexSettings> {
  return new Map(fields.flatMap((field) => (field.text ? [[field.key, field.text] as const] : [])));
}

/** Every column the field adds to the table. */
export function columnNamesOf(field: FieldColumn): string[] {
  const box = field.box ? [field.box.latMax, field.box.lonMin, field.box.lonMax] : [];
  return [field.column, field.ok, field.count, field.isNull, ...box];
}

/** The field columns a table's schema declares. */
export function readFieldColumns(schema: arrow.Schema): FieldColumn[] {
  return schema.fields.flatMap((field) => {
    const key = field.metadata.get(FIELD_KEY_METADATA);
    const type = PAYLOAD_TYPES.find((candidate) => candidate === field.metadata.get(FIELD_TYPE_METADATA));
    const text = field.metadata.get(FIELD_TEXT_METADATA);
    return key !== undefined && type ? [fieldColumn(key, type, field.name, text === undefined ? null : readTextIndexSettings(text))] : [];
  });
}

export function isListField(type: PayloadFieldType): boolean {
  return type === "keyword" || type === "uuid" || type === "text";
}

export function valueTypeOf(type: PayloadFieldType): arrow.DataType {
  if (isListField(type)) return new arrow.List(new arrow.Field("item", new arrow.Utf8(), true));
  return type === "bool" ? new arrow.Int8() : new arrow.Float64();
}

export function arrowFieldsOf(field: FieldColumn): arrow.Field[] {
  const metadata = new Map([
    [FIELD_KEY_METADATA, field.key],
    [FIELD_TYPE_METADATA, field.type],
    ...(field.text ? [[FIELD_TEXT_METADATA, JSON.stringify(field.text)] as const] : []),
  ]);
  const box = field.box ? [field.box.latMax, field.box.lonMin, field.box.lonMax].map((name) => new arrow.Field(name, new arrow.Float64(), true)) : [];
  return [
    new arrow.Field(field.column, valueTypeOf(field.type), true, metadata),
    new arrow.Field(field.ok, new arrow.Bool(), true),
    new arrow.Field(field.count, new arrow.Int32(), true),
    new arrow.Field(field.isNull, new arrow.Bool(), true),
    ...box,
  ];
}

/** The scalar index that serves the field's conditions. */
export function scalarIndexOf(field: FieldColumn): Index {
  if (isListField(field.type)) return Index.labelList();
  return field.type === "bool" ? Index.bitmap() : Index.btree();
}

export function materialiseField(payload: Payload, field: FieldColumn): MaterialisedField {
  const values = valuesAt(payload, field.path);
  const single = values.length <= 1;
  const shape = { count: single ? countOf(values[0]) : null, isNull: single && values[0] === null };
  const leaves = leavesOf(values);
  switch (field.type) {
    case "keyword":
    case "uuid": {
      const ok = leaves.every((leaf) => typeof leaf === "string");
      return { ...shape, ok, value: ok ? (leaves as string[]) : null };
    }
    case "text": {
      // Qdrant's text index holds the tokens of every string of the key as one set (text-match.ts).
      const strings = leaves.filter((leaf): leaf is string => typeof leaf === "string");
      const ok = strings.length === leaves.length;
      const analyzer = textAnalyzer(field.text ?? DEFAULT_TEXT_INDEX);
      return { ...shape, ok, value: ok && strings.length > 0 ? [...new Set(strings.flatMap((text) => analyzer.documentTokens(text)))] : null };
    }
    case "integer":
    case "float":
      return scalar(leaves, shape, (leaf) => (typeof leaf === "number" ? leaf : null));
    case "bool":
      return scalar(leaves, shape, (leaf) => (typeof leaf === "boolean" ? Number(leaf) : null));
    case "datetime":
      return scalar(leaves, shape, (leaf) => (typeof leaf === "string" ? parseDatetime(leaf) : null));
    case "geo": {
      // Values that are not geo points never pass a geo condition: only the points count.
      const points = leaves.map(geoPointOf).filter((point): point is GeoPoint => point !== null);
      const box = boxOf(points);
      return { ...shape, ok: points.every(isInGeoRange), value: box?.latMin ?? null, box };
    }
  }
}

function boxOf(points: readonly GeoPoint[]): GeoBox | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  return { latMin: Math.min(...lats), latMax: Math.max(...lats), lonMin: Math.min(...lons), lonMax: Math.max(...lons) };
}

function scalar(
  leaves: readonly unknown[],
  shape: Pick<MaterialisedField, "count" | "isNull">,
  convert: (leaf: unknown) => number | null,
): MaterialisedField {
  const [leaf] = leaves;
  if (leaves.length === 0) return { ...shape, ok: true, value: null };
  const value = convert(leaf);
  return leaves.length === 1 && value !== null ? { ...shape, ok: true, value } : { ...shape, ok: false, value: null };
}
