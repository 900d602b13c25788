// A new, empty project in the caller's organisation, in a region; names are
// unique per organisation. The organisation's tier bounds its projects and
// their regions (billing/check-deployment.ts, in the same transaction). A maker
// limited to some projects is added to the new one with their organisation
// role, so that they reach what they made.
import { baseRoleOf } from "../../contract/rights";
import type { CallerOrganisation } from "../access/caller-organisation";
import { assertDeploymentAllowed } from "../billing/check-deployment";
import type { Database } from "../db/client";
import { projectMembers, projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { isUniqueViolation } from "../db/is-unique-violation";

export async function createProject(db: Database, organisation: CallerOrganisation, makerSub: string, name: string, region: string): Promise<Project> {
  try {
    return await db.transaction(async (tx) => {
      await assertDeploymentAllowed(tx, organisation.id, region);
      const [project] = await tx.insert(projects).values({ organisationId: organisation.id, name, region }).returning();
      if (!project) throw new Error("createProject: the project was not inserted");
      // A custom role's base role in the project counts as the custom role (narrowRole): the maker keeps their rights there.
      if (!organisation.hasAllProjects) await tx.insert(projectMembers).values({ projectId: project.id, userSub: makerSub, role: baseRoleOf(organisation.role) });
      return project;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", `A project named "${name}" already exists`);
    throw error;
  }
}
