// /api/projects: the caller's organisation's projects. Thin handlers: parse,
// one domain function, shape the reply.
import type { FastifyPluginAsync } from "fastify";
import {
  createProjectBodySchema,
  deleteProjectBodySchema,
  renameProjectBodySchema,
  type ListProjectsResponse,
  type Project as ProjectResponse,
} from "../../../contract/projects";
import type { Database } from "../../db/client";
import { parseInput } from "../parse-input";
import { createProject } from "./create-project";
import { deleteProject, type ProjectCollectionsDropper } from "./delete-project";
import { assertCanManage, findCallerOrganisation } from "./find-caller-organisation";
import { findOrganisationProject } from "./find-organisation-project";
import { listProjects } from "./list-projects";
import { renameProject } from "./rename-project";
import { toProjectResponse } from "./to-project-response";
import { countProjectCollections } from "./count-project-collections";

export interface ProjectRoutesOptions {
  db: Database;
  dropper?: ProjectCollectionsDropper;
}

export const projectRoutes: FastifyPluginAsync<ProjectRoutesOptions> = async (app, { db, dropper }) => {
  // GET /api/projects: the organisation's projects, oldest first
  app.get("/api/projects", async (request): Promise<ListProjectsResponse> => {
    const organisation = await findCallerOrganisation(db, request.user);
    return { projects: await listProjects(db, organisation.id) };
  });

  // POST /api/projects: a new project
  app.post("/api/projects", async (request, reply): Promise<ProjectResponse> => {
    const { name } = parseInput(createProjectBodySchema, request.body ?? {});
    const organisation = await findCallerOrganisation(db, request.user);
    assertCanManage(organisation);
    const project = await createProject(db, organisation.id, name);
    reply.code(201);
    return toProjectResponse(project, 0);
  });

  // PATCH /api/projects/:projectId: rename a project
  app.patch<{ Params: { projectId: string } }>("/api/projects/:projectId", async (request): Promise<ProjectResponse> => {
    const { name } = parseInput(renameProjectBodySchema, request.body ?? {});
    const organisation = await findCallerOrganisation(db, request.user);
    assertCanManage(organisation);
    const project = await findOrganisationProject(db, organisation.id, request.params.projectId);
    const renamed = await renameProject(db, project, name);
    return toProjectResponse(renamed, await countProjectCollections(db, renamed.id));
  });

  // DELETE /api/projects/:projectId: delete a project (with its collections, if confirmed by name)
  app.delete<{ Params: { projectId: string } }>("/api/projects/:projectId", async (request, reply) => {
    const { confirmName } = parseInput(deleteProjectBodySchema, request.body ?? {});
    const organisation = await findCallerOrganisation(db, request.user);
    assertCanManage(organisation);
    const project = await findOrganisationProject(db, organisation.id, request.params.projectId);
    await deleteProject(db, project, confirmName, dropper);
    return reply.code(204).send();
  });
};
