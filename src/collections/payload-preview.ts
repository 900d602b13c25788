// A point's payload on one line, cut to length, for the rows of the points
// table and of the search results.
import type { Schemas } from "@qdrant/js-client-rest";

export function previewPayload(payload: Schemas["Payload"] | null | undefined, maxLength = 120): string {
  if (payload === null || payload === undefined || Object.keys(payload).length === 0) return "—";
  const text = JSON.stringify(payload);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
