// The projects members limited to some are added to, with their role in each,
// among the organisation's projects.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ProjectRole } from "../../contract/members";
import type { Database } from "../db/client";
import { projectMembers, projects } from "../db/schema";
import type { Transaction } from "./member-context";

export async function findMemberProjects(db: Database | Transaction, organisationId: string, userSubs: readonly string[]): Promise<Map<string, ProjectRole[]>> {
  const bySub = new Map<string, ProjectRole[]>();
  if (userSubs.length === 0) return bySub;
  const rows = await db
    .select({ userSub: projectMembers.userSub, projectId: projectMembers.projectId, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projects.organisationId, organisationId), inArray(projectMembers.userSub, [...userSubs])))
    .orderBy(asc(projects.createdAt), asc(projects.name));
  for (const { userSub, projectId, role } of rows) bySub.set(userSub, [...(bySub.get(userSub) ?? []), { projectId, role }]);
  return bySub;
}
