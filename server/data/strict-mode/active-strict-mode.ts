// A collection's strict mode, when it is on: Qdrant checks its settings only
// for a collection whose strict_mode_config has `enabled: true`
// (collection_verification.rs filters on `enabled.unwrap_or_default()`).
// Settings are read field by field with their schema, so that a row kept
// before they were validated (any JSON object was) yields the fields that
// read and drops the others.
import { StrictModeConfig } from "../../../contract/qdrant/collections";
import type { Collection } from "../../db/schema";

export function activeStrictMode(collection: Collection): StrictModeConfig | undefined {
  const stored = collection.settings.strictModeConfig;
  if (stored?.enabled !== true) return undefined;
  const config: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(StrictModeConfig.shape)) {
    const read = schema.safeParse(stored[field]);
    if (read.success && read.data !== undefined && read.data !== null) config[field] = read.data;
  }
  return config as StrictModeConfig;
}
