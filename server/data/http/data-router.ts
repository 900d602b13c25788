// The one wrapper every data-plane route goes through (dub's withWorkspace),
// driven by the route's declaration in contract/qdrant/data-routes.ts:
//
//   route(searchRoutes.search, async ({ collection, body, usage }) => searchPoints(plane, collection, body));
//
// Before the body is read (onRequest): the caller is authenticated (API key,
// or console token + X-Project-Id) and the declared right is checked against
// the rights table (a read-only key is refused a write, 403); a key limited to
// named collections is refused any other (403) and calls that span the whole
// project; the organisation's monthly allowance of calls admits the call
// (429 past it: call-allowance.ts). Then path parameters, query and body are parsed with the declared
// schemas (Qdrant's 400 or 422 naming the problem, qdrant-issues.ts), the
// collection is looked up in the caller's project (404 when it is not there),
// the collection's strict mode, when on, is held to the request
// (server/data/strict-mode/), the handler runs with the parsed input, and its result is sent as
// {"result": ..., "status": "ok", "time": seconds} (or as the handler's DataReply says: data-reply.ts). Every call is metered when
// its answer has gone (server/metering). An administrative call (its
// declaration names an audit action) is recorded in the audit trail: by the
// handler when it succeeds, by the router when it is refused or fails
// (data-audit.ts).
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { DataRouteBody, DataRouteDeclaration, DataRouteParams, DataRouteQuery, DataRouteResult } from "../../../contract/qdrant/data-route";
import { toRouterPath } from "../../../contract/route";
import { describeRight } from "../../../contract/rights";
import { assertAllowed, refusalOf } from "../../access/rights";
import type { Collection } from "../../db/schema";
import type { Principal } from "../../access/principal";
import { collectionLabelAfter, collectionLabelOf } from "../../metering/collection-label";
import type { DataPlane } from "../data-plane";
import { collectionRefused, forbidden } from "../qdrant-errors";
import { enforceStrictMode } from "../strict-mode/enforce-strict-mode";
import type { AuditAction } from "../../../contract/audit-actions";
import type { CallRecorder } from "../../api-router/audit-seam";
import { dataAuditFor, isAudited, pathTarget } from "./data-audit";
import { DataReply } from "./data-reply";
import { MAX_BODY_BYTES } from "./json-body-parser";
import { parseQdrantInput } from "./qdrant-issues";

/** What a call did, for its usage record; handlers add the points they read and wrote. */
export interface DataCall {
  principal: Principal;
  operation: string;
  /** The path's name, or one label for a name the project does not have (metering/collection-label.ts); null for none. */
  collection: string | null;
  pointsRead: number;
  pointsWritten: number;
}

/** What a handler receives: the input parsed by the declared schemas, and who calls. */
export interface DataCallContext<D extends DataRouteDeclaration = DataRouteDeclaration> {
  request: FastifyRequest;
  params: DataRouteParams<D>;
  query: DataRouteQuery<D>;
  body: DataRouteBody<D>;
  principal: Principal;
  /** The path's :collection_name as given (a collection or an alias name). */
  name: string;
  usage: DataCall;
  /** An audited route's recorder: the handler names its target once the change is made. */
  audit: D["audit"] extends AuditAction ? CallRecorder : CallRecorder | undefined;
}

export interface CollectionCallContext<D extends DataRouteDeclaration = DataRouteDeclaration> extends DataCallContext<D> {
  collection: Collection;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set on data-plane routes once the caller is authenticated. */
    dataCall: DataCall | null;
    /** Set on audited data-plane routes once the caller is authenticated (data-audit.ts). */
    dataAudit: CallRecorder | null;
  }
}

export type DataRouter = <D extends DataRouteDeclaration>(
  declaration: D,
  handler: NoInfer<(call: D["collection"] extends "resolve" ? CollectionCallContext<D> : DataCallContext<D>) => Promise<DataRouteResult<D> | DataReply>>,
) => void;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's declaration in contract/qdrant/, on every data-plane route (checked by a test). */
    dataRoute?: DataRouteDeclaration;
  }
}

