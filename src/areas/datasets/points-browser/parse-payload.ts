// The payload editor's text: a JSON object, or what is wrong with it.
import type { Payload } from "../../../api-client/qdrant-types";

export function parsePayloadJson(text: string): { payload: Payload } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { error: "A payload is a JSON object: { \"key\": value, … }" };
  return { payload: parsed as Payload };
}

/** A payload on one line, cut to length, for the points table. */
export function previewPayload(payload: Payload | null | undefined, maxLength = 120): string {
  if (payload === null || payload === undefined || Object.keys(payload).length === 0) return "—";
  const text = JSON.stringify(payload);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
