// What makes a document fail as OpenAPI 3.1, checked the way a validator
// would (no validator is a dependency here): the document's required parts,
// paths and their templated parameters, operations and their replies,
// security requirements against the declared schemes, every $ref resolving,
// and schemas as JSON Schema 2020-12 has them (3.0's `nullable` and boolean
// `exclusiveMinimum` are refused). Returns the problems, each with its place.

type Json = { [key: string]: unknown };

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
const PATH_ITEM_FIELDS = new Set([...METHODS, "$ref", "summary", "description", "servers", "parameters"]);
const OPERATION_FIELDS = new Set(["tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses", "callbacks", "deprecated", "security", "servers"]);
const PARAMETER_PLACES = new Set(["query", "header", "path", "cookie"]);
const JSON_TYPES = new Set(["null", "boolean", "object", "array", "number", "integer", "string"]);
const SCHEME_TYPES = new Set(["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"]);
const SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const SCHEMA_FIELDS = ["items", "additionalProperties", "not", "propertyNames", "contains", "if", "then", "else"] as const;
const NUMBER_FIELDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "minItems", "maxItems"] as const;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isExtension = (key: string) => key.startsWith("x-");

/** Follows "#/components/schemas/Filter" within the document. */
function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, part) => (isObject(node) && Object.hasOwn(node, part) ? node[part] : undefined), document);
}

function schemaProblems(schema: unknown, where: string): string[] {
  if (typeof schema === "boolean") return [];
  if (!isObject(schema)) return [`${where}: a schema is an object or a boolean`];
  const problems: string[] = [];
  if (schema.$ref !== undefined) return typeof schema.$ref === "string" ? [] : [`${where}: $ref is not a string`];
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((type) => typeof type !== "string" || !JSON_TYPES.has(type)) || new Set(types).size !== types.length) problems.push(`${where}: type ${JSON.stringify(schema.type)}`);
  if (schema.nullable !== undefined) problems.push(`${where}: nullable is OpenAPI 3.0's (3.1 writes type "null")`);
  for (const field of NUMBER_FIELDS) if (schema[field] !== undefined && typeof schema[field] !== "number") problems.push(`${where}: ${field} is not a number`);
  if (schema.required !== undefined && (!Array.isArray(schema.required) || schema.required.some((name) => typeof name !== "string"))) problems.push(`${where}: required is not a list of names`);
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0)) problems.push(`${where}: enum is not a non-empty list`);
  if (schema.properties !== undefined) {
    if (!isObject(schema.properties)) problems.push(`${where}: properties is not an object`);
    else for (const [name, property] of Object.entries(schema.properties)) problems.push(...schemaProblems(property, `${where}.properties.${name}`));
  }
  for (const field of SCHEMA_LISTS) {
    const list = schema[field];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0) problems.push(`${where}: ${field} is not a non-empty list`);
    else list.forEach((member, index) => problems.push(...schemaProblems(member, `${where}.${field}[${index}]`)));
  }
  for (const field of SCHEMA_FIELDS) if (schema[field] !== undefined) problems.push(...schemaProblems(schema[field], `${where}.${field}`));
  return problems;
}

function contentProblems(content: unknown, where: string): string[] {
  if (!isObject(content) || Object.keys(content).length === 0) return [`${where}: content names no media type`];
  return Object.entries(content).flatMap(([mediaType, media]) => {
    if (!mediaType.includes("/") || !isObject(media)) return [`${where}: ${mediaType} is not a media type object`];
    return media.schema === undefined ? [] : schemaProblems(media.schema, `${where}.${mediaType}.schema`);
  });
}

function parameterProblems(parameter: unknown, templated: readonly string[], where: string): string[] {
  if (!isObject(parameter) || typeof parameter.name !== "string" || typeof parameter.in !== "string" || !PARAMETER_PLACES.has(parameter.in)) return [`${where}: a parameter needs a name and an in`];
  const problems: string[] = [];
  if (parameter.in === "path" && parameter.required !== true) problems.push(`${where}: path parameter ${parameter.name} is not required`);
  if (parameter.in === "path" && !templated.includes(parameter.name)) problems.push(`${where}: path parameter ${parameter.name} is not in the path`);
  if ((parameter.schema === undefined) === (parameter.content === undefined)) problems.push(`${where}: parameter ${parameter.name} needs a schema or a content, not both`);
  if (parameter.schema !== undefined) problems.push(...schemaProblems(parameter.schema, `${where}.${parameter.name}.schema`));
  return problems;
}

