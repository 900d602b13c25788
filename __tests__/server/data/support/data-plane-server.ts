// The service on a loopback port with a real store, a vector engine in a temp
// folder and a TokenVerifier fixture (test-users.ts): the control plane to
// make owners, projects and keys, and the data plane that the official Qdrant
// client drives with only a URL and an API key.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QdrantClient } from "@qdrant/js-client-rest";
import type { FastifyInstance } from "fastify";
import type { CreateApiKeyBody, CreateApiKeyResponse } from "../../../../contract/api-keys";
import type { RegisterOwnerResponse } from "../../../../contract/auth";
import type { MemberRole } from "../../../../contract/rights";
import { buildApp, type BuildAppOptions } from "../../../../server/app";
import { loadConfig, type Config } from "../../../../server/config";
import type { Store } from "../../../../server/db/client";
import { createMailer } from "../../../../server/mail/mailer";
import { memberships } from "../../../../server/db/schema";
import type { VectorEngine } from "../../../../server/engine/vector-engine";
import { describeEachStore, openTestStore, type TestStore } from "../../support/stores";
import { createTestUsers, type TestUsers } from "../../support/test-users";
import { openTestEngine } from "./test-engine";
import type { JobHandler } from "../../../../server/jobs/job-runner";
import type { EmbeddingModel } from "../../../../server/models/embedding-model";

export interface Owner {
  sub: string;
  token: string;
  organisationId: string;
  projectId: string;
}

