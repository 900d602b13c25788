// Which index a field condition needs, as Qdrant infers it
// (unindexed_field.rs, infer_index_from_field_condition): a match on a string
// a keyword index (or a uuid one, for a UUID), on an integer an integer index,
// on a boolean a bool index; text and text_any a text index, phrase one with
// phrase_matching, prefix a keyword index with prefix; a numeric range a float
// or integer index, a datetime range a datetime one; a geo shape a geo index;
// values_count, is_empty and is_null any index. `any` or `except` of nothing
// needs none. A condition may need several (match and range): each is listed.
import { type FieldCondition, type Match } from "../../../contract/qdrant/filters";
import { ALL_CAPABILITIES, type IndexCapability } from "./index-capability";

/** A UUID as Qdrant's Uuid::parse_str reads one: hyphenated, 32 hex digits, braced or as a URN. */
const UUID = /^(?:urn:uuid:)?(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}|[0-9a-f]{32})$/i;

const RANGE_BOUNDS = ["gt", "gte", "lt", "lte"] as const;

export function requiredCapabilities(condition: FieldCondition): IndexCapability[] {
  const required: IndexCapability[] = [];
  if (condition.match) required.push(...forMatch(condition.match));
  if (condition.range) {
    const isDatetime = RANGE_BOUNDS.some((bound) => typeof condition.range?.[bound] === "string");
    required.push(...(isDatetime ? (["datetimeRange"] as const) : (["floatRange", "intRange"] as const)));
  }
  if (condition.geo_bounding_box || condition.geo_radius || condition.geo_polygon) required.push("geo");
  const isAnyIndex = [condition.values_count, condition.is_empty, condition.is_null].some((part) => part !== undefined && part !== null);
  if (isAnyIndex) required.push(...ALL_CAPABILITIES);
  return required;
}

function forMatch(match: Match): IndexCapability[] {
  if ("value" in match) {
    if (typeof match.value === "string") return forStrings([match.value]);
    return typeof match.value === "boolean" ? ["boolMatch"] : ["intMatch"];
  }
  if ("any" in match) return forValues(match.any);
  if ("except" in match) return forValues(match.except);
  if ("text" in match || "text_any" in match) return ["text"];
  if ("phrase" in match) return ["textPhrase"];
  if ("prefix" in match) return ["keywordPrefix"];
  // Qdrant 1.20's substring match (after 1.19's extractor): a keyword index serves it here.
  return ["keywordMatch"];
}

/** `any` or `except`: of nothing, a condition that needs no index (Qdrant cannot tell the values' type). */
function forValues(values: readonly (string | number)[]): IndexCapability[] {
  if (values.length === 0) return [];
  return typeof values[0] === "string" ? forStrings(values as readonly string[]) : ["intMatch"];
}

function forStrings(values: readonly string[]): IndexCapability[] {
  return values.every((value) => UUID.test(value)) ? ["uuidMatch", "keywordMatch"] : ["keywordMatch"];
}
