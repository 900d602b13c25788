// A filter's own conditions in Qdrant's order (Filter::iter_conditions: must,
// must_not, should, then min_should's), each clause one condition or a list.
import type { Condition, Filter } from "../../../contract/qdrant/filters";

export function filterConditions(filter: Filter): Condition[] {
  const listed = (clause: Condition | Condition[] | null | undefined): Condition[] => (clause === undefined || clause === null ? [] : Array.isArray(clause) ? clause : [clause]);
  return [...listed(filter.must), ...listed(filter.must_not), ...listed(filter.should), ...(filter.min_should?.conditions ?? [])];
}
