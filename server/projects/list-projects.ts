// The organisation's projects the caller reaches (all of them, or those a
// limited member was added to), oldest first, each with its number of collections.
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Project as ProjectResponse } from "../../contract/projects";
import type { CallerOrganisation } from "../access/caller-organisation";
import { listReachableProjects } from "../access/reachable-projects";
import type { Database } from "../db/client";
import { collections, projects } from "../db/schema";
import { toProjectResponse } from "./to-project-response";

export async function listProjects(db: Database, organisation: CallerOrganisation, userSub: string): Promise<ProjectResponse[]> {
  const reachable = organisation.hasAllProjects ? undefined : (await listReachableProjects(db, organisation, userSub)).map(({ project }) => project.id);
  if (reachable?.length === 0) return [];
  const rows = await db
    .select({ project: projects, collectionsCount: count(collections.id) })
    .from(projects)
    .leftJoin(collections, eq(collections.projectId, projects.id))
    .where(reachable ? inArray(projects.id, reachable) : eq(projects.organisationId, organisation.id))
    .groupBy(projects.id)
    .orderBy(asc(projects.createdAt), asc(projects.name));
  return rows.map(({ project, collectionsCount }) => toProjectResponse(project, collectionsCount));
}
