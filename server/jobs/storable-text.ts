// Text as the metadata store's text columns take it. PostgreSQL refuses the
// NUL character in text (PGlite too), and a job's error or an import's row
// error can quote a file's bytes: one NUL in a reason made the end of an
// import unrecordable, and the job ran again and again. NUL is written as the
// escape \u0000 (visible, and what the user would search the file for), a
// lone surrogate as U+FFFD, and a long text is cut.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The most characters of a job's error or a row error's reason kept. */
export const STORED_TEXT_MAX = 2_000;

export function storableText(text: string, maxLength = STORED_TEXT_MAX): string {
  const escaped = text.replaceAll("\u0000", "\\u0000");
  // Cut first: a cut may part a surrogate pair.
  const cut = escaped.length > maxLength ? `${escaped.slice(0, maxLength - 1)}…` : escaped;
  return cut.replace(LONE_SURROGATE, "\ufffd");
}
