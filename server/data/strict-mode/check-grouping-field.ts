// Qdrant's check_grouping_field (verification/mod.rs), for search/groups and
// query/groups when unindexed_filtering_retrieve is false: the group_by key
// needs an index that can match (keyword, integer with lookup, uuid, bool).
import { canonicalFieldKey } from "../indexes/find-field-index";
import type { FieldIndexType } from "../indexes/field-index-type";
import { strictModeError } from "../qdrant-errors";
import type { StrictContext } from "./strict-context";

const SOLUTION = "Create an index supporting `match` for this key.";

export function checkGroupingField(groupBy: string, { config, indexes }: StrictContext): void {
  if (config.unindexed_filtering_retrieve !== false) return;
  const key = canonicalFieldKey(groupBy) ?? groupBy;
  const index = indexes.get(key);
  if (!index) throw strictModeError(`Index required but not found for "${key}"`, SOLUTION);
  if (!supportsMatch(index)) throw strictModeError(`Index of type "${kindName(index)}" found for "${key}"`, SOLUTION);
}

/** PayloadFieldSchema::supports_match: an integer index given with parameters matches only with `lookup: true`. */
function supportsMatch({ type, params }: FieldIndexType): boolean {
  if (type === "integer") return params === null || params.lookup === true;
  return type === "keyword" || type === "uuid" || type === "bool";
}

/** PayloadSchemaType's Debug: "Keyword", "Geo", ... */
function kindName({ type }: FieldIndexType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
}
