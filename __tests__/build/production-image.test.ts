// The Dockerfile's runtime stage, run as a container would run it (Docker is
// not on the test machines, so the image is not built): its CMD from the
// repository's root (the image's WORKDIR holds the same layout) with its ENV,
// NODE_ENV=production and the pgvector engine on a throwaway PostgreSQL, until
// /readyz and /healthz answer; then SIGTERM. And what the stage installs
// (npm install --omit=dev) holds every package the service imports.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import ts from "typescript";
import { createPublicFixture, type PublicFixture } from "../server/helpers/public-fixture";
import { freePort } from "../server/support/free-port";
import { startPostgresCluster, stopPostgresCluster, type PostgresCluster } from "../server/support/postgres-cluster";

const ROOT = path.resolve(__dirname, "../..");

jest.setTimeout(180_000);

interface RuntimeStage {
  env: Record<string, string>;
  cmd: string[];
  expose: string[];
  user: string;
  healthcheck: string;
}

/** The last stage of the Dockerfile: its ENV, CMD (exec form), EXPOSE, USER and HEALTHCHECK. */
function readRuntimeStage(): RuntimeStage {
  const text = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
  const lines = text.split("\n").filter((line) => line.trim() && !line.trimStart().startsWith("#"));
  const stage = lines.slice(lines.findLastIndex((line) => line.startsWith("FROM ")));
  const arguments_ = (instruction: string) => stage.filter((line) => line.startsWith(`${instruction} `)).map((line) => line.slice(instruction.length + 1).trim());
  const env = Object.fromEntries(arguments_("ENV").flatMap((pairs) => [...pairs.matchAll(/([A-Z_]+)=(\S+)/g)].map((match) => [match[1], match[2]])));
  return { env, cmd: JSON.parse(arguments_("CMD").at(-1) ?? "[]") as string[], expose: arguments_("EXPOSE").flatMap((ports) => ports.split(/\s+/)), user: arguments_("USER").at(-1) ?? "root", healthcheck: arguments_("HEALTHCHECK").join(" ") };
}

const stage = readRuntimeStage();

describe("the Dockerfile's runtime stage", () => {
  it("runs the service in one Node process, as a user other than root, on the ports it exposes (REST and gRPC), checked on /healthz", () => {
    expect(stage.cmd).toEqual(["node", "--import", "tsx", "server/main.ts"]);
    expect(stage.env).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", PORT: "8080", GRPC_PORT: "6334", PUBLIC_DIR: "/app/public" });
    expect(stage.expose).toEqual([stage.env.PORT, stage.env.GRPC_PORT]);
    expect(stage.user).not.toMatch(/^(root|0)$/);
    expect(stage.healthcheck).toContain("/healthz");
  });

  it("installs every package the service imports: none is a development dependency only", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
    const imported = new Set(["tsx", ...["server", "contract"].flatMap((folder) => listSources(path.join(ROOT, folder))).flatMap(packagesImportedBy)]);
    const missing = [...imported].filter((name) => !lock.packages[`node_modules/${name}`] || lock.packages[`node_modules/${name}`]?.dev);
    expect(missing).toEqual([]);
  });
});

describe("the image's start command, on the pgvector engine", () => {
  let cluster: PostgresCluster;
  let fixture: PublicFixture;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    fixture = createPublicFixture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-image-data-"));
  }, 120_000);
  afterAll(() => {
    stopPostgresCluster(cluster);
    fixture.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gets ready on a fresh database, answers /readyz and /healthz, and stops on SIGTERM with code 0", async () => {
    const admin = new pg.Client(cluster.url);
    await admin.connect();
    await admin.query("create database vdb");
    await admin.end();
    const port = await freePort();
    // A container's environment: the image's ENV and what compose.yaml sets, nothing of this shell's but PATH.
    // DATA_DIR, PUBLIC_DIR and PORT are the test's own folders and a free port.
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: dataDir,
      ...stage.env,
      VECTOR_ENGINE: "pgvector",
      DATABASE_URL: cluster.url.replace(/\/postgres$/, "/vdb"),
      IDENTITY_SECRET_KEY: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      PUBLIC_DIR: fixture.publicDir,
      PORT: String(port),
      GRPC_PORT: String(await freePort()),
    };
    const [command, ...args] = stage.cmd as [string, ...string[]];
    const child = spawn(command === "node" ? process.execPath : command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const readyz = await waitForAnswer(`http://127.0.0.1:${port}/readyz`, () => output, exited);
      expect([readyz.status, await readyz.text()]).toEqual([200, "all shards are ready"]);
      const healthz = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect([healthz.status, await healthz.json()]).toEqual([200, expect.objectContaining({ status: "ok" })]);
      expect(output).toContain('"vectorEngine":"pgvector"');

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });
});

/** Polls the URL until it answers (migrations run first: on a busy two-core machine a start takes up to 20 s). */
async function waitForAnswer(url: string, output: () => string, exited: Promise<unknown>): Promise<Response> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  for (const deadline = Date.now() + 150_000; Date.now() < deadline && !hasExited; ) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} never answered:\n${output()}`);
}

function listSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return listSources(file);
    return /\.(ts|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The npm packages a file imports or requires (type-only imports included: tsx erases them, but a package named there is one the code leans on). */
function packagesImportedBy(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
    .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
}
