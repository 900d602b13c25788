// The filter builder's JSON view: text that must be a Qdrant filter object.
// The service checks the conditions themselves and says what is wrong.
import type { QdrantFilter } from "../api-client/qdrant-types";

const FILTER_KEYS = ["must", "should", "must_not", "min_should"];

export function parseFilterJson(text: string): { filter: QdrantFilter | undefined } | { error: string } {
  if (text.trim() === "") return { filter: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { error: "A filter is a JSON object with must, should, must_not or min_should" };
  }
  const unknown = Object.keys(parsed).find((key) => !FILTER_KEYS.includes(key));
  if (unknown !== undefined) return { error: `Unknown filter key "${unknown}": use must, should, must_not or min_should` };
  return { filter: Object.keys(parsed).length > 0 ? (parsed as QdrantFilter) : undefined };
}

export function formatFilterJson(filter: QdrantFilter | undefined): string {
  return filter === undefined ? "" : JSON.stringify(filter, null, 2);
}