export function createDataRouter(app: FastifyInstance, plane: DataPlane, { isAuditStrict = false }: { isAuditStrict?: boolean } = {}): DataRouter {
  app.decorateRequest("dataCall", null);
  app.decorateRequest("dataAudit", null);
  // A refused or failed administrative call is on the record too, before its answer goes.
  app.addHook("onSend", async (request, reply) => {
    const audit = request.dataAudit;
    const declaration = request.routeOptions.config.dataRoute;
    if (!audit || audit.isRecorded || !declaration || !isAudited(declaration, request.body)) return;
    await audit.settle(reply.statusCode, pathTarget(request)).catch((error: unknown) => request.log.error({ err: error }, "an audit entry was not written"));
  });
  app.addHook("onResponse", async (request, reply) => {
    const call = request.dataCall;
    if (!call) return;
    plane.usage.record({
      projectId: call.principal.projectId,
      apiKeyId: call.principal.apiKeyId,
      userSub: call.principal.userSub,
      operation: call.operation,
      collection: await collectionLabelAfter(plane.catalog, call.principal.projectId, collectionParam(request), call.collection),
      status: reply.statusCode,
      latencyMs: reply.elapsedTime,
      pointsRead: call.pointsRead,
      pointsWritten: call.pointsWritten,
      requestBytes: Number(request.headers["content-length"]) || 0,
      at: Date.now(),
    });
  });

  return (declaration, handler) => {
    const options = declaration;
    const authorize = async (request: FastifyRequest): Promise<void> => {
      const principal = await plane.principals.resolve(request.headers);
      const name = collectionParam(request);
      request.dataCall = { principal, operation: options.operation, collection: await collectionLabelOf(plane.catalog, principal.projectId, name), pointsRead: 0, pointsWritten: 0 };
      request.dataAudit = dataAuditFor(plane, options, request, principal);
      assertAllowed(principal.role, options.access, refusalFor(options.access, principal));
      if (principal.collections && options.collection === "all") {
        throw forbidden("Global access is required, and this API key is limited to named collections");
      }
      if (principal.collections && options.collection === "name" && !principal.collections.has(name)) throw collectionRefused(name);
      // The month's allowance (call-allowance.ts): usually nothing to await. A refused call is not metered.
      try {
        const admitting = plane.callAllowance?.admit(principal.projectId);
        if (admitting) await admitting;
      } catch (error) {
        request.dataCall = null;
        throw error;
      }
    };

    const handle: RouteHandlerMethod = async (request, reply) => {
      const call = request.dataCall;
      if (!call) throw new Error("data route without an authenticated call");
      const name = collectionParam(request);
      const context: DataCallContext = {
        request,
        params: options.params && parseQdrantInput(options.params, request.params, "path parameters"),
        query: options.query && parseQdrantInput(options.query, request.query, "query parameters"),
        // No body at all (or JSON null) reads as {}: every field at its default.
        body: options.body && parseQdrantInput(options.body, request.body ?? {}, "JSON body"),
        principal: call.principal,
        name,
        usage: call,
        audit: request.dataAudit ?? undefined,
      };
      let result: unknown;
      if (options.collection === "resolve") {
        const collection = await plane.catalog.require(call.principal.projectId, name);
        // Checked on the collection's own name: an alias never widens what a limited key reaches.
        if (call.principal.collections && !call.principal.collections.has(collection.name)) throw collectionRefused(name);
        await enforceStrictMode(plane, collection, options, context);
        result = await (handler as (call: CollectionCallContext) => Promise<unknown>)({ ...context, collection });
      } else {
        result = await (handler as (call: DataCallContext) => Promise<unknown>)(context);
      }
      const audit = request.dataAudit;
      if (audit && !audit.isRecorded && isAudited(options, request.body)) {
        const message = `${options.method} ${options.path} answered 200 without naming its target to the audit trail`;
        if (isAuditStrict) throw new Error(message);
        request.log.error(message);
        await audit.settle(200);
      }
      if (result instanceof DataReply) return result.send(reply);
      return reply.send({ result, status: "ok", time: reply.elapsedTime / 1000 });
    };

    app.route({
      method: declaration.method,
      url: toRouterPath(declaration.path),
      bodyLimit: MAX_BODY_BYTES,
      config: { dataRoute: declaration },
      // A file goes as it is stored: a gzip snapshot is not to be compressed again, nor sent as Content-Encoding: gzip.
      ...(declaration.download ? { compress: false as const } : {}),
      onRequest: authorize,
      handler: handle,
    });
  };
}

function collectionParam(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined> | undefined;
  return params?.collection_name ?? "";
}

/** Qdrant's words for a refused right: a read-only key asked to write. */
function refusalFor(right: DataRouteDeclaration["access"], principal: Principal): string {
  if (principal.apiKeyId === null) return `Forbidden: ${refusalOf(principal.role, right)}`;
  if (right[0] === "audit") return `Forbidden: ${describeRight(right)}: an API key does not carry it; call with an owner's or admin's console token and X-Project-Id`;
  return right[1] === "write" ? "Forbidden: Write access is required, and this API key is read-only" : "Forbidden: Read access is required";
}

