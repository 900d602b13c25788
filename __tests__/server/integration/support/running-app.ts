// The whole service as server/main.ts builds it (buildApp with the metadata
// store, createTokenVerifier and createMailer), listening on a loopback port,
// for tests that drive it as a real client would: the Cognito endpoint at
// /identity/ and bearer-authenticated /api. No vector engine: these tests stop
// at the control plane. Logs off; the mailer's log lines (the codes a local
// user reads) are kept in `mailLog`.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../../server/app";
import { loadConfig, type Config } from "../../../../server/config";
import type { Database, Store } from "../../../../server/db/client";
import { createTokenVerifier } from "../../../../server/identity/pool-token-verifier";
import { createMailer } from "../../../../server/mail/mailer";

/** One identity secret for every app of a test file, as for every instance of one deployment. */
export const IDENTITY_SECRET_KEY = randomBytes(32).toString("hex");

export interface RunningApp {
  app: FastifyInstance;
  config: Config;
  store: Store;
  db: Database;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The Cognito endpoint, as config.json gives it to the console. */
  endpoint: string;
  /** What the mailer logged (no SMTP): "Confirmation code for <email>: 123456", ... */
  mailLog: string[];
  close(): Promise<void>;
}

export async function startApp(store: Store, env: Record<string, string> = {}): Promise<RunningApp> {
  // IDENTITY_SECRET_KEY set: nothing is written to DATA_DIR, which does not exist.
  const config = loadConfig({
    PUBLIC_DIR: "/nonexistent/vdb-public",
    DATA_DIR: "/nonexistent/vdb-data",
    IDENTITY_SECRET_KEY,
    LOG_LEVEL: "silent",
    ...env,
  });
  const mailLog: string[] = [];
  // The order of main.ts: the verifier first (it finds the signing key once the identity service has made it).
  const tokenVerifier = await createTokenVerifier(config, store.db);
  const mailer = createMailer({ config, db: store.db, log: { info: (line) => mailLog.push(line), error: () => undefined } });
  const app = buildApp(config, { logger: false, store, tokenVerifier, mailer });
  app.addHook("onClose", () => mailer.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { app, config, store, db: store.db, baseUrl, endpoint: `${baseUrl}/identity/`, mailLog, close: () => app.close() };
}

export interface ApiReply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One /api call with an optional bearer token and JSON body. */
export async function callApi(target: Pick<RunningApp, "baseUrl">, method: "GET" | "POST", path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiReply> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${target.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}
