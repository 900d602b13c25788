// A console user's role in a project: their membership's role in the
// organisation that owns it; undefined when they are not a member.
import { and, eq } from "drizzle-orm";
import type { MemberRole } from "../../contract/rights";
import type { Database } from "../db/client";
import { memberships, projects } from "../db/schema";

export async function findProjectRole(db: Database, userSub: string, projectId: string): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(projects)
    .innerJoin(memberships, eq(memberships.organisationId, projects.organisationId))
    .where(and(eq(projects.id, projectId), eq(memberships.userSub, userSub)))
    .limit(1);
  return row?.role;
}
