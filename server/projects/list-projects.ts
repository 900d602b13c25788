// The organisation's projects, oldest first, each with its number of collections.
import { asc, count, eq } from "drizzle-orm";
import type { Project as ProjectResponse } from "../../contract/projects";
import type { Database } from "../db/client";
import { collections, projects } from "../db/schema";
import { toProjectResponse } from "./to-project-response";

export async function listProjects(db: Database, organisationId: string): Promise<ProjectResponse[]> {
  const rows = await db
    .select({ project: projects, collectionsCount: count(collections.id) })
    .from(projects)
    .leftJoin(collections, eq(collections.projectId, projects.id))
    .where(eq(projects.organisationId, organisationId))
    .groupBy(projects.id)
    .orderBy(asc(projects.createdAt), asc(projects.name));
  return rows.map(({ project, collectionsCount }) => toProjectResponse(project, collectionsCount));
}
