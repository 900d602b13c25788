// A project by id, only if it belongs to the given organisation: another
// organisation's project is "not found", exactly like one that does not exist.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import { AppError } from "../errors";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PROJECT_NOT_FOUND_MESSAGE = "Project not found";

export async function findOrganisationProject(db: Database, organisationId: string, projectId: string): Promise<Project> {
  if (!UUID_PATTERN.test(projectId)) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organisationId, organisationId)));
  if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  return project;
}
