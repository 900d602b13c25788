// The HTTP app: settings in, a Fastify instance out. main.ts listens with it;
// tests drive it in-process over loopback HTTP. Each part of the service is a
// plugin registered here; later parts (identity, control plane, data plane)
// register the same way, with their own error shapes inside their own scope.
import fastifyCompress from "@fastify/compress";
import fastify, { type FastifyInstance } from "fastify";
import { apiFallbackRoutes } from "./api/routes";
import type { Config } from "./config";
import { consoleConfigRoutes } from "./console-config/routes";
import { healthRoutes } from "./health/routes";
import { registerErrorHandling, replyToFrameworkError } from "./http/error-handler";
import { generateRequestId, registerResponseHeaders } from "./http/response-headers";
import { serveConsole } from "./static/serve-console";

export interface BuildAppOptions {
  /** Structured JSON logs at config.logLevel; tests turn them off. Default true. */
  logger?: boolean;
}

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: generateRequestId,
    requestIdHeader: false,
    frameworkErrors: replyToFrameworkError,
  });

  registerResponseHeaders(app);
  registerErrorHandling(app);
  // Before every route plugin, so its onSend hook covers them all. Streams
  // (static files) are compressed too; only compressible types above 1 kB.
  void app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });

  void app.register(healthRoutes);
  void app.register(consoleConfigRoutes, { config });
  void app.register(apiFallbackRoutes);
  void app.register(serveConsole, { publicDir: config.publicDir });
  return app;
}
