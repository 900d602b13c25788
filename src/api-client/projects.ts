// The control plane's projects (contract/projects.ts; type-only imports).
import type { CreateProjectBody, DeleteProjectBody, ListProjectsResponse, Project, RenameProjectBody } from "../../contract/projects";
import { apiClient } from "./client";

// GET /api/projects: the organisation's projects with their collection counts
export async function listProjects(): Promise<Project[]> {
  return (await apiClient.get<ListProjectsResponse>("/projects")).data.projects;
}

// POST /api/projects: a new, empty project
export async function createProject(body: CreateProjectBody): Promise<Project> {
  return (await apiClient.post<Project>("/projects", body)).data;
}

// PATCH /api/projects/{id}: a new name
export async function renameProject(projectId: string, body: RenameProjectBody): Promise<Project> {
  return (await apiClient.patch<Project>(`/projects/${encodeURIComponent(projectId)}`, body)).data;
}

// DELETE /api/projects/{id}: 409 while it has collections, unless confirmName repeats its name
export async function deleteProject(projectId: string, body: DeleteProjectBody = {}): Promise<void> {
  await apiClient.delete(`/projects/${encodeURIComponent(projectId)}`, { data: body });
}
