// The key that seals external models' API keys: derived (HKDF) from the
// service's secret key (IDENTITY_SECRET_KEY, or DATA_DIR/identity-secret.key),
// apart from the keys the identity service derives from it for its own secrets.
import { hkdfSync } from "node:crypto";
import type { Config } from "../../config";
import { loadSecretKey } from "../../secrets/secret-key";

export async function loadModelSealingKey(config: Pick<Config, "dataDir" | "identity">): Promise<Buffer> {
  const secret = await loadSecretKey(config);
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "vdbcloud external model api keys", 32));
}
