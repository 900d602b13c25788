// A data-plane service that a test stops and starts again on the same
// metadata store (PGlite) and data folder, as a restart of the service opens
// them, with one owner's read-write key kept across restarts:
//
//   const service = restartableService("shard-keys");
//   it("...", async () => {
//     await service.start();
//     await service.client().upsert(...);
//     await service.stop();      // what a crash or a stop leaves
//     ... write into service.store() or service.dataDir() directly ...
//     await service.start();     // the next start finds it
//   });
//
// Stopped and removed after the file's tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QdrantClient } from "@qdrant/js-client-rest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../../server/app";
import { loadConfig } from "../../../../server/config";
import { createApiKey } from "../../../../server/api-keys/create-api-key";
import { registerOwner } from "../../../../server/organisations/register-owner";
import type { Store } from "../../../../server/db/client";
import { collections, type Collection } from "../../../../server/db/schema";
import { openTestStore, type TestStore } from "../../support/stores";
import { createTestUsers } from "../../support/test-users";
import { openTestEngine } from "./test-engine";

export interface RestartableService {
  /** Opens the engine and the app on the same store and data folder, and listens. */
  start(): Promise<void>;
  /** Closes the app and the engine (the store stays open, as another process's would). */
  stop(): Promise<void>;
  /** The official client of the running service, with the owner's key. */
  client(): QdrantClient;
  store(): Store;
  dataDir(): string;
  /** The metadata row of a collection, by name. */
  collectionRow(name: string): Promise<Collection>;
}

export function restartableService(name: string): RestartableService {
  let store: TestStore | undefined;
  let folder = "";
  let apiKey = "";
  let app: FastifyInstance | null = null;
  let closeEngine: (() => Promise<void>) | null = null;
  let client: QdrantClient | null = null;

  const openStore = () => {
    if (!store) throw new Error("the restartable service's store is not open: use it inside tests and hooks only");
    return store.store;
  };

  const service: RestartableService = {
    async start() {
      const engine = await openTestEngine(folder);
      app = buildApp(loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: folder }), { logger: false, store: openStore(), vectorEngine: engine });
      closeEngine = () => engine.close();
      await app.listen({ host: "127.0.0.1", port: 0 });
      const address = app.server.address();
      if (typeof address !== "object" || address === null) throw new Error("no TCP address");
      // The client warns that an API key travels over plain HTTP: true, and expected on loopback.
      const warn = console.warn;
      console.warn = () => undefined;
      client = new QdrantClient({ url: `http://127.0.0.1:${address.port}`, apiKey });
      console.warn = warn;
    },
    async stop() {
      await app?.close();
      await closeEngine?.();
      app = null;
      closeEngine = null;
      client = null;
    },
    client() {
      if (!client) throw new Error("the restartable service is not running: start() it first");
      return client;
    },
    store: openStore,
    dataDir: () => folder,
    async collectionRow(collectionName) {
      const [row] = await openStore().db.select().from(collections).where(eq(collections.name, collectionName));
      if (!row) throw new Error(`no collection ${collectionName}`);
      return row;
    },
  };

  beforeAll(async () => {
    store = await openTestStore("pglite");
    folder = fs.mkdtempSync(path.join(os.tmpdir(), `vdb-test-${name}-`));
    const { user } = createTestUsers().signIn();
    const { project } = await registerOwner(store.store.db, user);
    apiKey = (await createApiKey(store.store.db, project.id, { user, role: "owner" }, { name: "restarts", access: "read-write" })).key;
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await store?.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  return service;
}
