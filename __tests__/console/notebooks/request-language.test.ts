// The request cells' language: the header's parts as their own nodes, and the
// body parsed by the JSON parser (references standing for values included),
// so that it is coloured, indented and bracket matched as JSON.
import { ensureSyntaxTree, matchBrackets } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { requestLanguage } from "../../../src/areas/notebooks/editor/request-language";

const CELL = [
  "# A comment",
  "// another",
  "# @name found",
  "@collection = starter",
  "POST collections/{{collection}}/points/query?wait=true",
  "{",
  '  "query": [0.1, 0.2],',
  '  "filter": {"must": [{"key": "topic", "match": {"value": "economy"}}]},',
  '  "limit": {{limit}},',
  '  "with_payload": true',
  "}",
].join("\n");

function nodesOf(doc: string): { name: string; text: string; from: number }[] {
  const state = EditorState.create({ doc, extensions: [requestLanguage()] });
  const tree = ensureSyntaxTree(state, doc.length, 5_000);
  if (tree === null) throw new Error("No syntax tree");
  const nodes: { name: string; text: string; from: number }[] = [];
  tree.iterate({ enter: (node) => void nodes.push({ name: node.name, text: doc.slice(node.from, node.to), from: node.from }) });
  return nodes;
}

it("reads the header's parts: comments, the cell's name, variables, the method and the path", () => {
  const nodes = nodesOf(CELL).filter((node) => !["RequestCell", "JsonText"].includes(node.name) && node.from < CELL.indexOf("{\n"));
  expect(nodes.map(({ name, text }) => [name, text])).toEqual([
    ["Comment", "# A comment"],
    ["Comment", "// another"],
    ["NameMark", "# @name"],
    ["CellName", "found"],
    ["VariableName", "@collection"],
    ["DefinitionOperator", "="],
    ["VariableValue", "starter"],
    ["Method", "POST"],
    ["Path", "collections/{{collection}}/points/query?wait=true"],
  ]);
});

it("parses the body with the JSON parser, a reference standing for a value", () => {
  const bodyFrom = CELL.indexOf("{\n");
  const body = nodesOf(CELL).filter((node) => node.from >= bodyFrom);
  const names = new Set(body.map((node) => node.name));
  for (const name of ["JsonText", "Object", "Property", "PropertyName", "Array", "Number", "String", "True"]) expect(names).toContain(name);
  expect(body.filter((node) => node.name === "PropertyName").map((node) => node.text)).toEqual(['"query"', '"filter"', '"must"', '"key"', '"match"', '"value"', '"limit"', '"with_payload"']);
  expect(body.find((node) => node.name === "⚠")).toBeUndefined();
  // Nothing of the header is read as JSON.
  expect(nodesOf(CELL).filter((node) => node.from < bodyFrom).map((node) => node.name)).not.toContain("Object");
});

it("gives the body JSON's language data and brackets", () => {
  const state = EditorState.create({ doc: CELL, extensions: [requestLanguage()] });
  ensureSyntaxTree(state, CELL.length, 5_000);
  const inBody = CELL.indexOf('"query"') + 1;
  expect(state.languageDataAt<{ brackets: string[] }>("closeBrackets", inBody)).toEqual([{ brackets: ["[", "{", '"'] }]);
  expect(state.languageDataAt("commentTokens", 3)).toEqual([{ line: "#" }]);
  const open = CELL.indexOf("[0.1");
  expect(matchBrackets(state, open, 1)).toMatchObject({ matched: true, end: { from: CELL.indexOf("0.2]") + 3 } });
});

it("reads half-typed cells", () => {
  expect(nodesOf("PO").map((node) => node.name)).toEqual(["RequestCell", "Method"]);
  expect(nodesOf("# @name x\n").map((node) => node.name)).toEqual(["RequestCell", "NameMark", "CellName"]);
  const names = nodesOf('POST /collections/docs/points/query\n{"filter": {"must": [{"').map((node) => node.name);
  expect(names).toEqual(expect.arrayContaining(["Method", "Path", "JsonText", "Object", "PropertyName"]));
});
