// Real metadata stores for tests, on both engines the service runs on.
//
//   describeEachStore("registerOwner", (getStore, { dialect, restartStore }) => {
//     it("creates one organisation", async () => {
//       const { db } = getStore();
//       ...
//       await restartStore();          // close, open again on the same data
//       ... getStore().db ...          // the reopened store
//     });
//   });
//
// describeEachStore runs the block twice, "(pglite)" and "(postgres)": once on
// a fresh PGlite in a temp folder, once on a fresh database of the PostgreSQL
// cluster that the server project's globalSetup starts (TEST_POSTGRES_URL).
// Each store is migrated, and closed and deleted after the block. By default
// the tests of a block share one store (a PGlite copied from the run's
// migrated template, pglite-template.ts, opens in about 1 s), so
// give each test its own data (random ids, e-mails); pass
// { freshStorePerTest: true } for a new store per test.
//
// openTestStore(dialect) is the same thing by hand, e.g. for a beforeAll of
// your own; its settings start a service process on that store.
// createTestDatabase() gives an empty, unmigrated PostgreSQL database.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Store, StoreSettings } from "../../../server/db/client";
import { openStore } from "../../../server/db/open-store";
import { seedPgliteStore } from "./pglite-template";
import { startCitusCluster, stopPostgresCluster, type CitusCluster } from "./postgres-cluster";

export const STORE_DIALECTS = ["pglite", "postgres"] as const;
export type StoreDialect = (typeof STORE_DIALECTS)[number];

export interface TestStore {
  readonly dialect: StoreDialect;
  /** What openStore was given: DATA_DIR, or DATABASE_URL (for a service process on this store). */
  readonly settings: StoreSettings;
  /** The open store; replaced by restart(). */
  readonly store: Store;
  /** Closes the store and opens the same data again, as a service restart would. */
  restart(): Promise<Store>;
  /** Closes the store and deletes its data. */
  remove(): Promise<void>;
}

export interface StoreContext {
  dialect: StoreDialect;
  /** The vector engine of this run: LanceDB, or (with the pgvector option, on PostgreSQL) pgvector in the store's database. */
  vectorEngine: "lancedb" | "pgvector";
  /** See TestStore.restart; getStore() returns the reopened store afterwards. */
  restartStore(): Promise<Store>;
  settings(): StoreSettings;
  /** The service settings that pick this run's vector engine (VECTOR_ENGINE and DATABASE_URL for pgvector; none for LanceDB). */
  engineSettings(): Record<string, string>;
}

export interface DescribeEachStoreOptions {
  freshStorePerTest?: boolean;
  /** A third run: PostgreSQL with the vectors in the same database, on the pgvector engine, as a production deployment has it. */
  pgvector?: boolean;
  /** A fourth run: the metadata on PostgreSQL, the vectors (VECTOR_DATABASE_URL) on a Citus cluster the run starts, about 7 s. */
  citus?: boolean;
}

const OPEN_TIMEOUT_MS = 60_000;

export function describeEachStore(
  title: string,
  define: (getStore: () => Store, context: StoreContext) => void,
  { freshStorePerTest = false, pgvector = false, citus = false }: DescribeEachStoreOptions = {},
): void {
  const runs = [
    ...STORE_DIALECTS.map((dialect) => ({ name: dialect, dialect, vectorEngine: "lancedb" as const, onCitus: false })),
    ...(pgvector ? [{ name: "postgres, pgvector", dialect: "postgres" as const, vectorEngine: "pgvector" as const, onCitus: false }] : []),
    ...(citus ? [{ name: "postgres, pgvector on Citus", dialect: "postgres" as const, vectorEngine: "pgvector" as const, onCitus: true }] : []),
  ];
  describe.each(runs)(`${title} ($name)`, ({ dialect, vectorEngine, onCitus }) => {
    // The Citus cluster and the schema the vectors go to, for the whole run.
    let vectors: { cluster: CitusCluster; schema: TestDatabase } | undefined;
    if (onCitus) {
      beforeAll(async () => {
        const cluster = await startCitusCluster();
        vectors = { cluster, schema: await createTestSchema(cluster.url) };
      }, OPEN_TIMEOUT_MS);
      afterAll(() => {
        if (vectors) stopPostgresCluster(vectors.cluster);
      });
    }
    let testStore: TestStore | undefined;
    const current = (): TestStore => {
      if (!testStore) throw new Error("the test store is not open: use getStore() inside tests and hooks only");
      return testStore;
    };
    const [setUp, tearDown] = freshStorePerTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
    setUp(async () => {
      testStore = await openTestStore(dialect);
    }, OPEN_TIMEOUT_MS);
    tearDown(async () => {
      await testStore?.remove();
      testStore = undefined;
    }, OPEN_TIMEOUT_MS);
    const engineSettings = (): Record<string, string> => {
      if (vectorEngine === "lancedb") return {};
      const settings = { VECTOR_ENGINE: "pgvector", DATABASE_URL: current().settings.databaseUrl ?? "" };
      return vectors ? { ...settings, VECTOR_DATABASE_URL: vectors.schema.url } : settings;
    };
    define(() => current().store, { dialect, vectorEngine, restartStore: () => current().restart(), settings: () => current().settings, engineSettings });
  });
}

export async function openTestStore(dialect: StoreDialect): Promise<TestStore> {
  return dialect === "pglite" ? openPgliteTestStore() : openPostgresTestStore();
}

async function openPgliteTestStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-pglite-"));
  seedPgliteStore(dataDir);
  const settings: StoreSettings = { dataDir };
  const deleteData = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  return trackStore("pglite", settings, await openOrDelete(settings, deleteData), deleteData);
}

async function openPostgresTestStore(): Promise<TestStore> {
  const database = await createTestDatabase();
  const settings: StoreSettings = { dataDir: "/nonexistent/vdb-data", databaseUrl: database.url };
  return trackStore("postgres", settings, await openOrDelete(settings, database.drop), database.drop);
}

async function openOrDelete(settings: StoreSettings, deleteData: () => Promise<void>): Promise<Store> {
  try {
    return await openStore(settings);
  } catch (error) {
    await deleteData();
    throw error;
  }
}

export interface TestDatabase {
  /** postgresql:// URL of the new, empty database. */
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new, empty (unmigrated) database on the test PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  const name = `vdb_test_${randomUUID().replaceAll("-", "")}`;
  await asAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await asAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

function trackStore(dialect: StoreDialect, settings: StoreSettings, opened: Store, deleteData: () => Promise<void>): TestStore {
  let store = opened;
  return {
    dialect,
    settings,
    get store() {
      return store;
    },
    async restart() {
      await store.close();
      store = await openStore(settings);
      return store;
    },
    async remove() {
      await store.close();
      await deleteData();
    },
  };
}

function testPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error("TEST_POSTGRES_URL is not set: run the server tests through Jest's server project, whose globalSetup starts PostgreSQL.");
  }
  return url;
}

async function asAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new schema in the server's database, and the URL whose connections work in it (search_path): on a Citus
 * coordinator, which keeps its workers per database, tests share its one database and keep apart by schema.
 */
export async function createTestSchema(serverUrl: string): Promise<TestDatabase> {
  const schema = `vdb_test_${randomUUID().replaceAll("-", "")}`;
  const run = async (sql: string) => {
    const client = new pg.Client(serverUrl);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}
