// The data plane's routes without an API key (contract/qdrant/public-routes.ts):
// GET / for Qdrant clients, the version document their compatibility check
// reads (QdrantClient asks for it on construction), and GET /livez and
// /readyz, Qdrant's Kubernetes probes in its plain text; /readyz answers 503
// while the database does not answer, so that a load balancer sends nothing
// to an instance that cannot serve (a database restart, a failover). Only
// calls to / that look like an API client's get the document (a key, JSON
// asked for, or a Qdrant client's User-Agent); everything else still gets the
// console's "/", from its own route. GET /healthz stays the service's JSON
// check (server/health/).
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LIVEZ_TEXT, NOT_READY_TEXT, publicDataRoutes, QDRANT_API_VERSION, READYZ_TEXT, type PublicDataRoute } from "../../../contract/qdrant/public-routes";
import type { VersionInfo } from "../../../contract/qdrant/service";
import type { Database } from "../../db/client";
import type { VectorEngine } from "../../engine/vector-engine";
import { prefersJson } from "../../static/accept";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The declaration of a data-plane route that answers without an API key (checked by a test). */
    publicDataRoute?: PublicDataRoute;
  }
}

/** Qdrant's own title: clients and tools that tell Qdrant by it (the JS client reads `version` only) see what they expect. */
export const VERSION_INFO: VersionInfo = { title: "qdrant - vector search engine", version: QDRANT_API_VERSION, commit: null };


/** A database slower than this is not ready either: a probe must not hang on a connection that never answers. */
const READY_QUERY_TIMEOUT_MS = 2_000;

const CONSTRAINT = "qdrantRoot";

type ConstraintStorage = ReturnType<Parameters<FastifyInstance["addConstraintStrategy"]>[0]["storage"]>;
type RouteHandler = NonNullable<ReturnType<ConstraintStorage["get"]>>;

export function registerPublicRoutes(app: FastifyInstance, { db, engine }: { db: Database; engine: Pick<VectorEngine, "ping"> }): void {
  app.addConstraintStrategy({
    name: CONSTRAINT,
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return { get: (value: unknown) => handlers.get(value) ?? null, set: (value: unknown, handler: RouteHandler) => void handlers.set(value, handler) };
    },
    deriveConstraint: (request: FastifyRequest["raw"]) => (isApiClient(request.headers) ? "yes" : "no"),
    mustMatchWhenDerived: false,
  });
  const { root, livez, readyz } = publicDataRoutes;
  // GET /: version information (Qdrant's root endpoint)
  app.get(root.path, { constraints: { [CONSTRAINT]: "yes" }, config: { publicDataRoute: root } }, async () => VERSION_INFO);

  // GET /livez: alive, in Qdrant's words (logged at warn and above only, as probes poll it)
  app.get(livez.path, { logLevel: "warn", config: { publicDataRoute: livez } }, async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send(LIVEZ_TEXT));

  // GET /readyz: ready once the databases answer (503 in Qdrant's words until then); collections open on demand
  app.get(readyz.path, { logLevel: "warn", config: { publicDataRoute: readyz } }, async (request, reply) => {
    const answers = await Promise.all([
      answersInTime(() => db.execute(sql`select 1`), (error) => request.log.warn({ err: error }, "not ready: the database did not answer")),
      answersInTime(() => engine.ping(), (error) => request.log.warn({ err: error }, "not ready: the vector engine's database did not answer")),
    ]);
    const isReady = answers.every(Boolean);
    return reply
      .code(isReady ? 200 : 503)
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send(isReady ? READYZ_TEXT : NOT_READY_TEXT);
  });
}

/**
 * Whether `ask` (one trivial query: to the metadata store, or the vector engine's ping, which with VECTOR_ENGINE=pgvector
 * reaches VECTOR_DATABASE_URL's database) answers within READY_QUERY_TIMEOUT_MS. LanceDB and PGlite are files of this
 * process, with no server to wait for.
 */
async function answersInTime(ask: () => Promise<unknown>, onFailure: (error: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_QUERY_TIMEOUT_MS} ms`)), READY_QUERY_TIMEOUT_MS);
  });
  try {
    await Promise.race([ask(), timeout]);
    return true;
  } catch (error) {
    onFailure(error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Qdrant's REST clients name themselves: "qdrant-js/1.19.0" (JavaScript), "python-client/1.19.0 python/3.12" (Python). */
const QDRANT_CLIENT_AGENT = /^(qdrant-js|python-client)\//;

/**
 * A key, a bearer token, an Accept that ranks JSON above HTML, or one of Qdrant's clients by its User-Agent (they call
 * GET / without a key to check versions). Anything else, curl's "*\/*" included, gets the console's "/" (a redirect to
 * the dashboard, SPEC.md's template routes).
 */
function isApiClient(headers: FastifyRequest["headers"]): boolean {
  return headers["api-key"] !== undefined || headers.authorization !== undefined || prefersJson(headers.accept) || QDRANT_CLIENT_AGENT.test(headers["user-agent"] ?? "");
}
