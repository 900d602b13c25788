// The one wrapper every data-plane route goes through (dub's withWorkspace):
//
//   route("POST", "/collections/:collection_name/points/search",
//     { operation: "points.search", access: "read", collection: "resolve" },
//     async ({ collection, body, usage }) => searchPoints(plane, collection, body));
//
// Before the body is read (onRequest): the caller is authenticated (API key,
// or console token + X-Project-Id), a read-only key is refused a write (403),
// a key limited to named collections is refused any other (403) and calls
// that span the whole project. Then the collection is looked up in the
// caller's project (404 when it is not there), the handler runs, and its
// result is sent as {"result": ..., "status": "ok", "time": seconds}. Every
// call is metered when its answer has gone (server/metering).
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteHandlerMethod } from "fastify";
import type { Collection } from "../../db/schema";
import type { Principal } from "../auth/principal";
import type { DataPlane } from "../data-plane";
import { forbidden } from "../qdrant-errors";
import { MAX_BODY_BYTES } from "./json-body-parser";

export interface DataRouteOptions {
  /** Name of the call in the usage records, e.g. "points.search". */
  operation: string;
  access: "read" | "write";
  /**
   * "name": the path's :collection_name is checked against the key's collections;
   * "resolve": also looked up (collection or alias) in the caller's project, 404 if absent;
   * "all": the call spans the project (aliases), so keys limited to named collections are refused.
   */
  collection?: "name" | "resolve" | "all";
}

/** What a call did, for its usage record; handlers add the points they read and wrote. */
export interface DataCall {
  principal: Principal;
  operation: string;
  collection: string | null;
  pointsRead: number;
  pointsWritten: number;
}

export interface DataCallContext {
  request: FastifyRequest;
  body: unknown;
  principal: Principal;
  /** The path's :collection_name as given (a collection or an alias name). */
  name: string;
  usage: DataCall;
}

export interface CollectionCallContext extends DataCallContext {
  collection: Collection;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set on data-plane routes once the caller is authenticated. */
    dataCall: DataCall | null;
  }
}

export interface DataRouter {
  (method: HTTPMethods, path: string, options: DataRouteOptions & { collection: "resolve" }, handler: (call: CollectionCallContext) => Promise<unknown>): void;
  (method: HTTPMethods, path: string, options: DataRouteOptions, handler: (call: DataCallContext) => Promise<unknown>): void;
}

export function createDataRouter(app: FastifyInstance, plane: DataPlane): DataRouter {
  app.decorateRequest("dataCall", null);
  app.addHook("onResponse", async (request, reply) => {
    const call = request.dataCall;
    if (!call) return;
    plane.usage.record({
      projectId: call.principal.projectId,
      apiKeyId: call.principal.apiKeyId,
      userSub: call.principal.userSub,
      operation: call.operation,
      collection: call.collection,
      status: reply.statusCode,
      latencyMs: reply.elapsedTime,
      pointsRead: call.pointsRead,
      pointsWritten: call.pointsWritten,
      at: new Date(),
    });
  });

  return (method: HTTPMethods, path: string, options: DataRouteOptions, handler: (call: CollectionCallContext) => Promise<unknown>) => {
    const authorize = async (request: FastifyRequest): Promise<void> => {
      const principal = await plane.principals.resolve(request.headers);
      const name = collectionParam(request);
      request.dataCall = { principal, operation: options.operation, collection: name || null, pointsRead: 0, pointsWritten: 0 };
      if (options.access === "write" && !principal.canWrite) throw forbidden("Write access is required, and this API key is read-only");
      if (principal.collections && options.collection === "all") {
        throw forbidden("Global access is required, and this API key is limited to named collections");
      }
      if (principal.collections && options.collection === "name" && !principal.collections.has(name)) throw collectionRefused(name);
    };

    const handle: RouteHandlerMethod = async (request, reply) => {
      const call = request.dataCall;
      if (!call) throw new Error("data route without an authenticated call");
      const name = collectionParam(request);
      const context: DataCallContext = { request, body: request.body, principal: call.principal, name, usage: call };
      let result: unknown;
      if (options.collection === "resolve") {
        const collection = await plane.catalog.require(call.principal.projectId, name);
        // Checked on the collection's own name: an alias never widens what a limited key reaches.
        if (call.principal.collections && !call.principal.collections.has(collection.name)) throw collectionRefused(name);
        result = await handler({ ...context, collection });
      } else {
        result = await (handler as (call: DataCallContext) => Promise<unknown>)(context);
      }
      return reply.send({ result, status: "ok", time: reply.elapsedTime / 1000 });
    };

    app.route({ method, url: path, bodyLimit: MAX_BODY_BYTES, onRequest: authorize, handler: handle });
  };
}

function collectionParam(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined> | undefined;
  return params?.collection_name ?? "";
}

function collectionRefused(name: string) {
  return forbidden(`Access to collection \`${name}\` is not granted to this API key`);
}
