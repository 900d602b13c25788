// The bell: one notification per member of the project's organisation (the
// members at the time; someone who joins later does not see older events).
// Written in the caller's transaction, beside the change it tells of.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberships, notifications, type NotificationRow } from "../db/schema";
import type { Transaction } from "../jobs/job-store";

export type NotificationContent = Pick<NotificationRow, "kind" | "title" | "subtitle" | "avatarIcon" | "avatarColor" | "avatarAlt" | "href">;

export interface NotificationTarget {
  organisationId: string;
  projectId: string;
  ruleId: string | null;
  createdAt: Date;
}

/** How many were written. */
export async function notifyMembers(db: Database | Transaction, target: NotificationTarget, content: NotificationContent): Promise<number> {
  const members = await db.select({ userSub: memberships.userSub }).from(memberships).where(eq(memberships.organisationId, target.organisationId));
  if (members.length === 0) return 0;
  const { projectId, ruleId, createdAt } = target;
  await db.insert(notifications).values(members.map(({ userSub }) => ({ ...content, userSub, projectId, ruleId, createdAt })));
  return members.length;
}
