// What both OpenAPI documents build alike from their route declarations:
// /api's (contract/openapi.ts) and the data plane's (contract/qdrant/openapi.ts).
// A route's parameters and body, its error replies, and the document itself
// (OpenAPI 3.1 through zod-openapi). Requests are rendered as the schemas read
// them (zod's io "input": a transform shows what it takes), replies as they
// are sent ("output"); what JSON Schema cannot say (a refinement's function,
// a transform's result) is left out or reads as any value, never an error.
import { z } from "zod";
import { createDocument, type ZodOpenApiObject, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";
import type { HttpMethod } from "./route";

export const OPENAPI_VERSION = "3.1.0";

/** What a route reads, as both planes declare it. */
export interface DeclaredInput {
  /** OpenAPI style: "/collections/{collection_name}/points/{id}". */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
}

/** "/collections/{collection_name}/points/{id}" → ["collection_name", "id"]. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => name);
}

function describedBySchema(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.description !== undefined;
}

/**
 * The path parameters: every name in the path's braces, in the path's order,
 * read by the route's schema when it has one and as a plain string when it
 * does not (a route that only passes the name on), with `descriptions` for
 * those whose schema says nothing of itself.
 */
function pathParametersOf(path: string, params: z.ZodObject | undefined, descriptions: Readonly<Record<string, string>>): z.ZodObject | undefined {
  const names = pathParameterNames(path);
  const shape: Record<string, z.core.$ZodType> = params?.shape ?? {};
  const isComplete = names.every((name) => Object.hasOwn(shape, name) && (describedBySchema(shape[name] as z.ZodType) || descriptions[name] === undefined));
  if (isComplete) return params;
  const fields = names.map((name) => {
    const schema = (Object.hasOwn(shape, name) ? shape[name] : z.string()) as z.ZodType;
    const description = descriptions[name];
    return [name, description === undefined || describedBySchema(schema) ? schema : schema.meta({ description })] as const;
  });
  return z.object(Object.fromEntries(fields));
}

/** An operation's parameters (path, query, headers) and JSON body, from the route's schemas. */
export function requestOf(route: DeclaredInput, pathDescriptions: Readonly<Record<string, string>> = {}): Pick<ZodOpenApiOperationObject, "requestParams" | "requestBody"> {
  const path = pathParametersOf(route.path, route.params, pathDescriptions);
  return {
    requestParams: {
      ...(path ? { path } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { header: route.headers } : {}),
    },
    ...(route.body ? { requestBody: { content: { "application/json": { schema: route.body } } } } : {}),
  };
}

/** A JSON reply of `schema` for each status, described in the plane's words. */
export function errorRepliesOf(statuses: readonly number[], describe: (status: number) => string, schema: z.ZodType): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries(statuses.map((status) => [String(status), { description: describe(status), content: { "application/json": { schema } } }]));
}

/** Files an operation under its path and method. */
export function addOperation(paths: ZodOpenApiPathsObject, method: HttpMethod, path: string, operation: ZodOpenApiOperationObject): void {
  const item = (paths[path] ??= {});
  item[method.toLowerCase() as Lowercase<HttpMethod>] = operation;
}

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** The OpenAPI 3.1 document; named schemas (`.meta({ id })`) become components, referenced where they are used. */
export function createOpenApiDocument(document: Omit<ZodOpenApiObject, "openapi">): OpenApiDocument {
  return createDocument({ openapi: OPENAPI_VERSION, ...document });
}
