// A notebook as a file: Export writes this console's own format
// (notebookFileSchema) or a Jupyter notebook that runs the requests with
// Python's requests; Import reads either back. Each code cell of an exported
// Jupyter notebook keeps the cell it was written from in its metadata, so that
// importing it gives back the very same cells; a Jupyter notebook from
// elsewhere comes in as Markdown, its code in fenced blocks.
import { z } from "zod";
import {
  NOTEBOOK_CELL_KINDS,
  NOTEBOOK_FILE_FORMAT,
  NOTEBOOK_FILE_VERSION,
  NOTEBOOK_NAME_MAX,
  notebookCellSchema,
  notebookFileSchema,
  type NotebookCell,
  type NotebookFile,
} from "../../../../contract/notebooks";
import { pythonRequestCall, pythonRequestSetup } from "../../../code-samples/request-samples";
import { answerReferences, resolveRequest, scopeBefore, type NotebookScope } from "./notebook-scope";
import { parseRequestCell } from "./request-cell";
import { newCellId } from "./new-cell-id";

export interface NotebookContent {
  name: string;
  cells: readonly NotebookCell[];
}

export type ParsedNotebookFile = { ok: true; name: string; cells: NotebookCell[] } | { ok: false; message: string };

/** The key of a Jupyter cell's metadata that holds what this console needs of it. */
const METADATA_KEY = "vector-database-cloud";
const NEITHER = "This file is neither a notebook exported from Vector Database Cloud nor a Jupyter notebook (.ipynb)";

