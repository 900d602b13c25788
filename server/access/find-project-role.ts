// A console user's role in a project: their membership's role (or custom
// role) in the organisation that owns it, or, for a member limited to some
// projects, their role in this one, which narrows and never widens the
// organisation's (contract/rights.ts, narrowRole); undefined when they do not
// reach it.
import { and, eq } from "drizzle-orm";
import { narrowRole, type MemberGrant, type MemberRole } from "../../contract/rights";
import type { Database } from "../db/client";
import { customRoles, memberships, projectMembers, projects } from "../db/schema";
import { grantColumns, toMemberGrant } from "./member-grant";

export async function findProjectRole(db: Database, userSub: string, projectId: string): Promise<MemberGrant | undefined> {
  const [row] = await db
    .select({ role: memberships.role, hasAllProjects: memberships.hasAllProjects, projectRole: projectMembers.role, ...grantColumns })
    .from(projects)
    .innerJoin(memberships, eq(memberships.organisationId, projects.organisationId))
    .leftJoin(customRoles, eq(customRoles.id, memberships.customRoleId))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userSub, memberships.userSub)))
    .where(and(eq(projects.id, projectId), eq(memberships.userSub, userSub)))
    .limit(1);
  if (!row) return undefined;
  return roleInProject({ role: toMemberGrant(row), hasAllProjects: row.hasAllProjects, projectRole: row.projectRole });
}

/** The role a membership gives in one project, given the member's role there (null: not added to it). */
export function roleInProject({ role, hasAllProjects, projectRole }: { role: MemberGrant; hasAllProjects: boolean; projectRole: MemberRole | null }): MemberGrant | undefined {
  if (hasAllProjects) return role;
  return projectRole === null ? undefined : narrowRole(role, projectRole);
}
