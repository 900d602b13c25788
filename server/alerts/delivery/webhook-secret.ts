// A webhook channel's signing secret: "whsec_" and 32 random bytes
// (base64url), shown once when made or rotated, and kept sealed (AES-256-GCM,
// server/secrets/secret-box.ts) and bound to the channel's row, so a sealed
// secret copied onto another channel does not open. Only its last four
// characters are kept in the clear, to tell it apart.
import { randomBytes } from "node:crypto";
import { openSecret, sealSecret } from "../../secrets/secret-box";

export const WEBHOOK_SECRET_PREFIX = "whsec_";

const context = (channelId: string) => `alert-channel-secret:${channelId}`;

export interface SealedWebhookSecret {
  secretSealed: string;
  secretHint: string;
}

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function sealWebhookSecret(key: Buffer, channelId: string, secret: string): SealedWebhookSecret {
  return { secretSealed: sealSecret(key, secret, context(channelId)), secretHint: secret.slice(-4) };
}

export function openWebhookSecret(key: Buffer, channelId: string, sealed: string): string {
  return openSecret(key, sealed, context(channelId));
}
