// A project row as the API contract shows it (contract/projects.ts).
import type { Project as ProjectResponse } from "../../contract/projects";
import type { Project } from "../db/schema";
import { toProjectSummary } from "./to-project-summary";

export function toProjectResponse(project: Project, collectionsCount: number): ProjectResponse {
  return { ...toProjectSummary(project), collectionsCount, region: project.region };
}
