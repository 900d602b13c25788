// What alerting needs from the service, built once by server/app.ts (and by
// tests, to drive evaluation and deliveries at times of their choosing): the
// store, the mailer for e-mail channels, the key that seals webhook secrets,
// the console's address for links, the delivery settings, and the outbound
// client webhooks are posted through (public addresses only, unless allow-listed).
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { OutboundClient } from "../outbound/outbound-client";
import { loadAlertSealingKey } from "./delivery/alert-sealing-key";
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from "./delivery/delivery-settings";

export interface AlertContext {
  db: Database;
  log: FastifyBaseLogger;
  /** Absent: e-mail channels cannot send (their deliveries fail with that reason). */
  mailer?: Mailer;
  /** The key webhook secrets are sealed with (loaded once). */
  sealingKey(): Promise<Buffer>;
  /** The console's external URL, without a trailing slash: links in e-mails and webhook payloads. */
  publicUrl: string;
  delivery: DeliverySettings;
  outbound: OutboundClient;
}

export interface AlertContextOptions {
  config: Pick<Config, "dataDir" | "identity" | "publicUrl">;
  db: Database;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  delivery?: Partial<DeliverySettings>;
  outbound: OutboundClient;
}

export function createAlertContext({ config, db, log, mailer, delivery, outbound }: AlertContextOptions): AlertContext {
  let key: Promise<Buffer> | undefined;
  return {
    db,
    log,
    mailer,
    publicUrl: config.publicUrl,
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, ...delivery },
    outbound,
    sealingKey() {
      // Loaded once; a failed load is tried again at the next call.
      key ??= loadAlertSealingKey(config).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
