import { REQUEST_METHODS, parseRequestCell } from "../../../src/areas/notebooks/cells/request-cell";
import { readRequestLayout } from "../../../src/areas/notebooks/editor/request-layout";

describe("a request cell's text", () => {
  it("holds comments, a name and variables before the request line, and the body below it", () => {
    const source = [
      "# Points like the ones found",
      "# @name similar",
      "@collection = starter ",
      "",
      "POST collections/{{collection}}/points/query?wait=true",
      "{",
      '  "filter": {"must": [{"has_id": {{found.result.points[*].id}}}]}',
      "}",
    ].join("\n");
    expect(parseRequestCell(source)).toEqual({
      name: "similar",
      variables: [{ name: "collection", value: "starter", line: 3 }],
      request: {
        method: "POST",
        path: "/collections/{{collection}}/points/query?wait=true",
        line: 5,
        bodyText: '{\n  "filter": {"must": [{"has_id": {{found.result.points[*].id}}}]}\n}',
        bodyLine: 6,
      },
      problems: [],
    });
  });

  it("takes // comments and names, any case of method, and a path with its slash", () => {
    const parsed = parseRequestCell("// @name listed\n// every collection\n@a=1\n@b =  two words  \nget /collections");
    expect(parsed.name).toBe("listed");
    expect(parsed.variables).toEqual([
      { name: "a", value: "1", line: 3 },
      { name: "b", value: "two words", line: 4 },
    ]);
    expect(parsed.request).toEqual({ method: "GET", path: "/collections", line: 5, bodyText: "", bodyLine: 6 });
  });

  it("reads Windows line breaks", () => {
    expect(parseRequestCell("DELETE collections/old\r\n").request).toEqual({ method: "DELETE", path: "/collections/old", line: 1, bodyText: "", bodyLine: 2 });
  });

  it("has no request when it holds only comments and variables", () => {
    expect(parseRequestCell("# nothing yet\n@collection = docs\n")).toEqual({ name: null, variables: [{ name: "collection", value: "docs", line: 2 }], request: null, problems: [] });
    expect(parseRequestCell("")).toEqual({ name: null, variables: [], request: null, problems: [] });
  });

  it("says how a request line is written when the first line is not one", () => {
    const example = 'a request starts with GET, POST, PUT, PATCH or DELETE and a path, as "POST collections/docs/points/query"';
    expect(parseRequestCell('{"limit": 3}')).toEqual({ name: null, variables: [], request: null, problems: [{ line: 1, message: example }] });
    expect(parseRequestCell("# list\nHEAD collections").problems).toEqual([{ line: 2, message: example }]);
    expect(parseRequestCell("POST").problems).toEqual([{ line: 1, message: example }]);
  });

  it("says how names and variables are written", () => {
    expect(parseRequestCell("# @name my-cell\nGET collections").problems).toEqual([{ line: 1, message: `a cell's name is letters, digits or _, as "# @name found"` }]);
    expect(parseRequestCell("# @name first\n# @name second\nGET collections").problems).toEqual([{ line: 2, message: "a cell has one name, and this one is already named first" }]);
    expect(parseRequestCell("@collection starter\nGET collections").problems).toEqual([{ line: 1, message: `a variable is set as "@name = value", its name letters, digits or _` }]);
  });

  it("sends the methods the data plane takes", () => {
    expect(REQUEST_METHODS).toEqual(["GET", "POST", "PUT", "PATCH", "DELETE"]);
  });
});

it("finds the request on the same line as the editor's colouring and completion do", () => {
  const sources = ["@oops\nGET collections", "@a.b = c\nPOST collections/x", "# @name 1x\nGET collections", "// note\n\n@c = d\n# @name found\nDELETE collections/{{c}}\n{}"];
  for (const source of sources) {
    const layout = readRequestLayout(source);
    const editorLine = layout.request === null ? null : source.slice(0, layout.request.from).split("\n").length;
    expect({ source, line: editorLine }).toEqual({ source, line: parseRequestCell(source).request?.line ?? null });
  }
});
