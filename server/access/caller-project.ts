// The project a control-plane call names, and the caller's role there: the
// project must be their organisation's (404 otherwise, as if it did not
// exist), and, for a member limited to some projects, one they were added to
// (404 too: a project they do not reach is not theirs to know of).
import { and, eq } from "drizzle-orm";
import type { MemberGrant } from "../../contract/rights";
import type { Database } from "../db/client";
import { projectMembers, type Project } from "../db/schema";
import { AppError } from "../errors";
import type { CallerOrganisation } from "./caller-organisation";
import { roleInProject } from "./find-project-role";
import { findOrganisationProject, PROJECT_NOT_FOUND_MESSAGE } from "./organisation-project";

export interface CallerProject {
  project: Project;
  /** The caller's role or custom role in it (contract/rights.ts, narrowRole). */
  role: MemberGrant;
}

export async function findCallerProject(db: Database, organisation: CallerOrganisation, userSub: string, projectId: string): Promise<CallerProject> {
  const project = await findOrganisationProject(db, organisation.id, projectId);
  if (organisation.hasAllProjects) return { project, role: organisation.role };
  const [row] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userSub, userSub)));
  const role = roleInProject({ role: organisation.role, hasAllProjects: false, projectRole: row?.role ?? null });
  if (!role) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  return { project, role };
}
