// The identity service alone on a loopback port, over a test store: the
// Cognito endpoint at /identity/ and the /api/auth routes, as the lead wires
// them into the app. Logs off; e-mail to the outbox only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastify, { type FastifyInstance } from "fastify";
import { loadConfig, type Config } from "../../../../server/config";
import { controlPlane } from "../../../../server/control/control-plane";
import type { Database, Store } from "../../../../server/db/client";
import { identityPlugin } from "../../../../server/identity/plugin";
import type { RateLimitSettings } from "../../../../server/identity/rate-limits";
import { createIdentityService, type IdentityService, type MfaMode } from "../../../../server/identity/service";
import { createMailer } from "../../../../server/mail/mailer";
import { openTestStore, type TestStore } from "../../support/stores";

export interface IdentityServerOptions {
  /** Extra settings (TOKEN_TTL_SECONDS, ...). */
  env?: Record<string, string>;
  limits?: Partial<RateLimitSettings>;
  mfa?: MfaMode;
  /** Where identity-secret.key lives; a restart passes the same folder. */
  dataDir?: string;
}

export interface IdentityServer {
  app: FastifyInstance;
  config: Config;
  db: Database;
  service: IdentityService;
  dataDir: string;
  /** The Cognito endpoint, as config.json gives it to the console. */
  endpoint: string;
  baseUrl: string;
  close(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "vdb-identity-"));
}

export async function startIdentityServer(store: Store, options: IdentityServerOptions = {}): Promise<IdentityServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, ...options.env });
  const mailer = createMailer({ config, db: store.db, log: silent });
  const service = await createIdentityService({ config, db: store.db, mailer, limits: options.limits, mfa: options.mfa });
  const app = fastify({ logger: false });
  await app.register(identityPlugin, { service });
  await app.register(controlPlane, { identity: service });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    db: store.db,
    service,
    dataDir,
    endpoint: `${baseUrl}/identity/`,
    baseUrl,
    close: async () => {
      await app.close();
      await mailer.close();
    },
  };
}

/** POSTs one action the way Cognito clients do; returns status, headers and parsed body. */
export async function callAction(server: Pick<IdentityServer, "endpoint">, action: string, body: unknown, target = `AWSCognitoIdentityProviderService.${action}`) {
  const response = await fetch(server.endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-amz-json-1.1", "x-amz-target": target },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Id and access tokens from one USER_PASSWORD_AUTH call, with no follow-up
 * request (the library's ConfirmDevice) that a very short token lifetime
 * could race on a busy machine.
 */
export async function passwordAuthTokens(server: Pick<IdentityServer, "endpoint">, email: string): Promise<{ id: string; access: string }> {
  const { status, body } = await callAction(server, "InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    ClientId: "vdbcloudconsole",
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  if (status !== 200) throw new Error(`InitiateAuth answered ${status}: ${JSON.stringify(body)}`);
  const { IdToken: id, AccessToken: access } = body.AuthenticationResult as { IdToken: string; AccessToken: string };
  return { id, access };
}

let counter = 0;
/** A fresh address per test, so tests sharing a store never collide. */
export function newEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@Example.com`;
}

export const PASSWORD = "Corr3ct-Horse!";

/** One identity server on a fresh PGlite store for the whole file, started before its tests and removed after them. */
export function identityServerForFile(): () => IdentityServer {
  let testStore: TestStore | undefined;
  let server: IdentityServer | undefined;
  beforeAll(async () => {
    testStore = await openTestStore("pglite");
    server = await startIdentityServer(testStore.store);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await testStore?.remove();
  });
  return () => {
    if (!server) throw new Error("identity server not started yet");
    return server;
  };
}
