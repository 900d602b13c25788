import { parseNotebookFile, toIpynb, toNotebookFile } from "../../../src/areas/notebooks/cells/notebook-file";
import { starterCells } from "../../../server/notebooks/starter-notebook";

const CELL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NEITHER = "This file is neither a notebook exported from Vector Database Cloud nor a Jupyter notebook (.ipynb)";

const cells = [
  { id: "intro", kind: "markdown" as const, source: "# Search\n\nFind, then find more like it." },
  { id: "found", kind: "request" as const, source: "# @name found\n@collection = starter\nPOST collections/{{collection}}/points/query\n{\n  \"limit\": 2\n}" },
  { id: "similar", kind: "request" as const, source: 'POST collections/{{collection}}/points/query\n{"filter": {"must": [{"has_id": {{found.result.points[*].id}}}]}}' },
  { id: "broken", kind: "request" as const, source: 'POST collections/starter/points/query\n{"limit": }' },
];

type JupyterCell = { cell_type: string; id: string; metadata: Record<string, unknown>; source: string[]; outputs?: unknown[]; execution_count?: null };

function jupyterCells(text: string): JupyterCell[] {
  return (JSON.parse(text) as { cells: JupyterCell[] }).cells;
}

describe("this console's notebook file", () => {
  it("holds the format, its version, the name and the cells", () => {
    expect(JSON.parse(toNotebookFile({ name: "Search", cells }))).toEqual({ format: "vector-database-cloud/notebook", version: 1, name: "Search", cells });
    expect(toNotebookFile({ name: "Empty", cells: [] })).toBe('{\n  "format": "vector-database-cloud/notebook",\n  "version": 1,\n  "name": "Empty",\n  "cells": []\n}\n');
  });

  it("reads back the very cells it was written from", () => {
    expect(parseNotebookFile(toNotebookFile({ name: "Search", cells }), "anything.json")).toEqual({ ok: true, name: "Search", cells });
    expect(parseNotebookFile(toNotebookFile({ name: "Getting started", cells: starterCells() }), "getting-started.json")).toEqual({ ok: true, name: "Getting started", cells: starterCells() });
  });

  it("gives cells without an id of their own a new one", () => {
    const file = { format: "vector-database-cloud/notebook", version: 1, name: "Ids", cells: [{ kind: "markdown", source: "a" }, { id: "x", kind: "markdown", source: "b" }, { id: "x", kind: "markdown", source: "c" }, { id: "bad id!", kind: "markdown", source: "d" }] };
    const parsed = parseNotebookFile(JSON.stringify(file), "ids.json");
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.cells.map((cell) => cell.source)).toEqual(["a", "b", "c", "d"]);
    expect(parsed.cells[1]?.id).toBe("x");
    expect(new Set(parsed.cells.map((cell) => cell.id)).size).toBe(4);
    for (const cell of parsed.cells) expect(cell.id).toMatch(CELL_ID);
  });

  it("refuses a later version, and a file that is not one, in words", () => {
    expect(parseNotebookFile(JSON.stringify({ format: "vector-database-cloud/notebook", version: 2, name: "Later", cells: [] }), "later.json")).toEqual({
      ok: false,
      message: "This notebook file is version 2; this console reads version 1",
    });
    expect(parseNotebookFile(JSON.stringify({ format: "vector-database-cloud/notebook", version: 1, name: "Odd", cells: [{ id: "a", kind: "python", source: "" }] }), "odd.json")).toEqual({
      ok: false,
      message: `This notebook file cannot be read: a cell's kind must be "markdown" or "request"`,
    });
    expect(parseNotebookFile(JSON.stringify({ format: "vector-database-cloud/notebook", version: 1, name: " ", cells: [] }), "blank.json")).toEqual({
      ok: false,
      message: "This notebook file cannot be read: name must not be empty",
    });
    expect(parseNotebookFile("name,cells\n", "notebook.csv")).toEqual({ ok: false, message: NEITHER });
    expect(parseNotebookFile('{"collections": []}', "other.json")).toEqual({ ok: false, message: NEITHER });
    expect(parseNotebookFile("[1, 2]", "list.json")).toEqual({ ok: false, message: NEITHER });
  });
});

