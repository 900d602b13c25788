// How deep the data plane's JSON may nest. Qdrant reads bodies with
// serde_json, whose recursion limit refuses the 128th array or object opened
// inside another: "Format error in JSON body: recursion limit exceeded at line
// 1 column 128". Bodies are measured here, on their text and without
// recursion, before JSON.parse builds them (a 32 MB body of "[" took V8 32 s
// and 900 MB) and before any recursive code walks them (zod's schemas,
// JSON.stringify, the formula and filter readers), so that every value past
// the body parser is shallow enough for any walk.

/** serde_json's recursion limit: a body may nest arrays and objects 127 levels deep. */
export const MAX_JSON_DEPTH = 128;

/** Where serde reports a problem: the line, and the byte of that line, both from 1. */
export interface TextPosition {
  line: number;
  column: number;
}

const STRUCTURE = /[[\]{}"]/g;
const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]);

/** Where the array or object that opens `limit` levels deep stands in `text`, or undefined when none does. */
export function findTooDeep(text: string, limit = MAX_JSON_DEPTH): TextPosition | undefined {
  let depth = 0;
  STRUCTURE.lastIndex = 0;
  for (let match = STRUCTURE.exec(text); match !== null; match = STRUCTURE.exec(text)) {
    const code = text.charCodeAt(match.index);
    if (code === QUOTE) {
      const end = closingQuote(text, match.index + 1);
      if (end < 0) return undefined;
      STRUCTURE.lastIndex = end + 1;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth >= limit) return positionOf(text, match.index);
    } else {
      depth -= 1;
    }
  }
  return undefined;
}

/** The index of the quote that ends a string begun before `from` (one not escaped by a backslash), or -1. */
function closingQuote(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/** serde's line and column of the character at `index`: columns count UTF-8 bytes. */
function positionOf(text: string, index: number): TextPosition {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  let line = 1;
  for (let newline = text.indexOf("\n"); newline >= 0 && newline < lineStart; newline = text.indexOf("\n", newline + 1)) line += 1;
  return { line, column: new TextEncoder().encode(text.slice(lineStart, index + 1)).length };
}
