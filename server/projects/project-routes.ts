// /api/projects: the caller's organisation's projects (contract/projects.ts).
// Thin handlers: the router has parsed the input, checked the right and found
// the project; each calls one domain function and shapes the reply.
import { projectRoutes } from "../../contract/projects";
import type { Database } from "../db/client";
import type { ApiRouter } from "../api-router/api-router";
import { countProjectCollections } from "./count-project-collections";
import { createProject } from "./create-project";
import { deleteProject, type ProjectCollectionsDropper } from "./delete-project";
import { listProjects } from "./list-projects";
import { renameProject } from "./rename-project";
import { toProjectResponse } from "./to-project-response";

export function registerProjectRoutes(route: ApiRouter, { db, dropper }: { db: Database; dropper?: ProjectCollectionsDropper }): void {
  // GET /api/projects: the organisation's projects the caller reaches, oldest first
  route(projectRoutes.list, async ({ organisation, user }) => ({ status: 200, body: { projects: await listProjects(db, organisation, user.sub) } }));

  // POST /api/projects: a new project
  route(projectRoutes.create, async ({ organisation, user, body }) => {
    const project = await createProject(db, organisation, user.sub, body.name);
    return { status: 201, body: toProjectResponse(project, 0) };
  });

  // PATCH /api/projects/{projectId}: rename a project
  route(projectRoutes.rename, async ({ project, body }) => {
    const renamed = await renameProject(db, project, body.name);
    return { status: 200, body: toProjectResponse(renamed, await countProjectCollections(db, renamed.id)) };
  });

  // DELETE /api/projects/{projectId}: delete a project (with its collections, if confirmed by name)
  route(projectRoutes.delete, async ({ project, body }) => {
    await deleteProject(db, project, body?.confirmName, dropper);
    return { status: 204 };
  });
}
