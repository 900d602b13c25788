// The outbox: every e-mail the service sends, for operators and tests. Message
// bodies hold codes, so they are sealed (AES-256-GCM with the identity secret
// key, bound to the row's id) like every other secret at rest, and rows go
// after OUTBOX_RETENTION_MS, long after the codes in them have expired.
// (Migration 0004 deleted the rows written in the clear before.)
import { randomUUID } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { outbox, type OutboxMessage } from "../db/schema/identity";
import { openSecret, sealSecret } from "../secrets/secret-box";
import { deriveIdentityKeys, loadSecretKey } from "../secrets/secret-key";

/** A week: codes expire within 24 hours. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The store and the settings that locate the identity secret key. */
export interface OutboxAccess {
  db: Database;
  config: Pick<Config, "dataDir" | "identity">;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

const context = (id: string) => `outbox:${id}`;

export async function outboxKey(config: OutboxAccess["config"]): Promise<Buffer> {
  return deriveIdentityKeys(await loadSecretKey(config)).encryption;
}

/** Writes a message with its body sealed; returns the row's id. */
export async function addToOutbox(db: Database, key: Buffer, entry: OutboxEntry): Promise<string> {
  const id = randomUUID();
  await db.insert(outbox).values({ id, to: entry.to, subject: entry.subject, kind: entry.kind, text: sealSecret(key, entry.text, context(id)) });
  return id;
}

export async function pruneOutbox(db: Database, now = Date.now()): Promise<void> {
  await db.delete(outbox).where(lt(outbox.createdAt, new Date(now - OUTBOX_RETENTION_MS)));
}

/** The latest message of a kind to an address, its body opened. */
export async function readLatestMessage({ db, config }: OutboxAccess, to: string, kind: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to.toLowerCase()), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  return row ? { ...row, text: openSecret(await outboxKey(config), row.text, context(row.id)) } : undefined;
}

/** The 6-digit code of the latest message of a kind ("signup", "reset", "verify_email") to an address. */
export async function readLatestCode(access: OutboxAccess, to: string, kind: string): Promise<string | undefined> {
  const message = await readLatestMessage(access, to, kind);
  return message?.text.match(/\b(\d{6})\b/)?.[1];
}
