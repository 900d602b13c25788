// The key that seals webhook channels' signing secrets: derived (HKDF) from
// the service's secret key, as external models' API keys are
// (server/models/external/sealing-key.ts), under a purpose of its own.
import { hkdfSync } from "node:crypto";
import type { Config } from "../../config";
import { loadSecretKey } from "../../secrets/secret-key";

export async function loadAlertSealingKey(config: Pick<Config, "dataDir" | "identity">): Promise<Buffer> {
  const secret = await loadSecretKey(config);
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "vdbcloud alert webhook secrets", 32));
}
