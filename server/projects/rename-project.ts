// A new name for one of the organisation's projects (unique per organisation).
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { PROJECT_NOT_FOUND_MESSAGE } from "../access/organisation-project";
import { isUniqueViolation } from "../db/is-unique-violation";

export async function renameProject(db: Database, project: Project, name: string): Promise<Project> {
  try {
    const [renamed] = await db
      .update(projects)
      .set({ name })
      .where(and(eq(projects.id, project.id), eq(projects.organisationId, project.organisationId)))
      .returning();
    if (!renamed) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
    return renamed;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", `A project named "${name}" already exists`);
    throw error;
  }
}