function securityProblems(security: unknown, schemes: Json, where: string): string[] {
  if (!Array.isArray(security)) return [`${where}: security is not a list`];
  return security.flatMap((requirement, index) =>
    isObject(requirement) ? Object.keys(requirement).filter((name) => !Object.hasOwn(schemes, name)).map((name) => `${where}: security[${index}] names no scheme ${name}`) : [`${where}: security[${index}] is not an object`],
  );
}

function operationProblems(operation: unknown, pathParameters: readonly unknown[], templated: readonly string[], schemes: Json, where: string): string[] {
  if (!isObject(operation)) return [`${where}: not an operation object`];
  const problems = Object.keys(operation)
    .filter((key) => !OPERATION_FIELDS.has(key) && !isExtension(key))
    .map((key) => `${where}: ${key} is no field of an operation`);
  const parameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  parameters.forEach((parameter) => problems.push(...parameterProblems(parameter, templated, `${where}.parameters`)));
  const places = parameters.filter(isObject).map((parameter) => `${String(parameter.in)} ${String(parameter.name)}`);
  if (new Set(places).size !== places.length) problems.push(`${where}: a parameter is declared twice`);
  for (const name of templated) if (!places.includes(`path ${name}`)) problems.push(`${where}: {${name}} has no path parameter`);
  if (operation.requestBody !== undefined) problems.push(...(isObject(operation.requestBody) ? contentProblems(operation.requestBody.content, `${where}.requestBody`) : [`${where}: requestBody`]));
  if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) problems.push(`${where}: no responses`);
  for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    if (status !== "default" && !/^[1-5](?:\d\d|XX)$/.test(status)) problems.push(`${where}: ${status} is not a status`);
    if (!isObject(response) || typeof response.description !== "string") problems.push(`${where}.responses.${status}: a response needs a description`);
    else if (response.content !== undefined) problems.push(...contentProblems(response.content, `${where}.responses.${status}`));
  }
  if (operation.security !== undefined) problems.push(...securityProblems(operation.security, schemes, where));
  if (operation.tags !== undefined && (!Array.isArray(operation.tags) || operation.tags.some((tag) => typeof tag !== "string"))) problems.push(`${where}: tags`);
  return problems;
}

function referenceProblems(document: Json): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${where}[${index}]`));
    if (!isObject(node)) return;
    if (typeof node.$ref === "string" && resolve(document, node.$ref) === undefined) problems.push(`${where}: $ref ${node.$ref} resolves to nothing`);
    for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
  };
  visit(document, "#");
  return problems;
}

export function openApiProblems(document: unknown): string[] {
  if (!isObject(document)) return ["the document is not an object"];
  const problems: string[] = [];
  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi ${JSON.stringify(document.openapi)} is not 3.1.x`);
  if (!isObject(document.info) || typeof document.info.title !== "string" || typeof document.info.version !== "string") problems.push("info needs a title and a version");
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme) || typeof scheme.type !== "string" || !SCHEME_TYPES.has(scheme.type)) problems.push(`securitySchemes.${name}: type`);
    else if (scheme.type === "apiKey" && (typeof scheme.name !== "string" || !["query", "header", "cookie"].includes(String(scheme.in)))) problems.push(`securitySchemes.${name}: an apiKey needs a name and an in`);
    else if (scheme.type === "http" && typeof scheme.scheme !== "string") problems.push(`securitySchemes.${name}: http needs a scheme`);
  }
  if (document.security !== undefined) problems.push(...securityProblems(document.security, schemes, "document"));
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) problems.push(...schemaProblems(schema, `components.schemas.${name}`));
  const tags = Array.isArray(document.tags) ? document.tags.map((tag) => (isObject(tag) ? tag.name : undefined)) : [];
  if (tags.some((tag) => typeof tag !== "string") || new Set(tags).size !== tags.length) problems.push("tags need unique names");

  const paths = isObject(document.paths) ? document.paths : {};
  const shapes = new Set<string>();
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/")) problems.push(`${path}: a path begins with /`);
    const shape = path.replace(/\{[^}]+\}/g, "{}");
    if (shapes.has(shape)) problems.push(`${path}: the same path as another, but for its parameters' names`);
    shapes.add(shape);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => name);
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [key, operation] of Object.entries(item)) {
      if (!PATH_ITEM_FIELDS.has(key) && !isExtension(key)) problems.push(`${path}: ${key} is no field of a path item`);
      if (!METHODS.has(key)) continue;
      const where = `${key.toUpperCase()} ${path}`;
      problems.push(...operationProblems(operation, pathParameters, templated, schemes, where));
      const id = isObject(operation) ? operation.operationId : undefined;
      if (typeof id === "string" && operationIds.has(id)) problems.push(`${where}: operationId ${id} is taken`);
      if (typeof id === "string") operationIds.add(id);
    }
  }
  return [...problems, ...referenceProblems(document)];
}
