// A new, empty project in the caller's organisation; names are unique per organisation.
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { isUniqueViolation } from "../db/is-unique-violation";

export async function createProject(db: Database, organisationId: string, name: string): Promise<Project> {
  try {
    const [project] = await db.insert(projects).values({ organisationId, name }).returning();
    if (!project) throw new Error("createProject: the project was not inserted");
    return project;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", `A project named "${name}" already exists`);
    throw error;
  }
}
