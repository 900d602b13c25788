// The control plane's projects, each call built from its declaration
// (contract/projects.ts; type-only imports).
import type { CreateProjectBody, DeleteProjectBody, Project, RenameProjectBody, projectRoutes } from "../../contract/projects";
import { callRoute } from "./call-route";

type Routes = typeof projectRoutes;

// The organisation's projects with their collection counts
export async function listProjects(): Promise<Project[]> {
  return (await callRoute<Routes["list"]>("GET /api/projects")).projects;
}

// A new, empty project
export function createProject(body: CreateProjectBody): Promise<Project> {
  return callRoute<Routes["create"]>("POST /api/projects", { body });
}

// A new name
export function renameProject(projectId: string, body: RenameProjectBody): Promise<Project> {
  return callRoute<Routes["rename"]>("PATCH /api/projects/{projectId}", { params: { projectId }, body });
}

// 409 while it has collections, unless confirmName repeats its name
export function deleteProject(projectId: string, body: DeleteProjectBody = {}): Promise<void> {
  return callRoute<Routes["delete"]>("DELETE /api/projects/{projectId}", { params: { projectId }, body });
}
