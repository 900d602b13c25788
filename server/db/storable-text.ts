// Text and JSON as the metadata store's text and jsonb columns take them.
// PostgreSQL refuses the NUL character in text and jsonb (PGlite too), and a
// lone surrogate in jsonb; a job's error or an import's row error can quote a
// file's bytes (one NUL in a reason made the end of an import unrecordable, and
// the job ran again and again), and an audit entry's details quote a request's
// filter (a NUL in a match value answered 500 after the delete it recorded had
// been applied). NUL is written as the escape \u0000 (visible, and what the
// user would search for), a lone surrogate as U+FFFD, and a long text is cut.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The most characters of a job's error or a row error's reason kept. */
export const STORED_TEXT_MAX = 2_000;

export function storableText(text: string, maxLength = STORED_TEXT_MAX): string {
  const escaped = text.replaceAll("\u0000", "\\u0000");
  // Cut first: a cut may part a surrogate pair.
  const cut = escaped.length > maxLength ? `${escaped.slice(0, maxLength - 1)}…` : escaped;
  return cut.replace(LONE_SURROGATE, "\ufffd");
}

/** `value` as JSON a jsonb column takes: every string and key made storable (uncut), the rest as JSON.stringify writes it. */
export function storableJson(value: unknown): string {
  return JSON.stringify(storable(value));
}

function storable(value: unknown): unknown {
  if (typeof value === "string") return storableText(value, Number.POSITIVE_INFINITY);
  if (Array.isArray(value)) return value.map(storable);
  if (value === null || typeof value !== "object") return value;
  if ("toJSON" in value && typeof value.toJSON === "function") return storable(value.toJSON());
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key, Number.POSITIVE_INFINITY), storable(item)]));
}