describe("a Jupyter notebook", () => {
  const text = toIpynb({ name: "Search", cells });
  const notebook = JSON.parse(text) as { nbformat: number; nbformat_minor: number; metadata: unknown };
  const [setup, intro, found, similar, broken] = jupyterCells(text);

  it("is nbformat 4.5, a Python notebook", () => {
    expect(notebook.nbformat).toBe(4);
    expect(notebook.nbformat_minor).toBe(5);
    expect(notebook.metadata).toEqual({ kernelspec: { display_name: "Python 3", language: "python", name: "python3" }, language_info: { name: "python" } });
  });

  it("starts by reading the URL and the key from the environment", () => {
    expect(setup).toEqual({
      cell_type: "code",
      execution_count: null,
      id: "setup",
      metadata: { "vector-database-cloud": { setup: true } },
      outputs: [],
      source: ["import os\n", "\n", "import requests\n", "\n", 'QDRANT_URL = os.environ["QDRANT_URL"]\n', 'QDRANT_API_KEY = os.environ["QDRANT_API_KEY"]'],
    });
  });

  it("keeps Markdown as Markdown and writes each request with requests, keeping the cell in its metadata", () => {
    expect(intro).toEqual({ cell_type: "markdown", id: "intro", metadata: {}, source: ["# Search\n", "\n", "Find, then find more like it."] });
    expect(found).toEqual({
      cell_type: "code",
      execution_count: null,
      id: "found",
      metadata: { "vector-database-cloud": { kind: "request", source: cells[1]?.source } },
      outputs: [],
      source: ['response = requests.post(f"{QDRANT_URL}/collections/starter/points/query", headers={"api-key": QDRANT_API_KEY}, json={"limit": 2})\n', "response.json()"],
    });
  });

  it("keeps as comments a request that needs another cell's answer, or that could not run", () => {
    expect(similar?.source.join("")).toBe(
      [
        "# This cell uses another cell's answer ({{found.result.points[*].id}}), which the console puts in when it runs: here it is as written.",
        "# POST collections/{{collection}}/points/query",
        '# {"filter": {"must": [{"has_id": {{found.result.points[*].id}}}]}}',
      ].join("\n"),
    );
    expect(broken?.source.join("")).toBe(
      [
        "# This cell is not written as Python (The body is not valid JSON: Unexpected token '}' (line 2)): here it is as written.",
        "# POST collections/starter/points/query",
        '# {"limit": }',
      ].join("\n"),
    );
  });

  it("writes the starter notebook's requests as Python", () => {
    const python = jupyterCells(toIpynb({ name: "Getting started", cells: starterCells() })).map((cell) => cell.source.join(""));
    expect(python[2]).toBe(
      [
        `response = requests.put(f"{QDRANT_URL}/collections/starter", headers={"api-key": QDRANT_API_KEY}, json={`,
        `    "vectors": {"dense": {"size": 512, "distance": "Cosine"}},`,
        `    "sparse_vectors": {"bm25": {"modifier": "idf"}},`,
        `})`,
        `response.json()`,
      ].join("\n"),
    );
    expect(python[3]).toBe(
      `response = requests.put(f"{QDRANT_URL}/collections/starter/index?wait=true", headers={"api-key": QDRANT_API_KEY}, json={"field_name": "topic", "field_schema": "keyword"})\nresponse.json()`,
    );
    expect(python[5]).toContain(`response = requests.post(f"{QDRANT_URL}/collections/starter/points/query", headers={"api-key": QDRANT_API_KEY}, json={\n`);
    expect(python[5]).toContain(`    "with_payload": True,\n})\nresponse.json()`);
  });

  it("reads back the very cells it was written from", () => {
    expect(parseNotebookFile(text, "Search.ipynb")).toEqual({ ok: true, name: "Search", cells });
    expect(parseNotebookFile(toIpynb({ name: "Getting started", cells: starterCells() }), "Getting started.ipynb")).toEqual({ ok: true, name: "Getting started", cells: starterCells() });
  });

  it("names its setup cell apart from a cell named setup", () => {
    const named = [{ id: "setup", kind: "markdown" as const, source: "Set up" }];
    expect(jupyterCells(toIpynb({ name: "Setup", cells: named })).map((cell) => cell.id)).toEqual(["setup-2", "setup"]);
    expect(parseNotebookFile(toIpynb({ name: "Setup", cells: named }), "setup.ipynb")).toEqual({ ok: true, name: "setup", cells: named });
  });
});

