// The help centre's API reference (/help-center/api-reference/): an OpenAPI
// document built from route declarations at build time (the console's API,
// contract/openapi.ts, and the data plane, contract/qdrant/openapi.ts), read
// into a section of the page's context by tag and path. buildApiReference is
// pure, so that it is tested without Gatsby.
import type {
  ApiReferenceContext,
  OperationGroup,
  OperationView,
  ParameterView,
  ReplyView,
} from "../src/content-pages/api-reference/api-reference-types";
import { API_KEY_ACCESS, RIGHTS, type Role } from "../contract/rights";
import { toSchemaView } from "./api-reference-schema";
import { HTTP_METHODS, type OpenApiContent, type OpenApiDocument, type OpenApiOperation, type OpenApiReference } from "./openapi-document";

const UNTAGGED = "Other";

function isReference(value: object): value is OpenApiReference {
  return "$ref" in value;
}

/** "POST", "/api/projects/{projectId}" → "post-api-projects-projectid". */
export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const RIGHTS_TABLE: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = RIGHTS;

/** The roles that hold a right written "resource.action", or null when contract/rights.ts has no such right. */
function rolesHolding(right: unknown): readonly Role[] | null {
  if (typeof right !== "string") return null;
  const [resource = "", action = "", ...rest] = right.split(".");
  const actions = Object.hasOwn(RIGHTS_TABLE, resource) ? RIGHTS_TABLE[resource] : undefined;
  if (rest.length > 0 || actions === undefined || !Object.hasOwn(actions, action)) return null;
  return actions[action] ?? null;
}

const KEY_ACCESS: ReadonlySet<Role> = new Set(API_KEY_ACCESS);

/** Whether a call takes an API key: one of its security requirements names a scheme of type apiKey. */
function takesApiKeys(document: OpenApiDocument, operation: OpenApiOperation): boolean {
  const schemes = document.components?.securitySchemes ?? {};
  const isApiKey = (name: string) => {
    const scheme = schemes[name];
    return scheme !== undefined && "type" in scheme && scheme.type === "apiKey";
  };
  return (operation.security ?? document.security ?? []).some((requirement) => Object.keys(requirement).some(isApiKey));
}

/** "Signed-in users whose role is owner, admin", and the API keys whose access holds the right, for a call that takes keys. */
function describeRoles(roles: readonly Role[], isKeyAccepted: boolean): string {
  const members = roles.filter((role) => !KEY_ACCESS.has(role));
  const keys = isKeyAccepted ? roles.filter((role) => KEY_ACCESS.has(role)) : [];
  if (keys.length === 0) return `Signed-in users whose role is ${members.join(", ")}`;
  return `API keys with ${keys.join(" or ")} access, and signed-in users whose role is ${members.join(", ")}`;
}

function describeAccess(document: OpenApiDocument, operation: OpenApiOperation, where: string, errors: string[]): string {
  const right = operation["x-right"];
  if (operation.security !== undefined && operation.security.length === 0) return "Public: no token needed.";
  if (right === undefined) return "Any signed-in user (a bearer token).";
  const roles = rolesHolding(right);
  if (roles === null) {
    errors.push(`${where}: x-right ${JSON.stringify(right)} is not a right of contract/rights.ts`);
    return "Signed-in users with the right to call it.";
  }
  return `${describeRoles(roles, takesApiKeys(document, operation))} (the right ${String(right)}).`;
}

/** The first media type of a body, with its schema. */
function firstMedia(content: OpenApiContent | undefined): { contentType: string; schema?: ReturnType<typeof toSchemaView> } | null {
  const [entry] = Object.entries(content ?? {});
  if (entry === undefined) return null;
  const [contentType, media] = entry;
  if (isReference(media) || media.schema === undefined) return { contentType };
  return { contentType, schema: toSchemaView(media.schema) };
}

function toParameters(operation: OpenApiOperation, where: string, errors: string[]): ParameterView[] {
  return (operation.parameters ?? []).flatMap((parameter) => {
    if (isReference(parameter)) {
      errors.push(`${where}: the parameter ${parameter.$ref} is a reference, which the API reference does not resolve`);
      return [];
    }
    const view: ParameterView = { name: parameter.name, location: parameter.in, required: parameter.required ?? parameter.in === "path" };
    if (parameter.description !== undefined) view.description = parameter.description;
    if (parameter.schema !== undefined) view.schema = toSchemaView(parameter.schema);
    return [view];
  });
}

function toReplies(operation: OpenApiOperation): ReplyView[] {
  return Object.entries(operation.responses ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, response]) => {
      if (isReference(response)) return { status, description: `See ${response.$ref}` };
      const media = firstMedia(response.content);
      return { status, description: response.description, ...(media ?? {}) };
    });
}

function toOperation(document: OpenApiDocument, method: string, path: string, operation: OpenApiOperation, anchorPrefix: string, errors: string[]): OperationView {
  const where = `${method.toUpperCase()} ${path}`;
  const view: OperationView = {
    id: `${anchorPrefix}${operationAnchor(method, path)}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? where,
    access: describeAccess(document, operation, where, errors),
    parameters: toParameters(operation, where, errors),
    replies: toReplies(operation),
  };
  if (operation.description !== undefined) view.description = operation.description;
  if (operation.requestBody !== undefined) {
    if (isReference(operation.requestBody)) errors.push(`${where}: the request body is a reference, which the API reference does not resolve`);
    else {
      const media = firstMedia(operation.requestBody.content);
      if (media !== null) view.requestBody = { ...media, required: operation.requestBody.required ?? false };
    }
  }
  return view;
}

/**
 * An API's part of the page's context, and what in the document it could not
 * show (the build fails on those). `anchorPrefix` begins the anchors of its
 * calls, tags and schemas, apart from another API's on the same page.
 */
export function buildApiReference(document: OpenApiDocument, { anchorPrefix = "" }: { anchorPrefix?: string } = {}): { errors: string[]; context: ApiReferenceContext } {
  const errors: string[] = [];
  const groups = new Map<string, OperationGroup>();
  // The document's tags first, in its order, with their descriptions.
  for (const tag of document.tags ?? []) groups.set(tag.name, { tag: tag.name, ...(tag.description ? { description: tag.description } : {}), operations: [] });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const group = groups.get(tag) ?? { tag, operations: [] };
      group.operations.push(toOperation(document, method, path, operation, anchorPrefix, errors));
      groups.set(tag, group);
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => ({ name, schema: toSchemaView(schema) }));
  const context: ApiReferenceContext = {
    title: document.info.title,
    version: document.info.version,
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    schemas,
    anchorPrefix,
  };
  if (document.info.description !== undefined) context.description = document.info.description;
  return { errors, context };
}
