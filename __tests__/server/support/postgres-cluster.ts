// A throwaway PostgreSQL cluster for the server tests (Jest globalSetup and
// globalTeardown): initdb into a temp folder, trust auth, a free loopback port,
// its unix socket in the same folder, durability off (the data dies with the
// run). initdb refuses root, so as root every command runs as `postgres`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const runAs = postgresUser();
  if (runAs) fs.chownSync(folder, runAs.uid, runAs.gid);
  const dataDir = path.join(folder, "data");
  try {
    run(binDir, "initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"]);
    // The free port may be taken between the probe and the start: try a few.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        run(binDir, "pg_ctl", ["-D", dataDir, "-l", path.join(folder, "server.log"), "-w", "-t", "60", "-o", serverOptions(port, folder), "start"]);
        return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, folder, binDir };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

export function stopPostgresCluster({ folder, binDir }: PostgresCluster): void {
  try {
    run(binDir, "pg_ctl", ["-D", path.join(folder, "data"), "-m", "immediate", "-w", "stop"]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function serverOptions(port: number, socketDir: string): string {
  const settings = ["listen_addresses=127.0.0.1", "fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=300"];
  return [`-p ${port}`, `-k ${socketDir}`, ...settings.map((setting) => `-c ${setting}`)].join(" ");
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
      stopPostgresCluster({ folder, binDir, url: "" });
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
