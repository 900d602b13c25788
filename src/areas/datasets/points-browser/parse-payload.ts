// The payload editor's text: a JSON object, or what is wrong with it.
import type { Schemas } from "@qdrant/js-client-rest";

function isPayload(value: unknown): value is Schemas["Payload"] {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function parsePayloadJson(text: string): { payload: Schemas["Payload"] } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isPayload(parsed)) return { error: "A payload is a JSON object: { \"key\": value, … }" };
  return { payload: parsed };
}
