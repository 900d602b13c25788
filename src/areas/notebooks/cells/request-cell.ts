// A request cell's text, read as VS Code's REST Client and httpyac read theirs:
// before the request, comments (# or //), the cell's name ("# @name found",
// under which later cells reach its last answer) and variables
// ("@collection = starter", for this cell and every later one); then the
// method and path on one line, as in Qdrant's console, and the JSON body below.
// References ({{collection}}, {{found.result.points[0].id}}) stay as written
// here: notebook-scope.ts resolves them when the cell runs.

export const REQUEST_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];

export interface CellVariable {
  name: string;
  /** The rest of the line, trimmed, as text. */
  value: string;
  /** 1-based, within the cell. */
  line: number;
}

export interface CellRequest {
  method: RequestMethod;
  /** Starting with "/", with its query string and references as written. */
  path: string;
  line: number;
  /** Everything below the request line, as written (blank when there is no body). */
  bodyText: string;
  /** The line the body starts on. */
  bodyLine: number;
}

export interface CellProblem {
  line: number;
  message: string;
}

export interface ParsedRequestCell {
  name: string | null;
  variables: CellVariable[];
  /** Null when the cell has no request line, or a malformed one (then a problem says why). */
  request: CellRequest | null;
  problems: CellProblem[];
}

export const REQUEST_LINE_EXAMPLE = "POST collections/docs/points/query";

const COMMENT = /^\s*(#|\/\/)/;
const NAME_LINE = /^\s*(?:#|\/\/)\s*@name\b\s*(.*)$/;
const VARIABLE_LINE = /^\s*@([A-Za-z0-9_]+)\s*=(.*)$/;
const IDENTIFIER = /^[A-Za-z0-9_]+$/;

/** What a line before the request is, by the rules above; "request" for the first line that is none of them. */
export type HeaderLineKind = "blank" | "comment" | "name" | "variable" | "bad-variable" | "request";

/** One reading of a line for the runner (here) and the editor's colours and completion (editor/request-layout.ts). */
export function classifyHeaderLine(text: string): HeaderLineKind {
  if (NAME_LINE.test(text)) return "name";
  if (text.trim() === "") return "blank";
  if (COMMENT.test(text)) return "comment";
  if (VARIABLE_LINE.test(text)) return "variable";
  if (text.trim().startsWith("@")) return "bad-variable";
  return "request";
}

function isRequestMethod(word: string): word is RequestMethod {
  return (REQUEST_METHODS as readonly string[]).includes(word);
}

function readRequestLine(text: string, line: number, rest: string[]): CellRequest | CellProblem {
  const [word = "", ...pathWords] = text.trim().split(/\s+/);
  const method = word.toUpperCase();
  const path = pathWords.join(" ");
  if (!isRequestMethod(method) || path === "") {
    return { line, message: `a request starts with GET, POST, PUT, PATCH or DELETE and a path, as "${REQUEST_LINE_EXAMPLE}"` };
  }
  return { method, path: path.startsWith("/") ? path : `/${path}`, line, bodyText: rest.join("\n"), bodyLine: line + 1 };
}

export function parseRequestCell(source: string): ParsedRequestCell {
  const lines = source.split(/\r?\n/);
  const parsed: ParsedRequestCell = { name: null, variables: [], request: null, problems: [] };
  for (const [index, text] of lines.entries()) {
    const line = index + 1;
    const kind = classifyHeaderLine(text);
    if (kind === "name") {
      const name = (NAME_LINE.exec(text)?.[1] ?? "").trim();
      if (!IDENTIFIER.test(name)) parsed.problems.push({ line, message: `a cell's name is letters, digits or _, as "# @name found"` });
      else if (parsed.name !== null && parsed.name !== name) parsed.problems.push({ line, message: `a cell has one name, and this one is already named ${parsed.name}` });
      else parsed.name = name;
      continue;
    }
    if (kind === "blank" || kind === "comment") continue;
    if (kind === "variable") {
      const variable = VARIABLE_LINE.exec(text);
      parsed.variables.push({ name: variable?.[1] ?? "", value: (variable?.[2] ?? "").trim(), line });
      continue;
    }
    if (kind === "bad-variable") {
      parsed.problems.push({ line, message: `a variable is set as "@name = value", its name letters, digits or _` });
      continue;
    }
    const request = readRequestLine(text, line, lines.slice(index + 1));
    if ("method" in request) parsed.request = request;
    else parsed.problems.push(request);
    break;
  }
  return parsed;
}
