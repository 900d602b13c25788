// /api/projects: the caller's organisation's projects (contract/projects.ts).
// Thin handlers: the router has parsed the input, checked the right and found
// the project; each calls one domain function and shapes the reply.
import { projectRoutes } from "../../contract/projects";
import type { Database } from "../db/client";
import type { ApiRouter } from "../api-router/api-router";
import { AppError } from "../errors";
import { countProjectCollections } from "./count-project-collections";
import { createProject } from "./create-project";
import { deleteProject, type ProjectCollectionsDropper } from "./delete-project";
import { listProjects } from "./list-projects";
import { renameProject } from "./rename-project";
import { toProjectResponse } from "./to-project-response";

/** `regions`: the REGIONS setting, where projects may be made (the first by default). */
export function registerProjectRoutes(route: ApiRouter, { db, dropper, regions = ["local"] }: { db: Database; dropper?: ProjectCollectionsDropper; regions?: readonly string[] }): void {
  // GET /api/projects: the organisation's projects the caller reaches, oldest first
  route(projectRoutes.list, async ({ organisation, user }) => ({ status: 200, body: { projects: await listProjects(db, organisation, user.sub) } }));

  // POST /api/projects: a new project
  route(projectRoutes.create, async ({ organisation, user, body, audit }) => {
    const region = body.region ?? regions[0] ?? "local";
    if (!regions.includes(region)) throw new AppError("bad_request", `region: "${region}" is not a region of this service: choose one of ${regions.join(", ")}`, { details: { field: "region" } });
    const project = await audit.within(
      (tx) => createProject(tx, organisation, user.sub, body.name, region),
      (created) => ({ id: created.id, name: created.name }),
      (created) => ({ region: created.region }),
    );
    return { status: 201, body: toProjectResponse(project, 0) };
  });

  // PATCH /api/projects/{projectId}: rename a project
  route(projectRoutes.rename, async ({ project, body, audit }) => {
    const renamed = await audit.within((tx) => renameProject(tx, project, body.name), { id: project.id, name: body.name });
    return { status: 200, body: toProjectResponse(renamed, await countProjectCollections(db, renamed.id)) };
  });

  // DELETE /api/projects/{projectId}: delete a project (with its collections, if confirmed by name)
  route(projectRoutes.delete, async ({ project, body, audit }) => {
    await audit.within((tx) => deleteProject(tx, project, body?.confirmName, dropper), { id: project.id, name: project.name });
    return { status: 204 };
  });
}
