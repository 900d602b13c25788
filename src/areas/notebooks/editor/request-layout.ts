// Where the parts of a request cell lie in its text, as the editor colours and
// completes them: the lines before the request (blank lines, `#` and `//`
// comments, `# @name x`, `@x = value`), the request line (method and path),
// and the body after it. Tolerant: any text has a layout, even half typed.
// Which line is which is the runner's reading (cells/request-cell.ts); this
// file adds where each part lies.

import { classifyHeaderLine } from "../cells/request-cell";

export { REQUEST_METHODS } from "../cells/request-cell";

export interface TextSpan {
  from: number;
  to: number;
  text: string;
}

export type HeaderLine =
  | { kind: "comment"; from: number; to: number }
  /** `# @name found`: the mark (`# @name`) and the name. */
  | { kind: "name"; mark: TextSpan; name: TextSpan }
  /** `@collection = starter`: the name with its `@`, the `=`, and the value. */
  | { kind: "variable"; name: TextSpan; equals: TextSpan; value: TextSpan | null };

export interface RequestLayout {
  header: HeaderLine[];
  /** The first line that is none of the header's: the method, then the path. */
  request: { from: number; to: number; method: TextSpan; path: TextSpan | null } | null;
  /** The body: from the line after the request line to the end. */
  body: { from: number; to: number } | null;
}

const NAME_LINE = /^(\s*(?:#|\/\/)\s*@name)(\s+)(\S+)/;
const VARIABLE_LINE = /^(\s*)(@[A-Za-z0-9_]+)(\s*)(=)(\s*)(.*?)\s*$/;
const REQUEST_LINE = /^(\s*)(\S+)(?:(\s+)(\S+))?/;

function span(text: string, from: number): TextSpan {
  return { from, to: from + text.length, text };
}

/** The line's parts, read as the runner reads it (cells/request-cell.ts): null for the request line. */
function readHeaderLine(line: string, from: number): HeaderLine | "blank" | null {
  const kind = classifyHeaderLine(line);
  if (kind === "request") return null;
  if (kind === "blank") return "blank";
  const asComment: HeaderLine = { kind: "comment", from: from + line.length - line.trimStart().length, to: from + line.length };
  const name = kind === "name" ? NAME_LINE.exec(line) : null;
  if (name) {
    const [, mark = "", gap = "", value = ""] = name;
    const markStart = from + line.indexOf(mark.trimStart());
    return { kind: "name", mark: span(mark.trimStart(), markStart), name: span(value, from + mark.length + gap.length) };
  }
  const variable = kind === "variable" ? VARIABLE_LINE.exec(line) : null;
  if (variable) {
    const [, indent = "", variableName = "", before = "", equals = "", after = "", value = ""] = variable;
    const nameFrom = from + indent.length;
    const equalsFrom = nameFrom + variableName.length + before.length;
    const valueFrom = equalsFrom + 1 + after.length;
    return { kind: "variable", name: span(variableName, nameFrom), equals: span(equals, equalsFrom), value: value === "" ? null : span(value, valueFrom) };
  }
  // A comment, a malformed name or variable (the runner says what is wrong): coloured as a comment.
  return asComment;
}

export function readRequestLayout(text: string): RequestLayout {
  const header: HeaderLine[] = [];
  let lineFrom = 0;
  while (lineFrom <= text.length) {
    const end = text.indexOf("\n", lineFrom);
    const lineTo = end < 0 ? text.length : end;
    const line = text.slice(lineFrom, lineTo);
    const read = readHeaderLine(line, lineFrom);
    if (read === null) {
      const [, indent = "", method = "", gap = "", path] = REQUEST_LINE.exec(line) ?? [];
      const methodFrom = lineFrom + indent.length;
      const request = {
        from: lineFrom,
        to: lineTo,
        method: span(method, methodFrom),
        path: path === undefined ? null : span(path, methodFrom + method.length + gap.length),
      };
      return { header, request, body: end < 0 ? null : { from: end + 1, to: text.length } };
    }
    if (read !== "blank") header.push(read);
    if (end < 0) break;
    lineFrom = end + 1;
  }
  return { header, request: null, body: null };
}

/**
 * The text with each `{{reference}}` outside a JSON string turned into a JSON
 * string of the same length (` "reference" `), so that a body with references
 * for values reads as JSON, every position where it was.
 */
export function maskReferences(text: string): string {
  let masked = "";
  let isInString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (isInString) {
      if (char === "\\") {
        masked += text.slice(at, at + 2);
        at += 1;
        continue;
      }
      if (char === '"' || char === "\n") isInString = false;
      masked += char;
      continue;
    }
    if (char === '"') isInString = true;
    if (char === "{" && text[at + 1] === "{") {
      const close = text.indexOf("}}", at + 2);
      const inner = close < 0 ? "" : text.slice(at + 2, close);
      if (close >= 0 && !/[\n{}]/.test(inner)) {
        masked += ` "${inner.replace(/["\\]/g, "_")}" `;
        at = close + 1;
        continue;
      }
    }
    masked += char;
  }
  return masked;
}