describe("a Jupyter notebook from elsewhere", () => {
  const foreign = {
    nbformat: 4,
    nbformat_minor: 4,
    metadata: { language_info: { name: "python" } },
    cells: [
      { cell_type: "markdown", metadata: {}, source: ["# Exploring\n", "A first look."] },
      { cell_type: "code", execution_count: 1, metadata: {}, outputs: [{ output_type: "stream", text: ["42\n"] }], source: "from qdrant_client import QdrantClient\nclient = QdrantClient()" },
      { cell_type: "code", id: "empty", execution_count: null, metadata: {}, outputs: [], source: [] },
      { cell_type: "code", id: "fenced", metadata: {}, outputs: [], source: "print('''```''')\n" },
      { cell_type: "raw", id: "raw", metadata: {}, source: "plain text" },
      { cell_type: "markdown", id: "kept-id", metadata: {}, source: "The end" },
    ],
  };

  it("comes in as Markdown, its code in fenced blocks, named after its file", () => {
    const parsed = parseNotebookFile(JSON.stringify(foreign), "  Exploring Qdrant.ipynb");
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.name).toBe("Exploring Qdrant");
    expect(parsed.cells.map(({ kind, source }) => ({ kind, source }))).toEqual([
      { kind: "markdown", source: "# Exploring\nA first look." },
      { kind: "markdown", source: "```python\nfrom qdrant_client import QdrantClient\nclient = QdrantClient()\n```" },
      { kind: "markdown", source: "````python\nprint('''```''')\n````" },
      { kind: "markdown", source: "```\nplain text\n```" },
      { kind: "markdown", source: "The end" },
    ]);
    expect(parsed.cells[2]?.id).toBe("fenced");
    expect(parsed.cells[4]?.id).toBe("kept-id");
    for (const cell of parsed.cells) expect(cell.id).toMatch(CELL_ID);
  });

  it("takes its name from the file, at most 100 characters", () => {
    const parsed = parseNotebookFile(JSON.stringify(foreign), `${"n".repeat(120)}.ipynb`);
    expect(parsed.ok && parsed.name).toBe("n".repeat(100));
    const unnamed = parseNotebookFile(JSON.stringify(foreign), ".ipynb");
    expect(unnamed.ok && unnamed.name).toBe("Imported notebook");
  });

  it("is refused when older than nbformat 4, or when it holds more cells than a notebook", () => {
    expect(parseNotebookFile(JSON.stringify({ nbformat: 3, nbformat_minor: 0, worksheets: [] }), "old.ipynb")).toEqual({
      ok: false,
      message: "This Jupyter notebook is in nbformat 3; this console reads nbformat 4 (save it again with a recent Jupyter)",
    });
    const big = { ...foreign, cells: Array.from({ length: 201 }, () => ({ cell_type: "markdown", metadata: {}, source: "x" })) };
    expect(parseNotebookFile(JSON.stringify(big), "big.ipynb")).toEqual({ ok: false, message: "This Jupyter notebook cannot be imported: a notebook holds at most 200 cells" });
    expect(parseNotebookFile(JSON.stringify({ nbformat: 4, cells: "none" }), "odd.ipynb")).toEqual({ ok: false, message: NEITHER });
  });
});
