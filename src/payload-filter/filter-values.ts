// How the filter builder reads what is typed in a value field, and writes a
// filter's values back: whole numbers and true/false as themselves, other
// text as a string ("42" in quotes is the string 42), lists comma-separated
// or as a JSON array, range bounds as numbers or date-times.
export type MatchValue = string | number | boolean;

const INTEGER = /^-?\d+$/;

function looksTyped(text: string): boolean {
  return INTEGER.test(text) || text === "true" || text === "false" || text.startsWith('"');
}

/** A match value: a whole number, true or false, "quoted text", or plain text. */
export function parseMatchValue(text: string): { value: MatchValue } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Enter a value" };
  if (INTEGER.test(trimmed)) return { value: Number(trimmed) };
  if (trimmed === "true" || trimmed === "false") return { value: trimmed === "true" };
  if (/^-?\d*\.\d+(e-?\d+)?$/i.test(trimmed)) return { error: "Match a whole number, true, false or text; use a range for decimals" };
  if (trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === "string") return { value: parsed };
    } catch {
      // Falls through to the message below.
    }
    return { error: 'Close the quoted text: "like this"' };
  }
  return { value: trimmed };
}

export function formatMatchValue(value: MatchValue): string {
  if (typeof value !== "string") return String(value);
  return value.trim() !== value || value === "" || looksTyped(value) ? JSON.stringify(value) : value;
}

/** Any of a list: "a, b, c", "1, 2, 3" (whole numbers) or a JSON array. */
export function parseAnyValues(text: string): { values: string[] | number[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Enter at least one value" };
  if (trimmed.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { error: "Not a JSON array" };
    }
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((item) => typeof item === "string")) return { values: parsed as string[] };
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((item) => Number.isInteger(item))) return { values: parsed as number[] };
    return { error: "List only text or only whole numbers" };
  }
  const items = trimmed.split(",").map((item) => item.trim());
  if (items.some((item) => item === "")) return { error: "Remove the empty item from the list" };
  return items.every((item) => INTEGER.test(item)) ? { values: items.map(Number) } : { values: items };
}

export function formatAnyValues(values: readonly (string | number)[]): string {
  const isSimple = values.every((value) => typeof value === "number" || (value !== "" && !value.includes(",") && value.trim() === value && !looksTyped(value) && !value.startsWith("[")));
  return isSimple ? values.join(", ") : JSON.stringify(values);
}

/** A range bound: a number, or a date-time (RFC 3339) for a datetime field; blank for none. */
export function parseRangeBound(text: string): { bound: number | string | undefined } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { bound: undefined };
  const number = Number(trimmed);
  if (Number.isFinite(number)) return { bound: number };
  if (!Number.isNaN(Date.parse(trimmed))) return { bound: trimmed };
  return { error: "Enter a number or a date-time" };
}

export function formatRangeBound(bound: unknown): string {
  return bound === undefined || bound === null ? "" : String(bound);
}
