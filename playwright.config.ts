// End-to-end tests in Debian's Chromium against `npm start` (the built console
// served by the service), on a port and data folder of their own.
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_LOG } from "./e2e/fixtures/identity";

const port = Number(process.env.E2E_PORT ?? 8181);
/** The service's gRPC port: the next one (e2e/overview.spec.ts finds it so). */
const grpcPort = port + 1;
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data folder per run: no users, sessions or rate-limit counts carried over.
// (Only the main process starts the webServer; workers never read this.)
const dataDir = path.join(os.tmpdir(), `vdbcloud-e2e-${port}-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // Sign-ups hash passwords with argon2id: generous on a busy 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The service's log is where tests read e-mailed codes (no SMTP here).
    command: `npm start > ${SERVER_LOG} 2>&1`,
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // The alerts test posts to a webhook receiver of its own on the loopback, which the service refuses unless allow-listed.
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: "info", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", GRPC_PORT: String(grpcPort) },
  },
});
