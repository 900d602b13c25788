// Reading the outbox: what a local operator or a test needs to find the code
// that was "sent" to an address.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox, type OutboxMessage } from "../db/schema/identity";

export async function readLatestMessage(db: Database, to: string, kind: string): Promise<OutboxMessage | undefined> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to.toLowerCase()), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  return rows[0];
}

/** The 6-digit code of the latest message of a kind ("signup", "reset", "verify_email") to an address. */
export async function readLatestCode(db: Database, to: string, kind: string): Promise<string | undefined> {
  const message = await readLatestMessage(db, to, kind);
  return message?.text.match(/\b(\d{6})\b/)?.[1];
}
