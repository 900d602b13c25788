// What a payload index is built with beyond its type: a text index's
// tokenizer settings (the other types take none the engine uses).
import type { TextIndexSettings } from "./text-index/text-index-settings";

export interface FieldIndexParams {
  /** For a text index; Qdrant's defaults when absent. */
  text?: TextIndexSettings;
}
