// A user's notifications, as the bell reads and marks them: only those of
// projects of the organisation the user acts in (one who left an
// organisation no longer sees its projects' alerts).
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications, projects, type NotificationRow } from "../db/schema";

export interface NotificationOwner {
  userSub: string;
  organisationId: string;
}

function ownedBy(db: Database, { userSub, organisationId }: NotificationOwner): SQL | undefined {
  const organisationProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, organisationId));
  return and(eq(notifications.userSub, userSub), inArray(notifications.projectId, organisationProjects));
}

/** Newest first. */
export async function listNotifications(db: Database, owner: NotificationOwner, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ownedBy(db, owner))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, owner: NotificationOwner): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(db, owner), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** False when the user has no such notification (another user's included). */
export async function markRead(db: Database, owner: NotificationOwner, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    // A notification read before keeps the time it was first read.
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(ownedBy(db, owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Database, owner: NotificationOwner, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(db, owner), isNull(notifications.readAt)));
}
