// The key external models' API keys are sealed with: derived from the
// service's secret key, the same on every instance that shares it, and not
// the key the identity service seals its own secrets with.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadModelSealingKey } from "../../../../server/models/external/sealing-key";
import { deriveIdentityKeys, loadSecretKey } from "../../../../server/secrets/secret-key";

const identity = (secretKey?: string) => ({ tokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600, ...(secretKey ? { secretKey } : {}) });

it("derives one 32-byte key from the service's secret key, apart from the identity service's keys", async () => {
  const secretKey = "ab".repeat(32);
  const first = await loadModelSealingKey({ dataDir: "/nonexistent/vdb-data", identity: identity(secretKey) });
  const second = await loadModelSealingKey({ dataDir: "/nonexistent/other", identity: identity(secretKey) });
  expect(first).toHaveLength(32);
  expect(second.equals(first)).toBe(true);
  const keys = deriveIdentityKeys(await loadSecretKey({ dataDir: "/nonexistent/vdb-data", identity: identity(secretKey) }));
  expect(Object.values(keys).some((key) => key.equals(first))).toBe(false);
  expect((await loadModelSealingKey({ dataDir: "/nonexistent/vdb-data", identity: identity("cd".repeat(32)) })).equals(first)).toBe(false);
});

it("uses the secret key generated into DATA_DIR when none is set", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-sealing-"));
  try {
    const first = await loadModelSealingKey({ dataDir, identity: identity() });
    expect((await loadModelSealingKey({ dataDir, identity: identity() })).equals(first)).toBe(true);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
