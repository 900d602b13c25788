// A filter's size as strict mode measures it (lib/segment/src/types.rs):
// conditions counted through nested filters and `nested` conditions, each
// other condition one however many parts it has (Filter::total_conditions_count);
// and its largest condition, the values of a match any or except, the ids of a
// has_id (Filter::max_condition_input_size).
import type { Condition, Filter } from "../../../contract/qdrant/filters";
import { filterConditions } from "./filter-conditions";

export function countConditions(filter: Filter): number {
  return filterConditions(filter).reduce((total, condition) => total + conditionCount(condition), 0);
}

export function largestCondition(filter: Filter): number {
  return filterConditions(filter).reduce((largest, condition) => Math.max(largest, conditionSize(condition)), 0);
}

function conditionCount(condition: Condition): number {
  if ("nested" in condition) return countConditions(condition.nested.filter);
  if (isFilter(condition)) return countConditions(condition);
  return 1;
}

function conditionSize(condition: Condition): number {
  if ("key" in condition) {
    const { match } = condition;
    if (match && "any" in match) return match.any.length;
    return match && "except" in match ? match.except.length : 0;
  }
  if ("has_id" in condition) return condition.has_id.length;
  if ("nested" in condition) return largestCondition(condition.nested.filter);
  return isFilter(condition) ? largestCondition(condition) : 0;
}

/** A condition that is a filter (must, should, must_not, min_should, or {}). */
function isFilter(condition: Condition): condition is Filter {
  return !["key", "is_empty", "is_null", "has_id", "has_vector", "slice", "nested"].some((member) => member in condition);
}
