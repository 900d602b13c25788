import { answerReferences, resolveRequest, scopeBefore, variableNames } from "../../../src/areas/notebooks/cells/notebook-scope";
import { parseRequestCell } from "../../../src/areas/notebooks/cells/request-cell";

type Cell = { kind: "markdown" | "request"; source: string };

const FOUND_ANSWER = { result: { points: [{ id: 1, score: 0.9, payload: { title: "Rates rise again" } }, { id: 3, score: 0.8, payload: { title: "Markets steady" } }] }, status: "ok", time: 0.002 };

const cells: Cell[] = [
  { kind: "markdown", source: "@ignored = markdown cells set nothing" },
  { kind: "request", source: "# @name found\n@collection = starter\n@limit = 2\nPOST collections/{{collection}}/points/query\n{\"limit\": {{limit}}}" },
  {
    kind: "request",
    source: [
      "# @name similar",
      "@limit = 5",
      "POST collections/{{collection}}/points/query?wait=true",
      "{",
      '  "query": [0.1, 0.2],',
      '  "filter": {"must": [{"has_id": {{found.result.points[*].id}}}]},',
      '  "limit": {{limit}},',
      '  "using": "{{collection}}"',
      "}",
    ].join("\n"),
  },
  { kind: "request", source: "@late = after\nGET collections" },
];

function resolveCell(list: Cell[], index: number, answers: ReadonlyMap<string, unknown> = new Map()) {
  return resolveRequest(parseRequestCell(list[index]?.source ?? ""), scopeBefore(list, index, answers));
}

function resolveSource(source: string, answers: ReadonlyMap<string, unknown> = new Map([["found", FOUND_ANSWER]])) {
  return resolveCell([cells[1] as Cell, { kind: "request", source }], 1, answers);
}

