// What a request cell runs with: the variables set by it and the cells above
// it (the last setting wins), and the last answers of the cells named above
// it. A reference {{name}} is a variable; {{cell.path}} reaches into a named
// cell's answer (the whole body, {result, status, time}): dots for keys, [0]
// for an item, [*] for every item. Text is inserted as it is, anything else
// as JSON, so "{{collection}}" gives "starter" and {{found.result.points[*].id}}
// gives [1,3]. Errors name the cell's line.
import type { NotebookCell } from "../../../../contract/notebooks";
import type { NotebookRequest } from "../../../api-client/notebooks";
import { REQUEST_LINE_EXAMPLE, parseRequestCell, type ParsedRequestCell } from "./request-cell";

export interface NotebookScope {
  /** Each variable's value, as text. */
  variables: ReadonlyMap<string, string>;
  /** The names of the request cells above ("# @name found"). */
  namedCells: ReadonlySet<string>;
  /** The last answer of each named cell above that has run. */
  answers: ReadonlyMap<string, unknown>;
}

export type ResolvedRequest = { ok: true; request: NotebookRequest } | { ok: false; message: string };

type Found = { ok: true; value: unknown } | { ok: false; message: string };

type Step = { kind: "key"; key: string } | { kind: "item"; index: number } | { kind: "each" };

const REFERENCE = /\{\{(.*?)\}\}/g;
const REFERENCE_PARTS = /^([A-Za-z0-9_]+)((?:\.[^.[\]\s]+|\[(?:\d+|\*)\])*)$/;
const STEP = /\.([^.[\]\s]+)|\[(\d+|\*)\]/g;

export function scopeBefore(cells: readonly Pick<NotebookCell, "kind" | "source">[], index: number, answers: ReadonlyMap<string, unknown>): NotebookScope {
  const variables = new Map<string, string>();
  const namedCells = new Set<string>();
  for (const [position, cell] of cells.slice(0, index + 1).entries()) {
    if (cell.kind !== "request") continue;
    const parsed = parseRequestCell(cell.source);
    for (const variable of parsed.variables) variables.set(variable.name, variable.value);
    if (parsed.name !== null && position < index) namedCells.add(parsed.name);
  }
  return { variables, namedCells, answers: new Map([...answers].filter(([name]) => namedCells.has(name))) };
}

/** The variables a cell can use, for completion. */
export function variableNames(scope: NotebookScope): string[] {
  return [...scope.variables.keys()].sort();
}

function readSteps(path: string): Step[] {
  return [...path.matchAll(STEP)].map(([, key, item]): Step => (key !== undefined ? { kind: "key", key } : item === "*" ? { kind: "each" } : { kind: "item", index: Number(item) }));
}

/** The value the steps reach, or undefined when they find nothing (a [*] finds nothing when any item does). */
function follow(value: unknown, steps: readonly Step[]): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (step.kind === "each") {
    if (!Array.isArray(value)) return undefined;
    const items = value.map((item) => follow(item, rest));
    return items.includes(undefined) ? undefined : items;
  }
  if (step.kind === "item") return Array.isArray(value) && step.index < value.length ? follow(value[step.index], rest) : undefined;
  const isRecord = typeof value === "object" && value !== null && !Array.isArray(value);
  return isRecord && Object.hasOwn(value, step.key) ? follow((value as Record<string, unknown>)[step.key], rest) : undefined;
}

function lookUp(written: string, inner: string, line: number, scope: NotebookScope): Found {
  const parts = REFERENCE_PARTS.exec(inner.trim());
  if (!parts) return { ok: false, message: `Line ${line}: ${written} is not a reference: write {{name}} for a variable, or {{cell.path}} for a named cell's answer, as {{found.result.points[0].id}}` };
  const [, name = "", path = ""] = parts;
  if (path === "" && scope.variables.has(name)) return { ok: true, value: scope.variables.get(name) };
  if (scope.namedCells.has(name)) {
    if (!scope.answers.has(name)) return { ok: false, message: `Line ${line}: ${written}: the cell named ${name} has not run yet: run it first` };
    const value = follow(scope.answers.get(name), readSteps(path));
    return value === undefined ? { ok: false, message: `Line ${line}: ${written} finds nothing in ${name}'s last answer` } : { ok: true, value };
  }
  if (scope.variables.has(name)) return { ok: false, message: `Line ${line}: ${written}: ${name} is a variable (text); only a named cell's answer has a path` };
  if (path !== "") return { ok: false, message: `Line ${line}: ${written}: no cell above is named ${name}: name one "# @name ${name}" and run it` };
  return { ok: false, message: `Line ${line}: unknown variable ${written}: set it with "@${name} = value" in this or an earlier cell, or name a cell "# @name ${name}"` };
}

