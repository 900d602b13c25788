// Completion in request cells against the data plane's own OpenAPI document
// (contract/qdrant/openapi.ts): methods, paths with the project's collections,
// body keys and values from the schemas, payload fields for a filter's "key",
// and variables after "{{".
import { CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { buildDataPlaneDocument } from "../../../contract/qdrant/openapi";
import { requestCompletion, type CompletionData } from "../../../src/areas/notebooks/editor/request-completion";
import { requestLanguage } from "../../../src/areas/notebooks/editor/request-language";

const openApi = buildDataPlaneDocument();
const DATA: CompletionData = {
  openApi,
  collections: ["docs"],
  payloadFields: (collection) => (collection === "docs" ? ["topic", "year", "author.name"] : []),
  variables: ["collection", "limit", "found"],
};

/** The completion at "|" in the cell's text. */
async function complete(textWithCursor: string, { explicit = true, data = DATA } = {}): Promise<CompletionResult | null> {
  const pos = textWithCursor.indexOf("|");
  const doc = textWithCursor.slice(0, pos) + textWithCursor.slice(pos + 1);
  const state = EditorState.create({ doc, selection: { anchor: pos }, extensions: [requestLanguage()] });
  return await requestCompletion(() => data)(new CompletionContext(state, pos, explicit));
}

async function labelsAt(textWithCursor: string, options?: { explicit?: boolean; data?: CompletionData }): Promise<string[]> {
  const result = await complete(textWithCursor, options);
  return (result?.options ?? []).map((option) => option.label).sort();
}

/** What the cell reads once the option labelled `label` is applied (as the editor applies a string `apply`). */
async function applyAt(textWithCursor: string, label: string): Promise<string> {
  const result = await complete(textWithCursor);
  const option = result?.options.find((each) => each.label === label);
  if (!result || !option) throw new Error(`No option ${label}`);
  const doc = textWithCursor.replace("|", "");
  const insert = typeof option.apply === "string" ? option.apply : option.label;
  return doc.slice(0, result.from) + insert + doc.slice(result.to ?? textWithCursor.indexOf("|"));
}

const sorted = (labels: string[]) => [...labels].sort();

describe("the request line", () => {
  it("offers the methods at the start of the line", async () => {
    expect(await labelsAt("|")).toEqual(sorted(["GET", "POST", "PUT", "PATCH", "DELETE"]));
    expect(await labelsAt("# @name found\n@limit = 3\nPO|")).toEqual(sorted(["GET", "POST", "PUT", "PATCH", "DELETE"]));
    expect(await complete("|", { explicit: false })).toBeNull();
    expect(await applyAt("PO|", "POST")).toBe("POST ");
  });

  it("offers the method's paths, with each collection and as a template, as the user began them", async () => {
    const labels = await labelsAt("POST coll|");
    expect(labels).toContain("collections/docs/points/query");
    expect(labels).toContain("collections/{collection_name}/points/query");
    expect(labels).toContain("collections/docs/points/search");
    expect(labels).toContain("collections/aliases");
    expect(labels).not.toContain("collections/docs"); // PUT, GET, PATCH, DELETE only
    expect(labels.every((label) => !label.startsWith("/"))).toBe(true);
    const options = (await complete("POST coll|"))?.options ?? [];
    // The template is a snippet whose parameters are fields to fill; a filled path is plain text.
    expect(typeof options.find((option) => option.label === "collections/{collection_name}/points/query")?.apply).toBe("function");
    expect(options.find((option) => option.label === "collections/docs/points/query")?.apply).toBeUndefined();

    const slashed = await labelsAt("GET /coll|");
    expect(slashed).toContain("/collections/docs");
    expect(slashed).toContain("/collections/docs/points/{id}");
    expect(slashed).not.toContain("/collections/docs/points/query");
    expect(slashed.every((label) => label.startsWith("/"))).toBe(true);
  });

  it("offers nothing on the request line until the document is there", async () => {
    expect(await complete("POST coll|", { data: { ...DATA, openApi: null } })).toBeNull();
  });
});

describe("the body", () => {
  it("offers the keys of the operation's body that are not there yet", async () => {
    const labels = await labelsAt('POST collections/docs/points/query\n{\n  "|');
    expect(labels).toEqual(
      sorted(["prefetch", "filter", "params", "limit", "top", "offset", "with_payload", "with_vector", "with_vectors", "score_threshold", "shard_key", "query", "using", "lookup_from"]),
    );
    const others = await labelsAt('POST /collections/docs/points/query?wait=true\n{\n  "limit": 3,\n  "|",\n  "query": [0.1]\n}');
    expect(others).toContain("filter");
    expect(others).not.toContain("limit");
    expect(others).not.toContain("query");
  });

  it("gives each key its type, and its description where the document has one", async () => {
    const top = await complete('POST collections/docs/points/query\n{\n  "|');
    const withPayload = top?.options.find((option) => option.label === "with_payload");
    expect(withPayload?.detail).toBe("boolean | array | object");
    expect(withPayload?.info).toMatch(/^Which payload to return/);
    const condition = await complete('POST collections/docs/points/query\n{"filter": {"must": [{"|');
    expect(condition?.options.find((option) => option.label === "key")).toMatchObject({ detail: "string", type: "property" });
    expect(condition?.options.find((option) => option.label === "key")?.info).toBeUndefined();
    expect(condition?.options.find((option) => option.label === "range")?.info).toMatch(/^Numbers make a numeric range/);
  });

  it("follows $ref, anyOf and arrays down to a filter's conditions in unfinished JSON", async () => {
    const labels = await labelsAt('POST collections/docs/points/query\n{"filter": {"must": [{"|');
    expect(labels).toEqual(
      sorted([
        "key",
        "match",
        "range",
        "values_count",
        "is_empty",
        "is_null",
        "geo_bounding_box",
        "geo_radius",
        "geo_polygon",
        "has_id",
        "has_vector",
        "nested",
        "slice",
        "must",
        "should",
        "must_not",
        "min_should",
      ]),
    );
    expect(await labelsAt('POST collections/docs/points/query\n{"filter": {"must": [{"key": "topic", "match": {"|')).toEqual(
      sorted(["value", "any", "except", "text", "text_any", "phrase", "prefix", "substring"]),
    );
  });

  it("offers enum values and booleans where the schema has them", async () => {
    expect(await labelsAt('PUT collections/x\n{"vectors": {"size": 4, "distance": "|')).toEqual(sorted(["Cosine", "Euclid", "Dot", "Manhattan"]));
    expect(await labelsAt('POST collections/docs/points/query\n{"with_vector": |')).toEqual(["false", "true"]);
    expect(await labelsAt('PUT collections/x\n{"on_disk_payload": t|}')).toEqual(["false", "true"]);
    expect(await labelsAt('PUT collections/x\n{"vectors": {"size": 4}, "sharding_method": "|"}')).toEqual(["auto", "custom"]);
  });

  it("quotes what it inserts as the JSON needs", async () => {
    expect(await applyAt('POST collections/docs/points/query\n{\n  "li|"\n}', "limit")).toBe('POST collections/docs/points/query\n{\n  "limit": \n}');
    expect(await applyAt('POST collections/docs/points/query\n{\n  "li|": 3\n}', "limit")).toBe('POST collections/docs/points/query\n{\n  "limit": 3\n}');
    expect(await applyAt('POST collections/docs/points/query\n{\n  li|\n}', "limit")).toBe('POST collections/docs/points/query\n{\n  "limit": \n}');
    expect(await applyAt('PUT collections/x\n{"vectors": {"size": 4, "distance": "Co|"}}', "Cosine")).toBe('PUT collections/x\n{"vectors": {"size": 4, "distance": "Cosine"}}');
    expect(await applyAt('PUT collections/x\n{"vectors": {"size": 4, "distance": |}}', "Dot")).toBe('PUT collections/x\n{"vectors": {"size": 4, "distance": "Dot"}}');
  });

  it("offers the collection's payload fields for a condition's key, anywhere below filter", async () => {
    expect(await labelsAt('POST collections/docs/points/query\n{"filter": {"must": [{"key": "|')).toEqual(sorted(["topic", "year", "author.name"]));
    expect(await labelsAt('POST collections/docs/points/scroll\n{"filter": {"should": {"nested": {"key": "|')).toEqual(sorted(["topic", "year", "author.name"]));
    expect(await labelsAt('POST collections/docs/facet\n{"key": "|')).toEqual(sorted(["topic", "year", "author.name"]));
    expect(await labelsAt('POST collections/other/points/query\n{"filter": {"must": [{"key": "|')).toEqual([]);
    // Before the document is there, the collection is the path's second segment.
    expect(await labelsAt('POST /collections/docs/points/scroll\n{"filter": {"must": {"key": "|', { data: { ...DATA, openApi: null } })).toEqual(sorted(["topic", "year", "author.name"]));
  });

  it("reads references in the body as values", async () => {
    const labels = await labelsAt('POST collections/{{collection}}/points/query\n{\n  "limit": {{limit}},\n  "|');
    expect(labels).toContain("filter");
    expect(labels).not.toContain("limit");
  });

  it("offers nothing where nothing is typed unless asked", async () => {
    expect(await complete('POST collections/docs/points/query\n{\n  |', { explicit: false })).toBeNull();
    expect(await labelsAt('POST collections/docs/points/query\n{\n  |')).toContain("filter");
  });
});

describe("references", () => {
  it("offers the variables after {{, closing them", async () => {
    expect(await labelsAt("POST collections/{{|")).toEqual(sorted(["collection", "limit", "found"]));
    expect(await labelsAt('POST collections/docs/points/query\n{"limit": {{li|')).toEqual(sorted(["collection", "limit", "found"]));
    expect(await applyAt("POST collections/{{co|", "collection")).toBe("POST collections/{{collection}}");
    expect(await applyAt("POST collections/{{co|}}", "collection")).toBe("POST collections/{{collection}}");
  });
});
