// Qdrant's check_request_filter and check_filter_limits (verification/mod.rs):
// a read filter (search, scroll, count, ...) is refused when it reads a key
// without a fitting index and unindexed_filtering_retrieve is false, a
// filtered write's (delete, set_payload, ... by filter) when
// unindexed_filtering_update is; then any filter is held to
// filter_max_conditions and condition_max_size.
import type { Filter } from "../../../contract/qdrant/filters";
import { strictModeError } from "../qdrant-errors";
import { findUnindexedKey } from "./find-unindexed-key";
import { countConditions, largestCondition } from "./filter-size";
import type { StrictContext } from "./strict-context";

export function checkFilter(filter: Filter | null | undefined, use: "read" | "write", { config, indexes }: StrictContext): void {
  if (!filter) return;
  const isUnindexedAllowed = use === "read" ? config.unindexed_filtering_retrieve : config.unindexed_filtering_update;
  const unindexed = isUnindexedAllowed === false ? findUnindexedKey(filter, indexes) : undefined;
  if (unindexed) {
    throw strictModeError(
      `Index required but not found for "${unindexed.key}" of one of the following types: [${unindexed.schemas.join(", ")}]`,
      "Create an index for this key or use a different filter.",
    );
  }
  const { filter_max_conditions: maxConditions, condition_max_size: maxSize } = config;
  if (typeof maxConditions === "number") {
    const conditions = countConditions(filter);
    if (conditions > maxConditions) throw strictModeError(`Filter condition limit reached (${conditions} > ${maxConditions})`, "Reduce the amount of conditions of your filter.");
  }
  if (typeof maxSize === "number") {
    const size = largestCondition(filter);
    if (size > maxSize) throw strictModeError(`Condition size limit reached (${size} > ${maxSize})`, "Reduce the size of your condition.");
  }
}
