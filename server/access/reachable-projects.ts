// The projects of the organisation a member reaches, each with their role in
// it: all of them, or those they were added to (the project list, GET /api/auth/me).
import { and, asc, eq } from "drizzle-orm";
import type { MemberGrant } from "../../contract/rights";
import type { Database } from "../db/client";
import { projectMembers, projects, type Project } from "../db/schema";
import type { CallerOrganisation } from "./caller-organisation";
import { roleInProject } from "./find-project-role";

export interface ReachableProject {
  project: Project;
  role: MemberGrant;
}

export async function listReachableProjects(db: Database, organisation: CallerOrganisation, userSub: string): Promise<ReachableProject[]> {
  const rows = await db
    .select({ project: projects, projectRole: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userSub, userSub)))
    .where(eq(projects.organisationId, organisation.id))
    .orderBy(asc(projects.createdAt), asc(projects.name));
  return rows.flatMap(({ project, projectRole }) => {
    const role = roleInProject({ ...organisation, projectRole });
    return role ? [{ project, role }] : [];
  });
}

