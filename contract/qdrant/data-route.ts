// A route of the data plane (Qdrant's REST API at the service root),
// declared once: method and path as Qdrant's OpenAPI document has them, the
// usage record's operation name, the right it needs (contract/rights.ts) and
// how it treats the path's collection, and what it reads and answers as zod
// schemas (contract/qdrant/*.ts, after Qdrant's own names). The service
// registers its handler against it (server/data/http/data-router.ts), which
// parses the input with these schemas before the handler runs; the data
// plane's OpenAPI document (contract/qdrant/openapi.ts) is built from the same
// declarations.
import type { z } from "zod";
import type { AuditAction } from "../audit-actions";
import type { HttpMethod } from "../route";
import type { Right } from "../rights";

export interface DataRouteDeclaration {
  method: HttpMethod;
  /** Qdrant's path: "/collections/{collection_name}/points/search". */
  path: string;
  /** Name of the call in the usage records, e.g. "points.search"; the OpenAPI document's operationId. */
  operation: string;
  /** The operationId when `operation` is shared with another route (the usage records name both calls alike). */
  operationId?: string;
  summary: string;
  /** A collection's right; or the audit trail's, for POST /audit/logs. */
  access: Extract<Right, readonly ["collection", string]> | readonly ["audit", "read"];
  /**
   * "name": the path's collection_name is checked against the key's collections;
   * "resolve": also looked up (collection or alias) in the caller's project, 404 if absent;
   * "all": the call spans the project (aliases), so keys limited to named collections are refused.
   */
  collection?: "name" | "resolve" | "all";
  /** Path parameters; a problem is "... in path parameters". */
  params?: z.ZodObject;
  /** Query parameters (?wait=true); a problem is "... in query parameters". */
  query?: z.ZodObject;
  /** The JSON body; none at all reads as {}. */
  body?: z.ZodType;
  /** The `result` of a success reply ({"result", "status": "ok", "time"}). */
  result?: z.ZodType;
  /** A multipart/form-data body holding one file in this field, read by the handler (a snapshot's upload). */
  upload?: string;
  /** The reply is a file's bytes (application/octet-stream), not Qdrant's envelope. */
  download?: true;
  /** With ?wait=false, answered 202 {"result": null, "status": "accepted"} while the work goes on. */
  accepts?: true;
  /**
   * Error statuses this route answers besides the ones every route may (400, 401, 403, 500; 422 when it
   * reads input; 404 when it resolves its collection), for the OpenAPI document (contract/qdrant/openapi.ts).
   */
  errors?: readonly (404 | 409)[];
  /**
   * An administrative call the audit trail records (contract/audit-actions.ts): the handler names its target
   * to the router's recorder; the router records refusals and failures itself.
   */
  audit?: AuditAction;
  /** "filter": only calls whose body selects by filter are recorded (points deleted by filter, not by ids). */
  auditOnly?: "filter";
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type DataRouteParams<D extends DataRouteDeclaration> = Parsed<D["params"]>;
export type DataRouteQuery<D extends DataRouteDeclaration> = Parsed<D["query"]>;
export type DataRouteBody<D extends DataRouteDeclaration> = Parsed<D["body"]>;
/** What a handler answers as `result`. */
export type DataRouteResult<D extends DataRouteDeclaration> = D["result"] extends z.ZodType ? z.input<D["result"]> : unknown;

export function declareDataRoute<D extends DataRouteDeclaration>(declaration: D): D {
  return declaration;
}

/** The rights a data-plane route asks of its caller (server/access's rights table). */
export const READ = ["collection", "read"] as const;
export const WRITE = ["collection", "write"] as const;
