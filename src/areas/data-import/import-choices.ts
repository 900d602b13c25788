// The choices the Data Import forms offer, as the contract names them
// (contract/imports.ts is read for its types only: its schemas stay out of the console).
import type { Schemas } from "@qdrant/js-client-rest";
import type { ImportFormat, PayloadType, VectorMapping } from "../../../contract/imports";

export const FORMAT_NAMES: Readonly<Record<ImportFormat, string>> = {
  csv: "CSV",
  tsv: "TSV",
  jsonl: "JSON Lines",
  json: "JSON array",
  parquet: "Parquet",
};
export const FORMATS = Object.keys(FORMAT_NAMES) as ImportFormat[];

/** What the file chooser offers. */
export const ACCEPTED_FILES = ".csv,.tsv,.jsonl,.ndjson,.json,.parquet";

export const PAYLOAD_TYPES: readonly PayloadType[] = ["keyword", "text", "integer", "float", "bool", "datetime", "geo", "json"];

export type VectorSource = VectorMapping["source"];
export const VECTOR_SOURCES: Readonly<Record<VectorSource, string>> = {
  json: "JSON column",
  delimited: "Delimited numbers",
  columns: "One column per number",
  text: "Text to embed",
};

export type Separator = Extract<VectorMapping, { source: "delimited" }>["separator"];
export const SEPARATORS: readonly { value: Separator; label: string }[] = [
  { value: " ", label: "Space" },
  { value: ",", label: "Comma" },
  { value: ";", label: "Semicolon" },
  { value: "|", label: "Bar" },
  { value: "\t", label: "Tab" },
];

export const DISTANCES: readonly Schemas["Distance"][] = ["Cosine", "Dot", "Euclid", "Manhattan"];

/** The payload type a column not in the proposal starts with, from its kind. */
export { payloadTypeOfKind } from "../../../contract/payload-type-of-kind";
