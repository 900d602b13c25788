// Graceful shutdown: on SIGTERM or SIGINT stop accepting connections and let
// in-flight requests finish (app.close), then exit 0. A second signal or a
// stuck close forces exit 1, so an orchestrator never waits forever.
import type { FastifyInstance } from "fastify";

const SHUTDOWN_SIGNALS = ["SIGTERM", "SIGINT"] as const;

export function exitOnShutdownSignals(app: FastifyInstance, { timeoutMs = 10_000 } = {}): void {
  let isClosing = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (isClosing) {
        app.log.warn({ signal }, "second shutdown signal: exiting now");
        process.exit(1);
      }
      isClosing = true;
      app.log.info({ signal }, "shutting down: finishing in-flight requests");
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, "shutdown timed out: exiting now");
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      app.close().then(
        () => {
          app.log.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
