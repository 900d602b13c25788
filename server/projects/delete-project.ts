// Deletes a project with its API keys, and its collections, which an empty
// project has none of. A project with collections goes only when the caller
// confirms with its exact name (409 otherwise): its points are gone for good.
// The rows go in one transaction; then the engine drops the collections.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { collections, projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { countProjectCollections } from "./count-project-collections";
import { PROJECT_NOT_FOUND_MESSAGE } from "../access/organisation-project";

/** What the data plane does once a project's rows are gone (server/data/data-plane.ts). */
export interface ProjectCollectionsDropper {
  dropProjectCollections(projectId: string, engineIds: readonly string[]): Promise<void>;
}

export async function deleteProject(db: Database, project: Project, confirmName: string | undefined, dropper: ProjectCollectionsDropper | undefined): Promise<void> {
  const collectionsCount = await countProjectCollections(db, project.id);
  if (collectionsCount > 0 && confirmName !== project.name) {
    const noun = collectionsCount === 1 ? "collection" : "collections";
    throw new AppError("conflict", `Project "${project.name}" has ${collectionsCount} ${noun}: delete them first, or confirm with the project's exact name (confirmName) to delete them with it.`);
  }
  const engineIds = await db.transaction(async (tx) => {
    const dropped = await tx.select({ engineId: collections.engineId }).from(collections).where(eq(collections.projectId, project.id));
    const [deleted] = await tx
      .delete(projects)
      .where(and(eq(projects.id, project.id), eq(projects.organisationId, project.organisationId)))
      .returning({ id: projects.id });
    if (!deleted) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
    return dropped.map(({ engineId }) => engineId);
  });
  await dropper?.dropProjectCollections(project.id, engineIds);
}
