// Qdrant's check of a new payload index (src/common/update.rs, CreateFieldIndex's
// check_custom): a collection with max_payload_index_count indexes already
// takes no other, even one that would replace an index on the same field.
import { strictModeError } from "../qdrant-errors";
import type { StrictContext } from "./strict-context";

export function checkIndexCount({ config, indexes }: StrictContext): void {
  const limit = config.max_payload_index_count;
  if (typeof limit !== "number" || indexes.size < limit) return;
  throw strictModeError(`Collection already has the maximum number of payload indices (${limit})`, "Please delete an existing index before creating a new one.");
}