describe("the scope a cell runs in", () => {
  it("holds the variables of this cell and those above it, the last setting winning, and the cells named above", () => {
    const scope = scopeBefore(cells, 2, new Map<string, unknown>([["found", FOUND_ANSWER], ["similar", {}], ["elsewhere", {}]]));
    expect(scope.variables).toEqual(new Map([["collection", "starter"], ["limit", "5"]]));
    expect(scope.namedCells).toEqual(new Set(["found"]));
    expect(scope.answers).toEqual(new Map([["found", FOUND_ANSWER]]));
    expect(variableNames(scope)).toEqual(["collection", "limit"]);
  });

  it("puts text in as it is and anything else as JSON", () => {
    expect(resolveCell(cells, 2, new Map([["found", FOUND_ANSWER]]))).toEqual({
      ok: true,
      request: {
        method: "POST",
        path: "/collections/starter/points/query?wait=true",
        body: { query: [0.1, 0.2], filter: { must: [{ has_id: [1, 3] }] }, limit: 5, using: "starter" },
      },
    });
  });

  it("reaches items, keys and the status of a named cell's answer", () => {
    const resolved = resolveSource('POST x\n{"a": {{found.result.points[0].id}}, "b": "{{found.status}}", "c": {{found.result.points[*].payload}}, "d": {{found.result.points[1]}}}');
    expect(resolved).toEqual({
      ok: true,
      request: { method: "POST", path: "/x", body: { a: 1, b: "ok", c: [{ title: "Rates rise again" }, { title: "Markets steady" }], d: FOUND_ANSWER.result.points[1] } },
    });
    expect(resolveSource("GET collections/{{ collection }}/points/{{found.result.points[1].id}}")).toEqual({ ok: true, request: { method: "GET", path: "/collections/starter/points/3" } });
  });

  it("sends no body when the cell has none, or only blank lines", () => {
    expect(resolveCell(cells, 3)).toEqual({ ok: true, request: { method: "GET", path: "/collections" } });
    expect(resolveSource("GET collections\n\n  \n")).toEqual({ ok: true, request: { method: "GET", path: "/collections" } });
  });

  it("names a variable no cell sets, with its line", () => {
    expect(resolveSource('# see\nPOST collections/docs/points\n{"using": "{{colection}}"}')).toEqual({
      ok: false,
      message: `Line 3: unknown variable {{colection}}: set it with "@colection = value" in this or an earlier cell, or name a cell "# @name colection"`,
    });
    // A variable set below the cell is not yet set.
    expect(resolveCell(cells, 2, new Map([["found", FOUND_ANSWER]]))).toMatchObject({ ok: true });
    expect(resolveSource("GET collections/{{late}}")).toEqual({
      ok: false,
      message: `Line 1: unknown variable {{late}}: set it with "@late = value" in this or an earlier cell, or name a cell "# @name late"`,
    });
  });

  it("asks for a named cell to run first", () => {
    expect(resolveSource('POST x\n{"ids": {{found.result}}}', new Map())).toEqual({ ok: false, message: "Line 2: {{found.result}}: the cell named found has not run yet: run it first" });
  });

  it("says when a path finds nothing in the answer", () => {
    expect(resolveSource('POST x\n{\n  "ids": {{found.result.pointz}}\n}')).toEqual({ ok: false, message: "Line 3: {{found.result.pointz}} finds nothing in found's last answer" });
    expect(resolveSource('POST x\n{"ids": {{found.result.points[2].id}}}')).toEqual({ ok: false, message: "Line 2: {{found.result.points[2].id}} finds nothing in found's last answer" });
    expect(resolveSource('POST x\n{"ids": {{found.result.points[*].payload.topic}}}')).toEqual({
      ok: false,
      message: "Line 2: {{found.result.points[*].payload.topic}} finds nothing in found's last answer",
    });
    expect(resolveSource('POST x\n{"ids": {{found.status[*]}}}')).toEqual({ ok: false, message: "Line 2: {{found.status[*]}} finds nothing in found's last answer" });
  });

  it("says what a reference is when one is not, or names no cell", () => {
    expect(resolveSource("GET collections/{{found..result}}")).toEqual({
      ok: false,
      message: "Line 1: {{found..result}} is not a reference: write {{name}} for a variable, or {{cell.path}} for a named cell's answer, as {{found.result.points[0].id}}",
    });
    expect(resolveSource("GET collections/{{collection.name}}")).toEqual({ ok: false, message: "Line 1: {{collection.name}}: collection is a variable (text); only a named cell's answer has a path" });
    expect(resolveSource('POST x\n{"a": {{other.result}}}')).toEqual({ ok: false, message: `Line 2: {{other.result}}: no cell above is named other: name one "# @name other" and run it` });
  });

  it("gives the parser's problem, or says a cell has no request", () => {
    expect(resolveSource("# only a comment")).toEqual({
      ok: false,
      message: `This cell has no request: write the method and path on a line, as "POST collections/docs/points/query", and the JSON body below`,
    });
    expect(resolveSource("SEARCH collections")).toEqual({
      ok: false,
      message: `Line 1: a request starts with GET, POST, PUT, PATCH or DELETE and a path, as "POST collections/docs/points/query"`,
    });
  });

  it("names the cell's line a body goes wrong on", () => {
    expect(resolveSource('# @name q\nPOST x\n{\n  "limit": 3,\n  "using": }')).toEqual({ ok: false, message: "The body is not valid JSON: Unexpected token '}' (line 5)" });
    expect(resolveSource('POST x\n{\n  "limit": 3\n  "using": "dense"\n}')).toEqual({ ok: false, message: "The body is not valid JSON: Expected ',' or '}' after property value (line 4)" });
    expect(resolveSource('POST x\n{\n  "limit": 3,\n')).toEqual({ ok: false, message: "The body is not valid JSON: Expected double-quoted property name (line 4)" });
    expect(resolveSource('POST x\n{\n  "limit": 3')).toEqual({ ok: false, message: "The body is not valid JSON: Expected ',' or '}' after property value (line 3)" });
    expect(resolveSource('POST x\n["a", \n  "b\\q"]')).toEqual({ ok: false, message: "The body is not valid JSON: Bad escaped character (line 3)" });
    expect(resolveSource('POST x\n{"ids": {{found.result.points[*].id}}, "a": "{{found.result.points[0].payload.title}}" x}')).toEqual({
      ok: false,
      message: "The body is not valid JSON: Expected ',' or '}' after property value (line 2)",
    });
    // A line break put in by a reference stays on the line the reference is written on.
    expect(resolveSource('POST x\n{"a": 1,{{found.gap}}"b": }\n', new Map([["found", { gap: "\n  " }]]))).toEqual({ ok: false, message: "The body is not valid JSON: Unexpected token '}' (line 2)" });
  });

  it("lists the references that reach another cell's answer", () => {
    const scope = scopeBefore(cells, 2, new Map());
    expect(answerReferences(parseRequestCell(cells[2]?.source ?? ""), scope)).toEqual(["{{found.result.points[*].id}}"]);
    expect(answerReferences(parseRequestCell(cells[1]?.source ?? ""), scopeBefore(cells, 1, new Map()))).toEqual([]);
  });
});
