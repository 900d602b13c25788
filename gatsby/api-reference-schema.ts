// A JSON schema of the OpenAPI document as the API reference shows it: types,
// fields and limits in words, $refs as the names of the schemas listed on the
// page. Pure, so that it is tested without Gatsby.
import type { PropertyView, SchemaView } from "../src/content-pages/api-reference/api-reference-types";
import type { OpenApiSchema, OpenApiSchemaObject } from "./openapi-document";

const COMPONENT_SCHEMA_PREFIX = "#/components/schemas/";

/** The schema name a $ref points at, or null for a reference the page cannot show. */
export function schemaRefName(ref: string): string | null {
  return ref.startsWith(COMPONENT_SCHEMA_PREFIX) ? decodeURIComponent(ref.slice(COMPONENT_SCHEMA_PREFIX.length)) : null;
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} ${unit}` : `${min} to ${max} ${unit}`;
  if (min !== undefined) return `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  return null;
}

function bounds(schema: OpenApiSchemaObject): string | null {
  const low = schema.minimum !== undefined ? `≥ ${schema.minimum}` : schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : null;
  const high = schema.maximum !== undefined ? `≤ ${schema.maximum}` : schema.exclusiveMaximum !== undefined ? `< ${schema.exclusiveMaximum}` : null;
  return low || high ? [low, high].filter((part) => part !== null).join(" and ") : null;
}

/** Limits in words. A pattern is left out when a format already says it (a UUID's pattern reads as noise). */
export function describeConstraints(schema: OpenApiSchemaObject): string[] {
  const words = [
    schema.format !== undefined ? `format ${schema.format}` : null,
    schema.enum !== undefined ? `one of: ${schema.enum.map(json).join(", ")}` : null,
    schema.const !== undefined ? `always ${json(schema.const)}` : null,
    range(schema.minLength, schema.maxLength, "characters"),
    range(schema.minItems, schema.maxItems, "items"),
    bounds(schema),
    schema.pattern !== undefined && schema.format === undefined ? `matches ${schema.pattern}` : null,
    schema.default !== undefined ? `default ${json(schema.default)}` : null,
    schema.additionalProperties === false ? "no other fields" : null,
  ];
  return words.filter((word) => word !== null);
}

function typesOf(schema: OpenApiSchemaObject): string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === "string" ? [schema.type] : [...schema.type];
}

function propertiesOf(schema: OpenApiSchemaObject): PropertyView[] | undefined {
  if (schema.properties === undefined) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({ name, required: required.has(name), schema: toSchemaView(property) }));
}

export function toSchemaView(schema: OpenApiSchema): SchemaView {
  if (typeof schema === "boolean") return { types: [], constraints: [schema ? "any value" : "no value is accepted"] };
  if (schema.$ref !== undefined) {
    const name = schemaRefName(schema.$ref);
    return name !== null ? { ref: name, types: [], constraints: [] } : { types: [], constraints: [`defined at ${schema.$ref}`] };
  }
  const view: SchemaView = { types: typesOf(schema), constraints: describeConstraints(schema) };
  if (schema.description !== undefined) view.description = schema.description;
  const properties = propertiesOf(schema);
  if (properties !== undefined) view.properties = properties;
  if (schema.items !== undefined) view.items = toSchemaView(schema.items);
  const anyOne = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (anyOne.length > 0) view.variants = { kind: "any", schemas: anyOne.map(toSchemaView) };
  else if (schema.allOf !== undefined) view.variants = { kind: "all", schemas: schema.allOf.map(toSchemaView) };
  return view;
}
