// The filter builder's JSON view: text that must be a Qdrant filter object.
// The service checks the conditions themselves and says what is wrong.
import type { Schemas } from "@qdrant/js-client-rest";

const FILTER_KEYS = ["must", "should", "must_not", "min_should"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An object of a filter's keys only, each a condition, a list or null: a
 * filter as far as the console reads one. Whether each condition is valid is
 * the service's to say, with its own message.
 */
function isFilter(value: Record<string, unknown>): value is Schemas["Filter"] {
  return Object.entries(value).every(([key, item]) => FILTER_KEYS.includes(key) && (item === null || typeof item === "object"));
}

export function parseFilterJson(text: string): { filter: Schemas["Filter"] | undefined } | { error: string } {
  if (text.trim() === "") return { filter: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(parsed)) return { error: "A filter is a JSON object with must, should, must_not or min_should" };
  const unknown = Object.keys(parsed).find((key) => !FILTER_KEYS.includes(key));
  if (unknown !== undefined) return { error: `Unknown filter key "${unknown}": use must, should, must_not or min_should` };
  if (Object.keys(parsed).length === 0) return { filter: undefined };
  return isFilter(parsed) ? { filter: parsed } : { error: "Each of must, should and must_not holds a condition or a list of them" };
}

export function formatFilterJson(filter: Schemas["Filter"] | undefined): string {
  return filter === undefined ? "" : JSON.stringify(filter, null, 2);
}
