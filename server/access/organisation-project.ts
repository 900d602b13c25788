// A project by id, only if it belongs to the given organisation: another
// organisation's project is "not found", exactly like one that does not exist.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { isUuid } from "../db/is-uuid";


export const PROJECT_NOT_FOUND_MESSAGE = "Project not found";

export async function findOrganisationProject(db: Database, organisationId: string, projectId: string): Promise<Project> {
  if (!isUuid(projectId)) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organisationId, organisationId)));
  if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  return project;
}
