// /api/projects: the projects of the signed-in user's organisation. Shared by
// the console (typed calls in src/api/) and the service (validation at the edge).
import { z } from "zod";
import { projectSummarySchema } from "./auth";

export const PROJECT_NAME_MAX_LENGTH = 100;

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, "Project name must not be empty")
  .max(PROJECT_NAME_MAX_LENGTH, `Project name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`);

/** POST /api/projects */
export const createProjectBodySchema = z.strictObject({ name: projectNameSchema });
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/** PATCH /api/projects/:projectId */
export const renameProjectBodySchema = z.strictObject({ name: projectNameSchema });
export type RenameProjectBody = z.infer<typeof renameProjectBodySchema>;

/**
 * DELETE /api/projects/:projectId: a project with collections is deleted, with
 * them, only when `confirmName` repeats the project's exact name (else 409).
 */
export const deleteProjectBodySchema = z.strictObject({ confirmName: z.string().optional() });
export type DeleteProjectBody = z.infer<typeof deleteProjectBodySchema>;

export const projectSchema = projectSummarySchema.extend({ collectionsCount: z.number().int().nonnegative() });
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects */
export const listProjectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export type ListProjectsResponse = z.infer<typeof listProjectsResponseSchema>;
