// The data plane's one formatter of input problems: each of Qdrant's wordings,
// from the contract's schemas and from plain zod ones, with the place of the
// problem printed as Qdrant prints it.
import { z } from "zod";
import { CollectionPath, CreateCollection } from "../../../contract/qdrant/collections";
import { ExtendedPointId, Limit, WaitQuery } from "../../../contract/qdrant/fields";
import { Filter } from "../../../contract/qdrant/filters";
import { PointInsertOperations } from "../../../contract/qdrant/points";
import { SearchRequest } from "../../../contract/qdrant/search";
import { selectUnion } from "../../../contract/qdrant/select-union";
import { VectorStruct } from "../../../contract/qdrant/vectors";
import { AT, KEY, PARENT, PARENT_AT, PATH, expecting, pathFirst } from "../../../contract/qdrant/wording";
import { parseQdrantInput, printPath, type InputPlace } from "../../../server/data/http/qdrant-issues";
import { AppError } from "../../../server/errors";

function refusal(schema: z.ZodType, input: unknown, place?: InputPlace, at?: string): { status: number; message: string } {
  try {
    parseQdrantInput(schema, input, place, at);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the input was accepted");
}

const message = (schema: z.ZodType, input: unknown, place?: InputPlace, at?: string) => refusal(schema, input, place, at).message;

describe("serde's wording of a wrong type", () => {
  it.each([
    ["a string", "abc", 'string "abc"'],
    ["an integer", 5, "integer `5`"],
    ["a fraction", 1.5, "floating point `1.5`"],
    ["a boolean", true, "boolean `true`"],
    ["null", null, "null"],
    ["a list", [1], "sequence"],
    ["an object", { a: 1 }, "map"],
  ])("describes %s as serde does", (_name, value, described) => {
    const isNumber = typeof value === "number";
    const schema = z.object({ field: isNumber ? z.string() : z.number() });
    expect(refusal(schema, { field: value })).toEqual({
      status: 400,
      message: `Format error in JSON body: invalid type: ${described}, expected ${isNumber ? "a string" : "a number"} at field`,
    });
  });

  it("names the expected integer, list and object", () => {
    expect(message(z.object({ limit: Limit }), { limit: "ten" })).toBe('Format error in JSON body: invalid type: string "ten", expected an integer at limit');
    expect(message(z.object({ ids: z.array(z.number()) }), { ids: 3 })).toBe("Format error in JSON body: invalid type: integer `3`, expected a list at ids");
    expect(message(SearchRequest, [1, 2])).toBe("Format error in JSON body: invalid type: sequence, expected an object");
  });

  it("refuses the infinity of 1e999, which JSON.parse reads as a number", () => {
    expect(message(z.object({ field: z.number() }), JSON.parse('{"field": 1e999}'))).toBe("Format error in JSON body: Infinity is not a finite number at field");
  });

  it("takes the schema's own words for what it expects", () => {
    expect(message(z.object({ points: z.array(z.object({ vector: VectorStruct })) }), { points: [{ vector: "1,2" }] })).toBe(
      'Format error in JSON body: invalid type: string "1,2", expected a vector (a list of numbers) at points[0].vector',
    );
  });
});

describe("missing fields", () => {
  it("names the field, and where it is missing below the root", () => {
    expect(message(SearchRequest, { vector: [1, 2] })).toBe("Format error in JSON body: missing field `limit`");
    expect(message(z.object({ points: z.array(z.object({ id: z.number(), vector: VectorStruct })) }), { points: [{ id: 1 }] })).toBe(
      "Format error in JSON body: missing field `vector` at points[0]",
    );
    expect(message(PointInsertOperations, { batch: { vectors: [[1]] } })).toBe("Format error in JSON body: missing field `ids` at batch");
  });

  it("keeps a schema's own wording of a missing field", () => {
    expect(message(CreateCollection, {})).toBe('Format error in JSON body: missing field `vectors`: give {"size": ..., "distance": ...}');
  });
});

describe("unknown variants and fields", () => {
  it("lists the variants, as serde does for one, two and more", () => {
    expect(message(CreateCollection, { vectors: { size: 4, distance: "Cosinus" } })).toBe(
      'Format error in JSON body: unknown variant "Cosinus", expected one of `Cosine`, `Euclid`, `Dot`, `Manhattan` at vectors.distance',
    );
    expect(message(z.object({ direction: z.enum(["asc", "desc"]) }), { direction: "up" })).toBe('Format error in JSON body: unknown variant "up", expected `asc` or `desc` at direction');
    expect(message(z.object({ only: z.enum(["one"]) }), { only: "two" })).toBe('Format error in JSON body: unknown variant "two", expected `one` at only');
    expect(message(z.object({ only: z.enum(["one"]) }), { only: 2 })).toBe("Format error in JSON body: invalid type: integer `2`, expected `one` at only");
  });

  it("names an unknown field of a strict object, with the fields it reads", () => {
    expect(message(z.object({ params: z.strictObject({ a: z.number().optional(), b: z.number().optional() }) }), { params: { c: 1 } })).toBe(
      "Format error in JSON body: unknown field `c`, expected `a` or `b` at params",
    );
    expect(message(z.object({ filter: Filter }), { filter: { must: [], where: {} } })).toBe(
      "Format error in JSON body: filter: unknown field `where`, expected one of `should`, `min_should`, `must`, `must_not`",
    );
  });
});

describe("values out of range", () => {
  it("answers 422 with the validator's words", () => {
    expect(refusal(SearchRequest, { vector: [1], limit: 0 })).toEqual({ status: 422, message: "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger]" });
    expect(message(z.object({ ratio: z.number().max(1) }), { ratio: 2 })).toBe("Validation error in JSON body: [ratio: value 2 invalid, must be 1 or smaller]");
    expect(message(z.object({ level: z.number().gt(0) }), { level: 0 })).toBe("Validation error in JSON body: [level: value 0 invalid, must be greater than 0]");
    expect(message(CreateCollection, { vectors: { size: 0, distance: "Dot" } })).toBe("Validation error in JSON body: [vectors.size: value 0 invalid, must be from 1 to 65536]");
  });

  it("lists every value out of range, once the shape is right", () => {
    expect(message(SearchRequest, { vector: [1], limit: 0, offset: -1 })).toBe(
      "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger; offset: value -1 invalid, must be 0 or larger]",
    );
  });

  it("answers a wrong shape first, as serde fails before the validator runs", () => {
    expect(refusal(SearchRequest, { vector: [1], limit: 0, offset: "none" })).toEqual({
      status: 400,
      message: 'Format error in JSON body: invalid type: string "none", expected an integer at offset',
    });
  });

  it("refuses a negative unsigned integer as the wrong type, not out of range", () => {
    expect(refusal(CreateCollection, { vectors: { size: -1, distance: "Dot" } })).toEqual({
      status: 400,
      message: "Format error in JSON body: invalid type: integer `-1`, expected an unsigned integer at vectors.size",
    });
  });
});

describe("places", () => {
  it("prints paths as Qdrant does", () => {
    expect(printPath("", ["points", 0, "vector", 1])).toBe("points[0].vector[1]");
    expect(printPath("filter", ["must", 0, "match", "value"])).toBe("filter.must[0].match.value");
    expect(printPath("", ["vectors", "", "size"])).toBe('vectors."".size');
    expect(printPath("", [0])).toBe("[0]");
  });

  it("names query and path parameters", () => {
    expect(refusal(WaitQuery, { wait: "maybe" }, "query parameters")).toEqual({ status: 400, message: 'Format error in query parameters: wait: invalid value "maybe", expected true or false' });
    expect(refusal(CollectionPath, { collection_name: "a/b" }, "path parameters")).toEqual({
      status: 422,
      message: 'Validation error in path parameters: [collection_name: collection name cannot contain "/" char]',
    });
  });

  it("puts the input's own place first", () => {
    expect(message(Filter, { must: [{ key: "city", match: { value: 1.5 } }] }, "JSON body", "searches[2].filter")).toBe(
      "Format error in JSON body: searches[2].filter.must[0].match.value: expected a string, an integer or a boolean",
    );
  });
});

describe("templates", () => {
  it("fills in every placeholder", () => {
    const schema = z.object({ outer: z.object({ inner: z.string({ error: `${PATH}|${AT}|${PARENT}|${PARENT_AT}|${KEY}` }) }) });
    expect(message(schema, { outer: { inner: 1 } })).toBe("Format error in JSON body: outer.inner| at outer.inner|outer| at outer|inner");
  });

  it("shows input as it was sent, braces and all", () => {
    expect(message(z.object({ id: ExtendedPointId }), { id: "{path}{{at}}" })).toBe(
      "Format error in JSON body: value {path}{{at}} is not a valid point ID, valid values are either an unsigned integer or a UUID at id",
    );
    expect(message(z.object({ name: z.number() }), { name: "{at}" })).toBe('Format error in JSON body: invalid type: string "{at}", expected a number at name');
  });

  it("words a filter path first, whatever the problem", () => {
    const schema = z.object({ cond: z.boolean({ error: pathFirst("expected true or false") }) });
    expect(message(schema, { cond: "yes" })).toBe("Format error in JSON body: cond: expected true or false");
  });

  it("words a point id as Qdrant does, with a hint for integers JavaScript cannot hold", () => {
    expect(message(z.object({ ids: z.array(ExtendedPointId) }), { ids: [1, -2] })).toBe(
      "Format error in JSON body: value -2 is not a valid point ID, valid values are either an unsigned integer or a UUID at ids[1]",
    );
    expect(message(ExtendedPointId, 2 ** 60)).toBe(
      `Format error in JSON body: value ${2 ** 60} is not a valid point ID, valid values are either an unsigned integer or a UUID (integer ids above 2^53 - 1 are not supported)`,
    );
  });
});

describe("untagged unions", () => {
  const A = z.object({ a: z.number() });
  const B = z.object({ b: z.number() });
  const either = selectUnion([A, B], (value) => (typeof value === "object" && value !== null ? ("a" in value ? A : "b" in value ? B : undefined) : undefined), {
    error: expecting("{a} or {b}"),
  });

  it("answers with the problem of the member the input's form chose", () => {
    expect(message(z.object({ x: either }), { x: { b: "two" } })).toBe('Format error in JSON body: invalid type: string "two", expected a number at x.b');
  });

  it("answers with the union's own words when no member reads the input", () => {
    expect(message(z.object({ x: either }), { x: 7 })).toBe("Format error in JSON body: invalid type: integer `7`, expected {a} or {b} at x");
    expect(message(z.object({ x: either }), {})).toBe("Format error in JSON body: missing field `x`");
  });

  it("reads a vector's elements in one pass, naming the first bad one", () => {
    expect(message(z.object({ vector: VectorStruct }), { vector: [1, 2, "3", null] })).toBe('Format error in JSON body: invalid type: string "3", expected a number at vector[2]');
    expect(parseQdrantInput(VectorStruct, [[1, 2], [3, 4]])).toEqual([[1, 2], [3, 4]]);
    expect(parseQdrantInput(VectorStruct, { "": [1, 2] })).toEqual({ "": [1, 2] });
  });
});
