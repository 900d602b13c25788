// A route of the control plane, declared once: its method and path, what it
// reads (path parameters, query, body) and answers, as zod schemas, and the
// right it needs (contract/rights.ts). The service registers its handler
// against the declaration (server/api-router/api-router.ts), which parses the
// input and checks the right; the OpenAPI document (contract/openapi.ts) and
// the console's calls are built from the same declaration.
import type { z } from "zod";
import type { AuditAction } from "./audit-actions";
import type { Right } from "./rights";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: "public" (no token: sign-in for scripts), "signed-in" (any
 * valid token, no organisation needed), or a right in the caller's
 * organisation (and, with a {projectId} in the path, on that project).
 */
export type Access = "public" | "signed-in" | Right;

/** A reply: its zod schema, or null for an empty body (204). */
export type ReplySchema = z.ZodType | null;

export interface RouteDeclaration {
  method: HttpMethod;
  /** OpenAPI style: "/api/projects/{projectId}". */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads (a protocol that speaks in headers, such as tus), parsed like the query. */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A body of bytes rather than JSON: its media type, which the service never
   * parses nor holds whole in memory (the handler streams it), and what it is.
   */
  bodyStream?: { contentType: string; description: string };
  /**
   * Also takes an API key of the project in the path (`api-key`, or `Authorization: Bearer vdb_...`), held to
   * the same right by the key's access: routes that scripts call with the key they already have (a Prometheus scraper).
   */
  acceptsApiKey?: boolean;
  /** Success replies by status; errors are always the plane's error shape. */
  replies: Partial<Record<200 | 201 | 204, ReplySchema>>;
  /** The success reply's media type when it is not JSON (a string reply, sent as it is). */
  replyMediaType?: string;
  /** Headers of the success reply, for routes that answer in headers. */
  replyHeaders?: z.ZodObject;
  /** Error statuses this route answers besides the ones every route may (400, 401, 403, 500). */
  errors?: readonly (404 | 409 | 412 | 413 | 415 | 422 | 429)[];
  /**
   * A change the audit trail records (contract/audit-actions.ts): the handler names its target to the router's
   * recorder in the change's own transaction; the router records refusals and failures itself.
   */
  audit?: AuditAction;
  /** The 200 reply is streamed as the handler produces it (a CSV export, a PDF), never held whole in memory. */
  replyStream?: true;
}

/**
 * Keeps the literal types of a declaration, its path's too (Path: a `const`
 * type parameter would do, but Gatsby's compiler of gatsby-*.ts, which reads
 * contract/, does not parse one), so that handlers, and the console's calls
 * (src/api-client/call-route.ts), are typed by it.
 */
export function declareRoute<D extends RouteDeclaration, Path extends string>(declaration: D & { path: Path }): D & { path: Path } {
  return declaration;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParams<D extends RouteDeclaration> = Parsed<D["params"]>;
export type RouteQuery<D extends RouteDeclaration> = Parsed<D["query"]>;
export type RouteBody<D extends RouteDeclaration> = Parsed<D["body"]>;

/** What a handler may answer: one of the declared replies. */
export type RouteReply<D extends RouteDeclaration> = {
  [Status in keyof D["replies"] & number]: (D["replies"][Status] extends z.ZodType
    ? { status: Status; body: D["replyStream"] extends true ? AsyncIterable<string | Uint8Array> : z.input<D["replies"][Status]> }
    : { status: Status; body?: undefined }) &
    (D["replyHeaders"] extends z.ZodObject ? { headers: Readonly<Record<string, string>> } : { headers?: undefined });
}[keyof D["replies"] & number];

/** How a caller names a route: "GET /api/projects/{projectId}", the declaration's own method and path. */
export type RouteKey<D extends RouteDeclaration> = `${D["method"]} ${D["path"]}`;

type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: the schemas' input, before defaults and transforms (undefined where none is declared). */
export type RouteParamsInput<D extends RouteDeclaration> = Sent<D["params"]>;
export type RouteQueryInput<D extends RouteDeclaration> = Sent<D["query"]>;
export type RouteBodyInput<D extends RouteDeclaration> = Sent<D["body"]>;

/** What a caller receives: the body of one of the declared success replies, as the handler gives it (void: an empty body). */
export type RouteAnswer<D extends RouteDeclaration> = {
  [Status in keyof D["replies"] & number]: D["replies"][Status] extends z.ZodType ? z.input<D["replies"][Status]> : void;
}[keyof D["replies"] & number];

/** "/api/projects/{projectId}" → "/api/projects/:projectId" (Fastify's style). */
export function toRouterPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}
