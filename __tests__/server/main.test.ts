// The real entry point in its own process: `tsx server/main.ts`, as `npm run serve` runs it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { QdrantClient } from "@qdrant/js-client-grpc";
import { createPublicFixture, type PublicFixture } from "./helpers/public-fixture";
import { freePort } from "./support/free-port";

const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

jest.setTimeout(120_000);

let fixture: PublicFixture;
beforeAll(() => {
  fixture = createPublicFixture();
});
afterAll(() => fixture.remove());


function startService(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(TSX, ["server/main.ts"], { cwd: ROOT, env: { ...process.env, GRPC_PORT: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// A start runs every migration on a fresh PGlite; on a busy two-core machine that took 19 s.
async function waitForLog(output: () => string, text: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (output().includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never logged "${text}":\n${output()}`);
}

it("serves /healthz, and Qdrant's gRPC health check on GRPC_PORT, then stops cleanly on SIGTERM", async () => {
  const port = await freePort();
  const grpcPort = await freePort();
  const dataDir = path.join(fixture.root, "data");
  const service = startService({ PORT: String(port), GRPC_PORT: String(grpcPort), PUBLIC_DIR: fixture.publicDir, DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const exited = exitCode(service.child);
  try {
    await waitForLog(service.output, `Vector Database Cloud is running at http://localhost:${port}`);
    expect(fs.statSync(dataDir).isDirectory()).toBe(true);

    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
    const grpc = new QdrantClient({ host: "127.0.0.1", port: grpcPort, https: false, checkCompatibility: false });
    expect(await grpc.api("service").healthCheck({})).toMatchObject({ title: "qdrant - vector search engine" });

    service.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(service.output()).toContain("shutting down");
  } finally {
    service.child.kill("SIGKILL");
  }
});

it("refuses bad settings with a message naming the variable, and exit code 1", async () => {
  const service = startService({ PORT: "not-a-port", PUBLIC_DIR: fixture.publicDir, DATA_DIR: path.join(fixture.root, "data") });
  expect(await exitCode(service.child)).toBe(1);
  expect(service.output()).toContain("PORT: expected a port number from 0 to 65535");
});