const ourCellSchema = z.object({ kind: z.enum(NOTEBOOK_CELL_KINDS), source: z.string() });
const setupCellSchema = z.object({ setup: z.literal(true) });
const ipynbSchema = z.object({
  nbformat: z.number(),
  metadata: z.object({ language_info: z.object({ name: z.string() }).optional() }).optional(),
  cells: z.array(
    z.object({
      cell_type: z.string(),
      id: z.string().optional(),
      source: z.union([z.string(), z.array(z.string())]),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The entries with ids of their own: a missing, malformed or repeated id is replaced. */
function withOwnIds(entries: readonly unknown[]): unknown[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    if (!isRecord(entry)) return entry;
    const kept = notebookCellSchema.shape.id.safeParse(entry.id);
    const id = kept.success && !taken.has(kept.data) ? kept.data : newCellId("cell", taken);
    taken.add(id);
    return { ...entry, id };
  });
}

export function toNotebookFile(notebook: NotebookContent): string {
  const file: NotebookFile = {
    format: NOTEBOOK_FILE_FORMAT,
    version: NOTEBOOK_FILE_VERSION,
    name: notebook.name,
    cells: notebook.cells.map(({ id, kind, source }) => ({ id, kind, source })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Jupyter's cell source: lines, each but the last with its line break. */
function sourceLines(text: string): string[] {
  return text === "" ? [] : text.split(/(?<=\n)/);
}

/**
 * A request cell in Python: its variables put in, its body as a Python
 * literal. A cell that needs another cell's answer, or that the console could
 * not run as written, is kept as a comment that says why.
 */
function pythonCell(source: string, scope: NotebookScope): string {
  const parsed = parseRequestCell(source);
  const answers = answerReferences(parsed, scope);
  const resolved = answers.length === 0 ? resolveRequest(parsed, scope) : null;
  if (resolved?.ok) return `${pythonRequestCall(resolved.request)}\nresponse.json()`;
  const note =
    resolved === null
      ? `# This cell uses another cell's answer (${answers.join(", ")}), which the console puts in when it runs: here it is as written.`
      : `# This cell is not written as Python (${resolved.message}): here it is as written.`;
  return [note, ...source.split("\n").map((line) => `# ${line}`.trimEnd())].join("\n");
}

function jupyterCell({ id, kind, source }: NotebookCell, scope: NotebookScope) {
  if (kind === "markdown") return { cell_type: "markdown", id, metadata: {}, source: sourceLines(source) };
  return { cell_type: "code", execution_count: null, id, metadata: { [METADATA_KEY]: { kind, source } }, outputs: [], source: sourceLines(pythonCell(source, scope)) };
}

/** A Jupyter notebook (nbformat 4.5): a first cell reads the URL and the key from the environment, then each cell in turn. */
export function toIpynb(notebook: NotebookContent): string {
  const taken = new Set(notebook.cells.map((cell) => cell.id));
  let setupId = "setup";
  for (let count = 2; taken.has(setupId); count += 1) setupId = `setup-${count}`;
  const setup = { cell_type: "code", execution_count: null, id: setupId, metadata: { [METADATA_KEY]: { setup: true } }, outputs: [], source: sourceLines(pythonRequestSetup(null)) };
  const ipynb = {
    // Variables are put in as the console would: no cell has run, so no answer is known.
    cells: [setup, ...notebook.cells.map((cell, index) => jupyterCell(cell, scopeBefore(notebook.cells, index, new Map())))],
    metadata: { kernelspec: { display_name: "Python 3", language: "python", name: "python3" }, language_info: { name: "python" } },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(ipynb, null, 1)}\n`;
}

/** Text in a fenced Markdown block, its fence longer than any run of backticks in it. */
function fenced(code: string, language: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map(([run]) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${code.replace(/\n$/, "")}\n${fence}`;
}

function readOwnFile(data: Record<string, unknown>): ParsedNotebookFile {
  if (typeof data.version === "number" && data.version > NOTEBOOK_FILE_VERSION) {
    return { ok: false, message: `This notebook file is version ${data.version}; this console reads version ${NOTEBOOK_FILE_VERSION}` };
  }
  const file = notebookFileSchema.safeParse(Array.isArray(data.cells) ? { ...data, cells: withOwnIds(data.cells) } : data);
  if (!file.success) return { ok: false, message: `This notebook file cannot be read: ${file.error.issues[0]?.message}` };
  return { ok: true, name: file.data.name, cells: file.data.cells };
}

/** The file's name without its extension, as a notebook's name. */
function nameOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, "").trim().slice(0, NOTEBOOK_NAME_MAX).trim() || "Imported notebook";
}

function readIpynb(data: Record<string, unknown>, fileName: string): ParsedNotebookFile {
  if (typeof data.nbformat === "number" && data.nbformat < 4) {
    return { ok: false, message: `This Jupyter notebook is in nbformat ${data.nbformat}; this console reads nbformat 4 (save it again with a recent Jupyter)` };
  }
  const notebook = ipynbSchema.safeParse(data);
  if (!notebook.success) return { ok: false, message: NEITHER };
  const language = notebook.data.metadata?.language_info?.name ?? "python";
  const cells: { id?: string; kind: NotebookCell["kind"]; source: string }[] = [];
  for (const cell of notebook.data.cells) {
    const ours = ourCellSchema.safeParse(cell.metadata?.[METADATA_KEY]);
    if (ours.success) {
      cells.push({ id: cell.id, ...ours.data });
      continue;
    }
    if (setupCellSchema.safeParse(cell.metadata?.[METADATA_KEY]).success) continue;
    const source = typeof cell.source === "string" ? cell.source : cell.source.join("");
    if (cell.cell_type === "markdown") cells.push({ id: cell.id, kind: "markdown", source });
    else if (source.trim() !== "") cells.push({ id: cell.id, kind: "markdown", source: fenced(source, cell.cell_type === "code" ? language : "") });
  }
  const file = notebookFileSchema.safeParse({ format: NOTEBOOK_FILE_FORMAT, version: NOTEBOOK_FILE_VERSION, name: nameOf(fileName), cells: withOwnIds(cells) });
  if (!file.success) return { ok: false, message: `This Jupyter notebook cannot be imported: ${file.error.issues[0]?.message}` };
  return { ok: true, name: file.data.name, cells: file.data.cells };
}

export function parseNotebookFile(text: string, fileName: string): ParsedNotebookFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: NEITHER };
  }
  if (!isRecord(data)) return { ok: false, message: NEITHER };
  if (data.format === NOTEBOOK_FILE_FORMAT) return readOwnFile(data);
  if ("nbformat" in data) return readIpynb(data, fileName);
  return { ok: false, message: NEITHER };
}
