// The alert_channels table's queries, always scoped to one project.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { alertChannels, alertRules, type AlertChannelRow } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";

export type NewAlertChannel = typeof alertChannels.$inferInsert;
export type AlertChannelChange = Partial<Pick<AlertChannelRow, "name" | "addresses" | "url" | "secretSealed" | "secretHint">>;

export async function listAlertChannels(db: Database, projectId: string): Promise<AlertChannelRow[]> {
  return db.select().from(alertChannels).where(eq(alertChannels.projectId, projectId)).orderBy(asc(alertChannels.createdAt), asc(alertChannels.id));
}

/** The project's channels among `ids` (others, and other projects' channels, are left out). */
export async function findAlertChannels(db: Database | Transaction, projectId: string, ids: readonly string[]): Promise<AlertChannelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.projectId, projectId), inArray(alertChannels.id, [...ids])));
}

export async function findAlertChannel(db: Database | Transaction, projectId: string, id: string): Promise<AlertChannelRow | undefined> {
  const [row] = await findAlertChannels(db, projectId, [id]);
  return row;
}

export async function countAlertChannels(db: Database | Transaction, projectId: string): Promise<number> {
  const [row] = await db.select({ channels: count() }).from(alertChannels).where(eq(alertChannels.projectId, projectId));
  return row?.channels ?? 0;
}

export async function insertAlertChannel(db: Database | Transaction, values: NewAlertChannel): Promise<AlertChannelRow> {
  const [row] = await db.insert(alertChannels).values(values).returning();
  if (!row) throw new Error("insertAlertChannel: the row was not inserted");
  return row;
}

export async function updateAlertChannel(db: Database, id: string, change: AlertChannelChange): Promise<AlertChannelRow | undefined> {
  const [row] = await db
    .update(alertChannels)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(alertChannels.id, id))
    .returning();
  return row;
}

/** Deletes the channel and its deliveries, and takes it off every rule of the project, in one transaction. */
export async function deleteAlertChannel(db: Database, projectId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(alertChannels)
      .where(and(eq(alertChannels.projectId, projectId), eq(alertChannels.id, id)))
      .returning({ id: alertChannels.id });
    if (deleted.length === 0) return false;
    await tx
      .update(alertRules)
      .set({ channelIds: sql`array_remove(${alertRules.channelIds}, ${id}::uuid)` })
      .where(and(eq(alertRules.projectId, projectId), sql`${id}::uuid = any(${alertRules.channelIds})`));
    return true;
  });
}
