// A throwaway PostgreSQL cluster for the server tests (Jest globalSetup and
// globalTeardown): initdb into a temp folder, trust auth, a free loopback port,
// its unix socket in the same folder, durability off (the data dies with the
// run). initdb refuses root, so as root every command runs as `postgres`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

// The folder is named after the Jest process that owns it: vdb-test-postgres-<pid>-<random>.
const FOLDER_PREFIX = "vdb-test-postgres-";

export interface PostgresCluster {
  url: string;
  folder: string;
  binDir: string;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  removeAbandonedClusters(binDir);
  const folder = makeClusterFolder();
  try {
    const port = await startServer(binDir, folder, "data", []);
    return { url: urlOf(port), folder, binDir };
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** A Citus cluster on loopback: a coordinator and two workers, each with Citus and pgvector, in one folder. */
export interface CitusCluster extends PostgresCluster {
  /** The workers' URLs (the coordinator's is `url`). */
  workerUrls: string[];
}

const CITUS_WORKERS = 2;

/**
 * Starts a coordinator and two workers, each with Citus preloaded, and joins the workers to the coordinator in its
 * `postgres` database (Citus keeps its nodes per database: tests work in that one and keep apart by their own names).
 */
export async function startCitusCluster(): Promise<CitusCluster> {
  const binDir = findPostgresBinDir();
  removeAbandonedClusters(binDir);
  const folder = makeClusterFolder();
  const citus = ["shared_preload_libraries=citus", "max_prepared_transactions=100"];
  try {
    const ports = await Promise.all(["coordinator", ...Array.from({ length: CITUS_WORKERS }, (_, index) => `worker${index + 1}`)].map((name) => startServer(binDir, folder, name, citus)));
    const [coordinatorPort, ...workerPorts] = ports as [number, ...number[]];
    await Promise.all(ports.map((port) => runSql(port, "CREATE EXTENSION IF NOT EXISTS citus; CREATE EXTENSION IF NOT EXISTS vector;")));
    await runSql(coordinatorPort, [`SELECT citus_set_coordinator_host('127.0.0.1', ${coordinatorPort});`, ...workerPorts.map((port) => `SELECT citus_add_node('127.0.0.1', ${port});`)].join(" "));
    return { url: urlOf(coordinatorPort), workerUrls: workerPorts.map(urlOf), folder, binDir };
  } catch (error) {
    stopServers(binDir, folder);
    throw error;
  }
}

const urlOf = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres`;

function makeClusterFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const runAs = postgresUser();
  if (runAs) fs.chownSync(folder, runAs.uid, runAs.gid);
  return folder;
}

/** initdb into folder/name and starts the server on a free port, which it returns. */
async function startServer(binDir: string, folder: string, name: string, settings: readonly string[]): Promise<number> {
  const dataDir = path.join(folder, name);
  run(binDir, "initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"]);
  // The free port may be taken between the probe and the start: try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      run(binDir, "pg_ctl", ["-D", dataDir, "-l", path.join(folder, `${name}.log`), "-w", "-t", "60", "-o", serverOptions(port, folder, settings), "start"]);
      return port;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

export function stopPostgresCluster({ folder, binDir }: PostgresCluster): void {
  stopServers(binDir, folder);
}

/** Stops every server whose data folder is in `folder` (one, or a Citus cluster's three), then deletes the folder. */
function stopServers(binDir: string, folder: string): void {
  try {
    for (const name of listDir(folder).filter((entry) => fs.existsSync(path.join(folder, entry, "postmaster.pid")))) {
      run(binDir, "pg_ctl", ["-D", path.join(folder, name), "-m", "immediate", "-w", "stop"]);
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function serverOptions(port: number, socketDir: string, extra: readonly string[]): string {
  const settings = ["listen_addresses=127.0.0.1", "fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=300", ...extra];
  return [`-p ${port}`, `-k ${socketDir}`, ...settings.map((setting) => `-c ${setting}`)].join(" ");
}

async function runSql(port: number, sql: string): Promise<void> {
  const client = new pg.Client(urlOf(port));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function findPostgresBinDir(): string {
  const pathDirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const debianDirs = ["15", ...listDir("/usr/lib/postgresql").sort().reverse()].map((version) => `/usr/lib/postgresql/${version}/bin`);
  const found = [...pathDirs, ...debianDirs].find((dir) => ["initdb", "pg_ctl", "postgres"].every((name) => isExecutable(path.join(dir, name))));
  if (!found) {
    throw new Error(
      "The server tests need PostgreSQL server binaries (initdb, pg_ctl, postgres) to run the store tests on PostgreSQL, " +
        "and found none on PATH or in /usr/lib/postgresql/<version>/bin. Install them (Debian: apt-get install -y postgresql-15), " +
        "or set TEST_POSTGRES_URL to a server the tests may create databases on.",
    );
  }
  return found;
}

/** Clusters left by a run that was killed before its teardown (its owner pid is gone). */
function removeAbandonedClusters(binDir: string): void {
  for (const name of listDir(os.tmpdir()).filter((entry) => entry.startsWith(FOLDER_PREFIX))) {
    const folder = path.join(os.tmpdir(), name);
    const ownerPid = Number(name.slice(FOLDER_PREFIX.length).split("-")[0]);
    if (!(ownerPid > 0) || isProcessAlive(ownerPid)) continue;
    try {
      stopServers(binDir, folder);
    } catch {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}

function run(binDir: string, command: string, args: string[]): void {
  const executable = path.join(binDir, command);
  const user = postgresUser();
  const [file, fileArgs] = user ? ["runuser", ["-u", "postgres", "--", executable, ...args]] : [executable, args];
  try {
    execFileSync(file, fileArgs, { stdio: ["ignore", "pipe", "pipe"], cwd: os.tmpdir() });
  } catch (error) {
    const output = error instanceof Error && "stderr" in error ? String(error.stderr) : "";
    throw new Error(`${command} ${args.join(" ")} failed: ${output || String(error)}`, { cause: error });
  }
}

let postgresAccount: { uid: number; gid: number } | undefined;

/** The `postgres` account to run as when we are root (initdb refuses root); undefined otherwise. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (postgresAccount) return postgresAccount;
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    postgresAccount = { uid, gid };
    return postgresAccount;
  } catch {
    throw new Error("The server tests run as root, and initdb refuses root: create a `postgres` user (Debian's postgresql package does).");
  }
}


function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return typeof error === "object" && error !== null && "code" in error && error.code === "EPERM";
  }
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
