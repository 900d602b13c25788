// GET / for Qdrant clients: the version document their compatibility check
// reads (QdrantClient asks for it on construction). Only calls that look like
// an API client's get it (an api-key header, or JSON preferred over HTML);
// browsers still get the console at "/", from its own route.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { prefersJson } from "../../static/accept";

/** The Qdrant REST API version this data plane follows. */
export const QDRANT_API_VERSION = "1.19.0";

const CONSTRAINT = "qdrantRoot";

type ConstraintStorage = ReturnType<Parameters<FastifyInstance["addConstraintStrategy"]>[0]["storage"]>;
type RouteHandler = NonNullable<ReturnType<ConstraintStorage["get"]>>;

export function registerRootInfo(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: CONSTRAINT,
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return { get: (value: unknown) => handlers.get(value) ?? null, set: (value: unknown, handler: RouteHandler) => void handlers.set(value, handler) };
    },
    deriveConstraint: (request: FastifyRequest["raw"]) => (isApiClient(request.headers) ? "yes" : "no"),
    mustMatchWhenDerived: false,
  });
  // GET /: version information (Qdrant's root endpoint)
  app.get("/", { constraints: { [CONSTRAINT]: "yes" } }, async () => ({
    title: "Vector Database Cloud (qdrant-compatible)",
    version: QDRANT_API_VERSION,
    commit: null,
  }));
}

function isApiClient(headers: FastifyRequest["headers"]): boolean {
  return headers["api-key"] !== undefined || prefersJson(headers.accept);
}
