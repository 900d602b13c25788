// The service in this process on a loopback port, as the API benches run it
// (PGlite + LanceDB in a temp DATA_DIR, an organisation, project and read-write
// API key made directly in the store), with a JSON client over one keep-alive
// connection and the app's own engine object for calls that skip HTTP.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app";
import type { SignedInUser } from "../server/access/token-verifier";
import { loadConfig } from "../server/config";
import { createApiKey } from "../server/api-keys/create-api-key";
import { changePlan } from "../server/billing/change-plan";
import { registerOwner } from "../server/organisations/register-owner";
import type { Database } from "../server/db/client";
import { openStore } from "../server/db/open-store";
import { collections } from "../server/db/schema";
import { createEngine } from "../server/engine/create-engine";
import type { VectorEngine } from "../server/engine/vector-engine";
import { sendRequest } from "./send-request";

/** A JSON request; a status of 300 or more is an error carrying the body. */
export type Call = (method: string, url: string, body?: unknown) => Promise<unknown>;

export interface BenchService {
  port: number;
  /** The service itself (the gRPC bench serves Qdrant's gRPC API beside it). */
  app: FastifyInstance;
  /** The service's DATA_DIR, its metadata store, and the bench owner's project and user id. */
  dataDir: string;
  db: Database;
  projectId: string;
  userSub: string;
  apiKey: string;
  call: Call;
  engine: VectorEngine;
  /** The engine's id of a collection, for calls straight to the engine. */
  engineIdOf(collection: string): Promise<string>;
  /** Resolves once the collection is green, with its info. */
  waitForGreen(collection: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** `env`: further settings (METERING=off for the metering bench). */
export async function startBenchService(folderPrefix = "vdb-bench-", env: Readonly<Record<string, string>> = {}): Promise<BenchService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, "no-console"), HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "error", ...env });
  const store = await openStore(config);
  const engine = await createEngine(config);
  const app = buildApp(config, { store, vectorEngine: engine });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const user: SignedInUser = { sub: randomUUID(), email: "bench@example.com", username: "bench", tokenUse: "id" };
  const { organisation, project } = await registerOwner(store.db, user);
  // The benches send far more calls than Sandbox's month allows: the owner moves to Business, as Billing's plan change does.
  await changePlan({ db: store.db, regions: config.billing.regions, exportMaxRows: config.billing.usageExportMaxRows }, organisation.id, user.sub, { tier: "business" });
  const { key } = await createApiKey(store.db, project.id, { user, role: "owner" }, { name: "bench", access: "read-write" });
  await app.listen({ host: config.host, port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const call = httpClient(port, key, agent);
  return {
    port,
    app,
    dataDir,
    db: store.db,
    projectId: project.id,
    userSub: user.sub,
    apiKey: key,
    call,
    engine,
    async engineIdOf(collection) {
      const [row] = await store.db.select({ engineId: collections.engineId }).from(collections).where(eq(collections.name, collection));
      if (!row) throw new Error(`no collection ${collection} in the store`);
      return row.engineId;
    },
    async waitForGreen(collection) {
      for (;;) {
        const { result } = (await call("GET", `/collections/${collection}`)) as { result: Record<string, unknown> };
        if (result.status === "green") return result;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async close() {
      await app.close();
      agent.destroy();
      await engine.close();
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function httpClient(port: number, apiKey: string, agent: http.Agent): Call {
  return async (method, url, body) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return JSON.parse(await sendRequest({ port, apiKey, agent }, method, url, payload)) as unknown;
  };
}
