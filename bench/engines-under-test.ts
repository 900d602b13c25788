// The three engines the engines bench compares, each started fresh through
// createEngine and torn down whole by stop(): LanceDB in a temp folder, and
// pgvector on a PostgreSQL server, or a Citus cluster (a coordinator and two
// workers), that the bench starts itself (the server tests' throwaway
// clusters: __tests__/server/support/postgres-cluster.ts, durability off).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startCitusCluster, startPostgresCluster, stopPostgresCluster, type CitusCluster, type PostgresCluster } from "../__tests__/server/support/postgres-cluster";
import { createEngine } from "../server/engine/create-engine";
import type { VectorEngine } from "../server/engine/vector-engine";
import { clusterCpuMs } from "./server-cpu";

/** Where a pgvector engine's tables are, for the bench's own SQL beside the engine's. */
export interface EnginePostgres {
  /** The database the engine works in (a Citus coordinator's). */
  url: string;
  /** A Citus cluster's workers (their `postgres` databases, where the shards are); none on one server. */
  workerUrls: string[];
  isCitus: boolean;
  /** pgvector's version, and Citus's on a cluster. */
  versions: string;
}

export interface EngineUnderTest {
  name: string;
  engine: VectorEngine;
  /** CPU used so far, in ms, by the processes serving the engine outside this one (its PostgreSQL servers); 0 for LanceDB. */
  serverCpuMs(): number;
  postgres?: EnginePostgres;
  /** Stops the engine, its servers and removes its folders. */
  stop(): Promise<void>;
  /** The same, synchronously and without closing the engine: for a signal that ends the run. */
  stopNow(): void;
}

export type EngineKind = "lancedb" | "pgvector" | "citus";

/** The engines build their index from this many points (VECTOR_INDEX_THRESHOLD): the service's default, 20,000, or all of a smaller run's. */
export function startEngine(kind: EngineKind, indexThreshold: number): Promise<EngineUnderTest> {
  switch (kind) {
    case "lancedb":
      return startLanceDb(indexThreshold);
    case "pgvector":
      return startPgvector(false, indexThreshold);
    case "citus":
      return startPgvector(true, indexThreshold);
  }
}

async function startLanceDb(indexThreshold: number): Promise<EngineUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-engines-bench-"));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const engine = await createEngine({ vectorEngine: "lancedb", dataDir, vectorIndexThreshold: indexThreshold });
    return {
      name: "LanceDB",
      engine,
      serverCpuMs: () => 0,
      stop: closeThen(engine, removeFolder),
      stopNow: removeFolder,
    };
  } catch (error) {
    removeFolder();
    throw error;
  }
}

/** Closes the engine, then frees what it ran on, even when closing fails. */
function closeThen(engine: VectorEngine, free: () => void): () => Promise<void> {
  return async () => {
    try {
      await engine.close();
    } finally {
      free();
    }
  };
}

async function startPgvector(isCitus: boolean, indexThreshold: number): Promise<EngineUnderTest> {
  const cluster: PostgresCluster & Partial<Pick<CitusCluster, "workerUrls">> = isCitus ? await startCitusCluster() : await startPostgresCluster();
  const stopCluster = () => stopPostgresCluster(cluster);
  try {
    // One server: a fresh database of its own. Citus keeps its nodes per database: the coordinator's `postgres` one.
    const url = isCitus ? cluster.url : await createDatabase(cluster, "vdb_engines_bench");
    const engine = await createEngine({ vectorEngine: "pgvector", dataDir: cluster.folder, vectorDatabaseUrl: url, vectorIndexThreshold: indexThreshold });
    const postgres = { url, workerUrls: cluster.workerUrls ?? [], isCitus, versions: await versionsOf(url, isCitus) };
    return {
      name: isCitus ? "pgvector on Citus" : "pgvector",
      engine,
      serverCpuMs: () => clusterCpuMs(cluster.folder),
      postgres,
      stop: closeThen(engine, stopCluster),
      stopNow: stopCluster,
    };
  } catch (error) {
    stopCluster();
    throw error;
  }
}

async function createDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  const client = new pg.Client(cluster.url);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function versionsOf(url: string, isCitus: boolean): Promise<string> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ extname: string; extversion: string }>(`SELECT extname, extversion FROM pg_extension WHERE extname IN ('vector', 'citus') ORDER BY extname DESC`);
    const server = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version ?? "?";
    const extensions = rows.filter((row) => isCitus || row.extname === "vector").map((row) => `${row.extname === "vector" ? "pgvector" : "Citus"} ${row.extversion}`);
    return [`PostgreSQL ${server.split(" ")[0] ?? server}`, ...extensions].join(", ");
  } finally {
    await client.end();
  }
}
