// Reading the data plane's OpenAPI document (GET /openapi.json) for completion:
// the paths a method has, the operation a typed path is, and the JSON Schema
// of its body at a path of keys and indices, through $ref, anyOf, oneOf and
// allOf (a union: every alternative's properties count). The document comes
// from the network, so every step checks what it reads.
import type { JsonSegment } from "./json-position";

/** The document as JSON (the contract's document, or what GET /openapi.json answered): only `paths` and `components` are read. */
export interface OpenApiDocument {
  readonly paths?: unknown;
  readonly components?: unknown;
}
type Schema = Readonly<Record<string, unknown>>;

export interface Operation {
  /** The path as the document has it: `/collections/{collection_name}/points/query`. */
  template: string;
  /** The typed path's segment for each `{parameter}` of the template. */
  parameters: Readonly<Record<string, string>>;
  body: Schema | null;
}

const MAX_DEPTH = 24;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}

const segmentsOf = (path: string) => (path.split("?")[0] ?? "").replace(/^\/+/, "").split("/");
const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The document's paths that have `method`, as the document writes them (with their leading slash). */
export function pathsWithMethod(document: OpenApiDocument, method: string): string[] {
  const paths = document.paths;
  if (!isRecord(paths)) return [];
  return Object.keys(paths).filter((path) => isRecord(field(paths, path, method.toLowerCase())));
}

export function operationSummary(document: OpenApiDocument, template: string, method: string): string | undefined {
  const summary = field(document.paths, template, method.toLowerCase(), "summary");
  return typeof summary === "string" ? summary : undefined;
}

/** The operation `method path` calls: parameters match any segment, the query string is ignored, literal segments win. */
export function findOperation(document: OpenApiDocument, method: string, path: string): Operation | null {
  const typed = segmentsOf(path);
  let best: { template: string; literals: number } | null = null;
  for (const template of pathsWithMethod(document, method)) {
    const segments = segmentsOf(template);
    if (segments.length !== typed.length || !segments.every((segment, index) => isParameter(segment) || segment === typed[index])) continue;
    const literals = segments.filter((segment) => !isParameter(segment)).length;
    if (best === null || literals > best.literals) best = { template, literals };
  }
  if (best === null) return null;
  const parameters: Record<string, string> = {};
  segmentsOf(best.template).forEach((segment, index) => {
    if (isParameter(segment)) parameters[segment.slice(1, -1)] = typed[index] ?? "";
  });
  const requestBody = resolve(document, field(document.paths, best.template, method.toLowerCase(), "requestBody"));
  const body = resolve(document, field(requestBody, "content", "application/json", "schema"));
  return { template: best.template, parameters, body };
}

/** A `$ref` ("#/components/schemas/Filter") followed to what it names. */
function resolve(document: OpenApiDocument, value: unknown, depth = 0): Schema | null {
  if (!isRecord(value)) return null;
  const ref = value.$ref;
  if (typeof ref !== "string" || depth > MAX_DEPTH) return value;
  if (!ref.startsWith("#/")) return null;
  const target = field(document, ...ref.slice(2).split("/").map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")));
  return resolve(document, target, depth + 1);
}

/** The schema's alternatives, flattened through $ref, anyOf, oneOf and allOf: the schemas a value may follow. */
export function alternativesOf(document: OpenApiDocument, schemas: readonly unknown[]): Schema[] {
  const result: Schema[] = [];
  const seen = new Set<Schema>();
  const visit = (value: unknown, depth: number) => {
    const schema = resolve(document, value);
    if (schema === null || seen.has(schema) || depth > MAX_DEPTH) return;
    seen.add(schema);
    const combined = ["anyOf", "oneOf", "allOf"].flatMap((key) => {
      const list = schema[key];
      return Array.isArray(list) ? list : [];
    });
    for (const alternative of combined) visit(alternative, depth + 1);
    if (combined.length === 0 || Object.keys(schema).some((key) => !["anyOf", "oneOf", "allOf", "description"].includes(key))) result.push(schema);
  };
  for (const schema of schemas) visit(schema, 0);
  return result;
}

/** The schemas of what `segment` (a key or an index) leads to from a value following `schemas`. */
function childrenOf(document: OpenApiDocument, schemas: readonly unknown[], segment: JsonSegment): unknown[] {
  return alternativesOf(document, schemas).flatMap((schema) => {
    if (typeof segment === "number") {
      const prefix = schema.prefixItems;
      const positional = Array.isArray(prefix) ? prefix[segment] : undefined;
      return [positional ?? schema.items].filter(isRecord);
    }
    const property = field(schema, "properties", segment);
    if (isRecord(property)) return [property];
    return isRecord(schema.additionalProperties) ? [schema.additionalProperties] : [];
  });
}

export function schemasAt(document: OpenApiDocument, root: Schema, path: readonly JsonSegment[]): unknown[] {
  return path.reduce<unknown[]>((schemas, segment) => childrenOf(document, schemas, segment), [root]);
}

export interface PropertyChoice {
  name: string;
  /** The first description met: on the property, or on what it refers to. */
  description: string | undefined;
  /** "object", "array", "integer | string"… */
  type: string;
}

/** The property's description, or that of what it refers to, or of a direct alternative (`anyOf: [{$ref}, {type: "null"}]`). */
function describe(document: OpenApiDocument, schemas: readonly unknown[]): string | undefined {
  for (const value of schemas) {
    const schema = resolve(document, value);
    const own = field(value, "description") ?? schema?.description;
    if (typeof own === "string") return own;
    const alternatives = ["anyOf", "oneOf", "allOf"].flatMap((key) => {
      const list = schema?.[key];
      return Array.isArray(list) ? list : [];
    });
    for (const alternative of alternatives) {
      const described = resolve(document, alternative)?.description;
      if (typeof described === "string") return described;
    }
  }
  return undefined;
}

function typeOf(document: OpenApiDocument, schemas: readonly unknown[]): string {
  const types = new Set<string>();
  for (const schema of alternativesOf(document, schemas)) {
    const type = schema.type;
    for (const each of Array.isArray(type) ? type : [type]) if (typeof each === "string" && each !== "null") types.add(each);
    if (type === undefined && isRecord(schema.properties)) types.add("object");
  }
  return [...types].join(" | ");
}

/** The properties an object following `schemas` may have, each once. */
export function propertiesOf(document: OpenApiDocument, schemas: readonly unknown[]): PropertyChoice[] {
  const byName = new Map<string, unknown[]>();
  for (const schema of alternativesOf(document, schemas)) {
    const properties = schema.properties;
    if (!isRecord(properties)) continue;
    for (const [name, property] of Object.entries(properties)) byName.set(name, [...(byName.get(name) ?? []), property]);
  }
  return [...byName].map(([name, found]) => ({ name, description: describe(document, found), type: typeOf(document, found) }));
}

/** The values a value following `schemas` may take when they are few: enum and const values, and booleans. */
export function valuesOf(document: OpenApiDocument, schemas: readonly unknown[]): unknown[] {
  const values: unknown[] = [];
  for (const schema of alternativesOf(document, schemas)) {
    if (Array.isArray(schema.enum)) values.push(...schema.enum);
    if ("const" in schema) values.push(schema.const);
    const type = schema.type;
    if (type === "boolean" || (Array.isArray(type) && type.includes("boolean"))) values.push(true, false);
  }
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