function substituteLine(text: string, line: number, scope: NotebookScope): { ok: true; text: string } | { ok: false; message: string } {
  const failures: string[] = [];
  const substituted = text.replace(REFERENCE, (written, inner: string) => {
    const found = lookUp(written, inner, line, scope);
    if (!found.ok) {
      failures.push(found.message);
      return written;
    }
    return typeof found.value === "string" ? found.value : JSON.stringify(found.value);
  });
  const [failure] = failures;
  return failure === undefined ? { ok: true, text: substituted } : { ok: false, message: failure };
}

/** The references in a request that reach a named cell's answer (what an export cannot carry). */
export function answerReferences(parsed: ParsedRequestCell, scope: NotebookScope): string[] {
  const text = parsed.request === null ? "" : `${parsed.request.path}\n${parsed.request.bodyText}`;
  return [...text.matchAll(REFERENCE)]
    .filter(([, inner = ""]) => {
      const [, name = "", path = ""] = REFERENCE_PARTS.exec(inner.trim()) ?? [];
      return scope.namedCells.has(name) && !(path === "" && scope.variables.has(name));
    })
    .map(([written]) => written);
}

/** JSON.parse's words without the engine's position in the text (the cell's line is given instead). */
function jsonErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^(Unexpected token '.+?'), .* is not valid JSON$/s, "$1")
    .replace(/ in JSON at position \d+(?: \(line \d+ column \d+\))?$/, "")
    .replace(/ at line \d+ column \d+ of the JSON data$/, "");
}

/**
 * Where text that JSON.parse refused goes wrong: the offset of the first
 * character no JSON could have there (the text's end when it stops short).
 * Browsers word the error differently and not all of them say where.
 */
function jsonErrorOffset(text: string): number {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && " \t\n\r".includes(text.charAt(at))) at += 1;
  };
  const word = (expected: string) => {
    for (const character of expected) {
      if (text.charAt(at) !== character) return false;
      at += 1;
    }
    return true;
  };
  const string = () => {
    at += 1;
    while (at < text.length) {
      const character = text.charAt(at);
      if (character === '"') return word('"');
      if (character < " ") return false;
      if (character !== "\\") at += 1;
      else if (text.charAt(at + 1) === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
      else if ('"\\/bfnrt'.includes(text.charAt(at + 1)) && at + 1 < text.length) at += 2;
      else return false;
    }
    return false;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    at += match?.[0].length ?? 0;
    return match !== null;
  };
  const list = (close: "]" | "}"): boolean => {
    at += 1;
    skipSpace();
    if (text.charAt(at) === close) return word(close);
    for (;;) {
      if (close === "}") {
        skipSpace();
        if (text.charAt(at) !== '"' || !string()) return false;
        skipSpace();
        if (!word(":")) return false;
      }
      if (!value()) return false;
      skipSpace();
      if (text.charAt(at) === close) return word(close);
      if (!word(",")) return false;
    }
  };
  const value = (): boolean => {
    skipSpace();
    const first = text.charAt(at);
    if (first === "{") return list("}");
    if (first === "[") return list("]");
    if (first === '"') return string();
    if (first === "t") return word("true");
    if (first === "f") return word("false");
    if (first === "n") return word("null");
    return number();
  };
  if (value()) skipSpace();
  return Math.min(at, text.length);
}

/** The body's lines with their references resolved, parsed as JSON; a mistake names the cell's line it is on. */
function resolveBody(bodyText: string, bodyLine: number, scope: NotebookScope): { ok: true; body?: unknown } | { ok: false; message: string } {
  const lines: string[] = [];
  for (const [offset, text] of bodyText.split("\n").entries()) {
    const substituted = substituteLine(text, bodyLine + offset, scope);
    if (!substituted.ok) return substituted;
    lines.push(substituted.text);
  }
  const text = lines.join("\n");
  if (text.trim() === "") return { ok: true };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch (error) {
    // Lines are counted as written: a value put in may hold a line break.
    let rest = jsonErrorOffset(text);
    let line = bodyLine;
    for (const written of lines.slice(0, -1)) {
      if (rest <= written.length) break;
      rest -= written.length + 1;
      line += 1;
    }
    return { ok: false, message: `The body is not valid JSON: ${jsonErrorReason(error)} (line ${line})` };
  }
}

export function resolveRequest(parsed: ParsedRequestCell, scope: NotebookScope): ResolvedRequest {
  const [problem] = parsed.problems;
  if (problem) return { ok: false, message: `Line ${problem.line}: ${problem.message}` };
  if (parsed.request === null) {
    return { ok: false, message: `This cell has no request: write the method and path on a line, as "${REQUEST_LINE_EXAMPLE}", and the JSON body below` };
  }
  const { method, path, line, bodyText, bodyLine } = parsed.request;
  const resolvedPath = substituteLine(path, line, scope);
  if (!resolvedPath.ok) return resolvedPath;
  const body = resolveBody(bodyText, bodyLine, scope);
  if (!body.ok) return body;
  return { ok: true, request: "body" in body ? { method, path: resolvedPath.text, body: body.body } : { method, path: resolvedPath.text } };
}
