// `npm run serve`: the service and the built console on HOST:PORT. The
// metadata store is opened (and migrated) before the service listens, and
// closed after the last in-flight request on shutdown.
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig, type Config } from "./config";
import type { Store } from "./db/client";
import { openStore } from "./db/open-store";
import { createEngine } from "./engine/create-engine";
import { holdSingleInstance } from "./engine/lancedb/single-instance";
import { createTokenVerifier } from "./identity/pool-token-verifier";
import { createMailer } from "./mail/mailer";
import { exitOnShutdownSignals } from "./shutdown";
import { StartupError } from "./startup-error";
import { loadInstanceId } from "./instance-id";
import { startBuiltinModels } from "./models/builtin/start-builtin-models";
import { startGrpcServer, type RunningGrpcServer } from "./grpc/grpc-server";

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  await fs.mkdir(config.dataDir, { recursive: true });
  const store = await openStoreOrExit(config);

  // /api verifies bearer tokens against the configured pool: the embedded one or AWS Cognito.
  const tokenVerifier = await createTokenVerifier(config, store.db);
  const mailer = createMailer({
    config,
    db: store.db,
    log: { info: (line) => app.log.info(line), error: (details, line) => app.log.error(details, line) },
  });

  // LanceDB serves one instance: with a shared database, a second instance stops here (server/engine/lancedb/single-instance.ts).
  const instanceLock = config.vectorEngine === "lancedb" && config.databaseUrl ? await exitOnStartupError(() => holdSingleInstance(config.databaseUrl ?? "")) : undefined;

  // The vector engine (LanceDB in DATA_DIR/vectors by default) behind the Qdrant-compatible data plane.
  const vectorEngine = await createEngine(config, {
    info: (details, message) => app.log.info(details, message),
    warn: (details, message) => app.log.warn(details, message),
    error: (details, message) => app.log.error(details, message),
  });

  // The built-in embedding models: worker threads start, and each model loads, on its first text (GloVe's cache in DATA_DIR/models).
  const builtin = await startBuiltinModels({ cacheDirectory: path.join(config.dataDir, "models") });

  const instanceId = await loadInstanceId(config.dataDir);
  const app = buildApp(config, { store, tokenVerifier, mailer, vectorEngine, instanceId, builtinModels: builtin.models });
  // Run after in-flight requests finish (app.close on SIGTERM); the store last, releasing PGlite's folder lock.
  app.addHook("onClose", () => mailer.close());
  // After the jobs runner (an import embedding text) and the data plane have stopped.
  app.addHook("onClose", () => builtin.close());
  // After the data plane's own onClose has applied the writes it queued.
  app.addHook("onClose", () => vectorEngine.close());
  app.addHook("onClose", () => store.close());
  app.addHook("onClose", async () => {
    await instanceLock?.release();
  });

  // Logged, not fatal: one failed background promise must not take every user's requests down with it.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled promise rejection"));
  process.on("uncaughtException", (error) => {
    app.log.fatal({ err: error }, "uncaught exception: exiting");
    process.exit(1);
  });
  exitOnShutdownSignals(app);

  // Stopped before the REST calls it makes are (Fastify takes no hook once it listens).
  const grpc: { server?: RunningGrpcServer } = {};
  app.addHook("preClose", async () => {
    await grpc.server?.close();
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.fatal({ err: error }, `Vector Database Cloud failed to start on ${config.host}:${config.port}`);
    process.exit(1);
  }
  if (config.grpcPort !== null) grpc.server = await startGrpcOrExit(app, config);
  const url = localUrl(config.host, app.server.address());
  app.log.info(
    { url, grpcPort: grpc.server?.port ?? null, publicUrl: config.publicUrl, dataDir: config.dataDir, metadataStore: { dialect: store.dialect, location: store.location }, vectorEngine: config.vectorEngine },
    `Vector Database Cloud is running at ${url}`,
  );
}

/** Qdrant's gRPC API on its own port; a port in use ends the start, in words. */
async function startGrpcOrExit(app: FastifyInstance, config: Config): Promise<RunningGrpcServer> {
  try {
    return await startGrpcServer(app, { host: config.host, port: config.grpcPort ?? 0, tls: config.grpcTls, log: { error: (details, message) => app.log.error(details, message) } });
  } catch (error) {
    app.log.fatal({ err: error }, `Vector Database Cloud's gRPC API failed to start on ${config.host}:${config.grpcPort ?? 0} (GRPC_PORT=0 turns it off)`);
    await app.close();
    process.exit(1);
  }
}

/** A store held by another process is a plain message, not a stack trace: the user has to stop that process. */
function openStoreOrExit(config: Config): Promise<Store> {
  return exitOnStartupError(() => openStore(config));
}

/** A StartupError is the user's to act on: its message alone, and exit. */
async function exitOnStartupError<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** The URL to open locally: the bound port (PORT=0 picks one), with "localhost" for loopback and wildcard hosts. */
function localUrl(host: string, address: string | AddressInfo | null): string {
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const isLocal = ["127.0.0.1", "::1", "0.0.0.0", "::", "localhost"].includes(host);
  const shownHost = isLocal ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

main().catch((error: unknown) => {
  process.stderr.write(`Vector Database Cloud failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
