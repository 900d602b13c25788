// What the Go and Rust samples share: string literals, how a literal spreads over lines, a
// datetime as the seconds and nanoseconds of a protobuf Timestamp, and the
// refusal of a request part their clients cannot write.

/**
 * A part of a request that the Go or Rust client has no way to write (a
 * keyword prefix or substring match, a formula, an inference object with
 * options): the sample in that language is not offered rather than shown
 * without it.
 */
export class NotExpressible extends Error {}

/** The program `write` gives, or undefined when the request holds a part it cannot write. */
export function unlessNotExpressible(write: () => string): string | undefined {
  try {
    return write();
  } catch (error) {
    if (error instanceof NotExpressible) return undefined;
    throw error;
  }
}

/** A Go string literal: JSON's escapes are Go's. */
export const goString = (text: string) => JSON.stringify(text);

/** A Rust string literal: quotes, backslashes and control characters escaped. */
export function rustString(text: string): string {
  const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "\\": "\\\\" };
  const escaped = [...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      return named[character] ?? (code < 0x20 || code === 0x7f ? `\\u{${code.toString(16)}}` : character);
    })
    .join("");
  return `"${escaped}"`;
}

const INLINE_LIMIT = 80;

/** Lines after the first, pushed in by `pad`. */
function indentTail(text: string, pad: string): string {
  return text
    .split("\n")
    .map((line, at) => (at === 0 || line === "" ? line : pad + line))
    .join("\n");
}

/**
 * `open` items `close`: on one line when short, else one item a line, each
 * followed by a comma (Go and Rust both take a trailing one).
 */
export function block(open: string, items: readonly string[], close: string, pad: string, spaced = false): string {
  if (items.length === 0) return `${open}${close}`;
  const inline = spaced ? `${open} ${items.join(", ")} ${close}` : `${open}${items.join(", ")}${close}`;
  if (inline.length <= INLINE_LIMIT && !inline.includes("\n")) return inline;
  // Rust's struct base (..Default::default()) ends the list and takes no comma.
  return [open, ...items.map((item) => `${pad}${indentTail(item, pad)}${item.startsWith("..") ? "" : ","}`), close].join("\n");
}

export interface Timestamp {
  seconds: number;
  nanos: number;
}

/**
 * A datetime as Qdrant reads one (RFC 3339, a space for the T, no zone meaning
 * UTC, a date alone) as a protobuf Timestamp; NotExpressible when it is none.
 */
export function timestampOf(text: string): Timestamp {
  const normal = text.trim().replace(" ", "T");
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(normal);
  const millis = Date.parse(zoned || !normal.includes("T") ? normal : `${normal}Z`);
  if (!Number.isFinite(millis)) throw new NotExpressible(`not a datetime: ${text}`);
  const fraction = /T[\d:]+\.(\d+)/.exec(normal)?.[1] ?? "";
  return { seconds: Math.floor(millis / 1000), nanos: Number(fraction.padEnd(9, "0").slice(0, 9)) };
}

/** The range bounds of Qdrant's filters, in the order they are written. */
export const RANGE_BOUNDS = ["gt", "gte", "lt", "lte"] as const;

/** The request's keys a sample writes; any other is NotExpressible, never dropped. */
export const REQUEST_KEYS = new Set(["prefetch", "query", "using", "lookup_from", "filter", "limit", "offset", "score_threshold", "group_by", "group_size", "with_payload"]);
export const PREFETCH_KEYS = new Set(["prefetch", "query", "using", "lookup_from", "filter", "limit", "score_threshold"]);

export function checkKeys(value: Record<string, unknown>, known: ReadonlySet<string>): void {
  const unknown = Object.keys(value).find((key) => value[key] !== undefined && value[key] !== null && !known.has(key));
  if (unknown !== undefined) throw new NotExpressible(`the request's ${unknown}`);
  if (value.with_payload !== undefined && typeof value.with_payload !== "boolean") throw new NotExpressible("a payload selector");
}

/** Qdrant's enums as both clients name their variants (the protobuf enums' names). */
export const RECOMMEND_STRATEGIES: Readonly<Record<string, string>> = { average_vector: "AverageVector", best_score: "BestScore", sum_scores: "SumScores" };
export const DIRECTIONS: Readonly<Record<string, string>> = { asc: "Asc", desc: "Desc" };

/** A condition that is itself a filter (must, should, must_not, min_should). */
export function isFilterCondition(condition: Record<string, unknown>): boolean {
  return ["must", "should", "must_not", "min_should"].some((clause) => clause in condition);
}

const FIELD_PARTS = ["match", "range", "geo_radius", "geo_bounding_box", "geo_polygon", "values_count", "is_empty", "is_null"];

/** A field condition's one part; NotExpressible for several (REST allows them, the clients' constructors take one). */
export function checkOnePart(condition: Record<string, unknown>): void {
  const parts = FIELD_PARTS.filter((part) => condition[part] !== undefined && condition[part] !== null);
  if (parts.length !== 1) throw new NotExpressible("a field condition of several parts");
}
