// Point ids as typed or found in a URL: an unsigned integer or a UUID.
import type { Schemas } from "@qdrant/js-client-rest";

type PointId = Schemas["ExtendedPointId"];

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export function parsePointId(text: string): { id: PointId } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Enter a point id" };
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    return Number.isSafeInteger(id) ? { id } : { error: `${trimmed} is larger than the ids this console can send` };
  }
  if (UUID.test(trimmed)) return { id: trimmed };
  return { error: `${trimmed} is not a point id: use an unsigned integer or a UUID` };
}

/** Ids separated by commas, spaces or new lines; none is fine. */
export function parsePointIds(text: string): { ids: PointId[] } | { error: string } {
  const ids: PointId[] = [];
  for (const part of text.split(/[\s,]+/).filter((item) => item !== "")) {
    const parsed = parsePointId(part);
    if ("error" in parsed) return parsed;
    ids.push(parsed.id);
  }
  return { ids };
}
