// PGlite's data folder is held by one process at a time (two lose writes).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStore } from "../../../server/db/open-store";
import { StartupError } from "../../../server/startup-error";
import { organisations } from "../../../server/db/schema";
import { seedPgliteStore } from "../support/pglite-template";
import { runTsx, type ChildRun } from "../support/processes";

jest.setTimeout(60_000);

const HOLD_STORE = "__tests__/server/support/hold-store.ts";

function lockedMessage(dataDir: string, pid: number | undefined): string {
  return `The metadata store in ${path.join(dataDir, "metadata")} is in use by another process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`;
}

let dataDir: string;
const children: ChildRun[] = [];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-lock-"));
  seedPgliteStore(dataDir);
});
afterEach(() => {
  for (const run of children.splice(0)) run.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function holdStoreInChild(): ChildRun {
  const run = runTsx(HOLD_STORE, [dataDir]);
  children.push(run);
  return run;
}

it("refuses a second process while this one holds the store, naming this process", async () => {
  const store = await openStore({ dataDir });
  try {
    const second = holdStoreInChild();
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(lockedMessage(dataDir, process.pid));
  } finally {
    await store.close();
  }
});

it("is refused while another process holds the store, and opens once that process has stopped", async () => {
  const holder = holdStoreInChild();
  await holder.waitFor("open");
  const refused = openStore({ dataDir });
  await expect(refused).rejects.toThrow(StartupError);
  await expect(refused).rejects.toThrow(lockedMessage(dataDir, holder.child.pid));

  holder.child.stdin?.end();
  expect(await holder.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "metadata.lock"))).toBe(false);
  const store = await openStore({ dataDir });
  await store.close();
});

it("refuses a second open in the same process until the first is closed", async () => {
  const store = await openStore({ dataDir });
  await expect(openStore({ dataDir })).rejects.toThrow(lockedMessage(dataDir, process.pid));
  await store.close();
  const reopened = await openStore({ dataDir });
  await reopened.close();
});

it("takes over the lock of a process that was killed, and keeps its data", async () => {
  const store = await openStore({ dataDir });
  await store.db.insert(organisations).values({ name: "Survivor Ltd", ownerSub: "killed-holder" });
  await store.close();

  const holder = holdStoreInChild();
  await holder.waitFor("open");
  holder.child.kill("SIGKILL");
  await holder.exited;
  expect(fs.readFileSync(path.join(dataDir, "metadata.lock"), "utf8").trim()).toBe(String(holder.child.pid));

  const reopened = await openStore({ dataDir });
  try {
    expect(fs.readFileSync(path.join(dataDir, "metadata.lock"), "utf8").trim()).toBe(String(process.pid));
    expect((await reopened.db.select().from(organisations)).map((row) => row.name)).toEqual(["Survivor Ltd"]);
  } finally {
    await reopened.close();
  }
});

it("takes over an unreadable lock file", async () => {
  fs.writeFileSync(path.join(dataDir, "metadata.lock"), "garbage");
  const store = await openStore({ dataDir });
  await store.close();
  expect(fs.existsSync(path.join(dataDir, "metadata.lock"))).toBe(false);
});

it("stops a second service on the same DATA_DIR with the message and exit code 1", async () => {
  const env = { PORT: "0", DATA_DIR: dataDir, PUBLIC_DIR: "/nonexistent/vdb-public", LOG_LEVEL: "info" };
  const first = runTsx("server/main.ts", [], env);
  children.push(first);
  await first.waitFor("Vector Database Cloud is running");

  const second = runTsx("server/main.ts", [], env);
  children.push(second);
  expect(await second.exited).toBe(1);
  expect(second.output().trim()).toBe(lockedMessage(dataDir, first.child.pid));

  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "metadata.lock"))).toBe(false);
});