export interface DataPlaneServer {
  app: FastifyInstance;
  url: string;
  /** The service's DATA_DIR. */
  dataDir: string;
  /** Its settings (the outbox's key is read with them). */
  config: Config;
  engine: VectorEngine;
  users: TestUsers;
  /** A new user with their organisation and default project. */
  createOwner(): Promise<Owner>;
  /** A new user who is a member of the owner's organisation with this role (as an accepted invitation leaves them). */
  addMember(owner: Owner, role: MemberRole): Promise<Owner>;
  /** Puts the owner's organisation on a tier through POST /api/billing/plan, as its owner would (more projects, regions or calls than Sandbox's). */
  changeTier(owner: Owner, tier: string): Promise<void>;
  /** A key for the project, made through POST /api/projects/:id/api-keys. */
  createApiKey(owner: Owner, body?: Partial<CreateApiKeyBody>, projectId?: string): Promise<CreateApiKeyResponse>;
  /** The official client, configured as a user would: the URL and an API key. */
  client(apiKey: string): QdrantClient;
  /** A new owner, a read-write key of their project, and the official client using it: how most data-plane tests begin. */
  ownerClient(): Promise<{ owner: Owner; key: string; client: QdrantClient }>;
  /** fetch() against the service, JSON in and out; tests assert the body's shape with toEqual. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes, each checked by the test that reads it
  call(method: string, urlPath: string, options?: { apiKey?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** `env`: extra settings, e.g. PUBLIC_DIR for a built console beside the data plane, or UPLOADS_S3_* with `uploadsS3Credentials`. */
export async function startDataPlaneServer(
  store: Store,
  env: Record<string, string> = {},
  {
    jobHandlers,
    builtinModels,
    withMailer,
    uploadsS3Credentials,
  }: { jobHandlers?: readonly JobHandler[]; builtinModels?: readonly EmbeddingModel[]; withMailer?: boolean; uploadsS3Credentials?: BuildAppOptions["uploadsS3Credentials"] } = {},
): Promise<DataPlaneServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-data-plane-"));
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, ...env });
  const engine = await openTestEngine(dataDir, config.vectorIndexThreshold, config);
  const users = createTestUsers();
  // With a mailer, the embedded user pool is served too, and with it member invitations (/api/members).
  const mailer = withMailer ? createMailer({ config, db: store.db, log: { info: () => undefined, error: () => undefined } }) : undefined;
  // Strict: an audited route answering 2xx without naming its target to the audit trail fails the test.
  const app = buildApp(config, { logger: false, store, tokenVerifier: users.tokenVerifier, vectorEngine: engine, jobHandlers, builtinModels, mailer, uploadsS3Credentials, isAuditStrict: true });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  const url = `http://127.0.0.1:${address.port}`;

  const call: DataPlaneServer["call"] = async (method, urlPath, { apiKey, headers = {}, body, rawBody } = {}) => {
    const response = await fetch(`${url}${urlPath}`, {
      method,
      headers: { ...(apiKey ? { "api-key": apiKey } : {}), ...(body !== undefined || rawBody !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  const server: DataPlaneServer = {
    app,
    url,
    dataDir,
    config,
    engine,
    users,
    async createOwner() {
      const { token, user } = users.signIn();
      const { status, body } = await call("POST", "/api/auth/register-owner", { headers: { authorization: `Bearer ${token}` } });
      if (status !== 201) throw new Error(`register-owner answered ${status}`);
      const registered = body as RegisterOwnerResponse;
      return { sub: user.sub, token, organisationId: registered.organisation.id, projectId: registered.project.id };
    },
    async addMember(owner, role) {
      const { token, user } = users.signIn();
      await store.db.insert(memberships).values({ organisationId: owner.organisationId, userSub: user.sub, role, email: user.email, name: "Ada Lovelace" });
      return { sub: user.sub, token, organisationId: owner.organisationId, projectId: owner.projectId };
    },
    async changeTier(owner, tier) {
      const { status, body } = await call("POST", "/api/billing/plan", { headers: { authorization: `Bearer ${owner.token}` }, body: { tier } });
      if (status !== 200) throw new Error(`plan change answered ${status}: ${JSON.stringify(body)}`);
    },
    async createApiKey(owner, request = {}, projectId = owner.projectId) {
      const { status, body } = await call("POST", `/api/projects/${projectId}/api-keys`, {
        headers: { authorization: `Bearer ${owner.token}` },
        body: { name: "test key", access: "read-write", ...request },
      });
      if (status !== 201) throw new Error(`api key creation answered ${status}: ${JSON.stringify(body)}`);
      return body as CreateApiKeyResponse;
    },
    client: (apiKey) => withoutInsecureKeyWarning(() => new QdrantClient({ url, apiKey })),
    async ownerClient() {
      const owner = await server.createOwner();
      const { key } = await server.createApiKey(owner);
      return { owner, key, client: server.client(key) };
    },
    call,
    async close() {
      await app.close();
      await engine.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The client warns that an API key travels over plain HTTP: true, and expected on loopback. */
export function withoutInsecureKeyWarning<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (args[0] !== "Api key is used with unsecure connection.") warn(...args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}

export interface DataPlaneForFile {
  server: DataPlaneServer;
  store: TestStore;
  /** A read-write key of one owner's project. */
  key: string;
}

/** One data-plane server on a fresh PGlite store for the whole file, with an owner's key; started before its tests and removed after them. */
export function dataPlaneForFile(env: Record<string, string> = {}): () => DataPlaneForFile {
  let current: DataPlaneForFile | undefined;
  beforeAll(async () => {
    const store = await openTestStore("pglite");
    const server = await startDataPlaneServer(store.store, env);
    current = { store, server, key: (await server.createApiKey(await server.createOwner())).key };
  }, 60_000);
  afterAll(async () => {
    await current?.server.close();
    await current?.store.remove();
  });
  return () => {
    if (!current) throw new Error("data-plane server not started yet");
    return current;
  };
}

/** As dataPlaneForFile, once on each store (describeEachStore): `define` declares the tests and reads the server through `plane()`. */
export function describeDataPlaneOnEachStore(
  title: string,
  define: (plane: () => Omit<DataPlaneForFile, "store">) => void,
  env: Record<string, string> = {},
  { pgvector = false }: { pgvector?: boolean } = {},
): void {
  describeEachStore(
    title,
    (getStore, { engineSettings }) => {
      let current: Omit<DataPlaneForFile, "store"> | undefined;
      beforeAll(async () => {
        const server = await startDataPlaneServer(getStore(), { ...env, ...engineSettings() });
        current = { server, key: (await server.createApiKey(await server.createOwner())).key };
      }, 60_000);
      afterAll(() => current?.server.close());
      define(() => {
        if (!current) throw new Error("data-plane server not started yet");
        return current;
      });
    },
    { pgvector },
  );
}
