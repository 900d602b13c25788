// The HTTP app: settings in, a Fastify instance out. main.ts listens with it;
// tests drive it in-process over loopback HTTP. Each part of the service is a
// plugin registered here; later parts (identity, control plane, data plane)
// register the same way, with their own error shapes inside their own scope.
// The metadata store and the token verifier come in ready (main.ts opens the
// store, tests pass their own), so building the app never touches a disk.
import fastifyCompress from "@fastify/compress";
import fastify, { type FastifyInstance } from "fastify";
import { apiFallbackRoutes } from "./api/routes";
import type { TokenVerifier } from "./auth/token-verifier";
import type { Config } from "./config";
import { consoleConfigRoutes } from "./console-config/routes";
import { controlPlaneRoutes } from "./control/routes";
import { createDataPlane } from "./data/data-plane";
import { dataPlaneRoutes } from "./data/routes";
import { replayPendingWrites } from "./data/writes/replay-pending-writes";
import type { Store } from "./db/client";
import type { VectorEngine } from "./engine/vector-engine";
import { healthRoutes } from "./health/routes";
import { identityApiRoutes } from "./identity/api-routes";
import { identityPlugin } from "./identity/plugin";
import { createIdentityService } from "./identity/service";
import type { Mailer } from "./mail/mailer";
import { registerErrorHandling, replyToFrameworkError } from "./http/error-handler";
import { generateRequestId, registerResponseHeaders } from "./http/response-headers";
import { serveConsole } from "./static/serve-console";

export interface BuildAppOptions {
  /** Structured JSON logs at config.logLevel; tests turn them off. Default true. */
  logger?: boolean;
  /** The open, migrated metadata store (openStore). */
  store?: Store;
  /** Verifies the bearer tokens of /api calls. With `store`, the control plane (/api/auth/me, ...) is served. */
  tokenVerifier?: TokenVerifier;
  /** Delivers the identity service's e-mail. With `store`, the embedded user pool is served (unless an AWS pool is configured). */
  mailer?: Mailer;
  /** The open vector engine. With `store`, the Qdrant-compatible data plane (/collections, /aliases) is served. */
  vectorEngine?: VectorEngine;
}

/** Believes X-Forwarded-For up to `hops` proxies in front of the service. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: generateRequestId,
    requestIdHeader: false,
    frameworkErrors: replyToFrameworkError,
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  });

  registerResponseHeaders(app);
  registerErrorHandling(app);
  // Before every route plugin, so its onSend hook covers them all. Streams
  // (static files) are compressed too; only compressible types above 1 kB.
  void app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });

  void app.register(healthRoutes);
  void app.register(consoleConfigRoutes, { config });
  if (options.store && options.mailer && !config.cognito) {
    const identity = { config, db: options.store.db, mailer: options.mailer };
    // One user pool for both: the Cognito endpoint and the sign-in for clients without a browser
    // (public, outside the bearer-authenticated control plane).
    void app.register(async (scope) => {
      const service = await createIdentityService(identity);
      await scope.register(identityPlugin, { service });
      await scope.register(identityApiRoutes, { service, prefix: "/api" });
    });
  }
  // The engine and the store are closed by whoever opened them (main.ts), after the data plane's own onClose.
  const dataPlane =
    options.store && options.vectorEngine
      ? createDataPlane({ db: options.store.db, engine: options.vectorEngine, log: app.log, tokenVerifier: options.tokenVerifier })
      : undefined;
  if (options.store && options.tokenVerifier) {
    void app.register(controlPlaneRoutes, { db: options.store.db, tokenVerifier: options.tokenVerifier, dataPlane });
  }
  if (dataPlane) {
    void app.register(dataPlaneRoutes, { plane: dataPlane });
    // Before listening: writes acknowledged with wait=false that a crash left unapplied land first.
    app.addHook("onReady", async () => {
      await replayPendingWrites(dataPlane);
    });
  }
  void app.register(apiFallbackRoutes);
  void app.register(serveConsole, { publicDir: config.publicDir });
  return app;
}
