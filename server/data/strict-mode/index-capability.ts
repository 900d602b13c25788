// What a payload index can serve, as Qdrant's unindexed-field check tells them
// apart (lib/collection/src/problems/unindexed_field.rs, FieldIndexType and
// schema_capabilities): an index type gives some of these, a condition needs
// one of them. Each is named, in messages, by the schema that would give it
// (its PayloadFieldSchema's Display: "keyword (with prefix: true)").
import type { FieldIndexType } from "../indexes/field-index-type";

export type IndexCapability =
  | "intMatch"
  | "intRange"
  | "keywordMatch"
  | "keywordPrefix"
  | "floatRange"
  | "text"
  | "textPhrase"
  | "boolMatch"
  | "uuidMatch"
  | "uuidRange"
  | "datetimeRange"
  | "geo";

/** Each capability by the schema that gives it, as Qdrant names that schema. */
export const CAPABILITY_SCHEMAS: Readonly<Record<IndexCapability, string>> = {
  intMatch: "integer",
  intRange: "integer",
  keywordMatch: "keyword",
  keywordPrefix: "keyword (with prefix: true)",
  floatRange: "float",
  text: "text",
  textPhrase: "text (with phrase_matching: true)",
  boolMatch: "bool",
  uuidMatch: "uuid",
  uuidRange: "uuid",
  datetimeRange: "datetime",
  geo: "geo",
};

/** Every capability: "any index will do" (is_empty, is_null, values_count). */
export const ALL_CAPABILITIES = Object.keys(CAPABILITY_SCHEMAS) as IndexCapability[];

/** What an index serves: its type, narrowed by its parameters (an integer index without lookup cannot match). */
export function capabilitiesOf({ type, params }: FieldIndexType): IndexCapability[] {
  switch (type) {
    case "keyword":
      return params?.prefix === true ? ["keywordPrefix", "keywordMatch"] : ["keywordMatch"];
    case "integer": {
      const capabilities: IndexCapability[] = [];
      if (params?.lookup !== false) capabilities.push("intMatch");
      if (params?.range !== false) capabilities.push("intRange");
      return capabilities;
    }
    case "uuid":
      return ["uuidMatch", "uuidRange"];
    case "bool":
      return ["boolMatch"];
    case "float":
      return ["floatRange"];
    case "geo":
      return ["geo"];
    case "text":
      return params?.phrase_matching === true ? ["textPhrase", "text"] : ["text"];
    case "datetime":
      return ["datetimeRange"];
  }
}
