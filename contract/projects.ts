// /api/projects: the projects of the signed-in user's organisation. Shared by
// the console (typed calls in src/api/) and the service (validation at the edge).
import { z } from "zod";
import { projectSummarySchema } from "./auth";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const PROJECT_NAME_MAX_LENGTH = 100;

export const projectNameSchema = withoutNul(
  z
    .string()
    .trim()
    .min(1, "Project name must not be empty")
    .max(PROJECT_NAME_MAX_LENGTH, `Project name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`),
  "Project name",
);

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

export const projectSchema = projectSummarySchema.extend({ collectionsCount: z.number().int().nonnegative() }).meta({ id: "Project" });
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects */
export const listProjectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export type ListProjectsResponse = z.infer<typeof listProjectsResponseSchema>;

export const projectParamsSchema = z.object({ projectId: z.string().meta({ description: "The project's id (a UUID)" }) });

export const projectRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects",
    summary: "The organisation's projects, oldest first",
    access: ["project", "read"],
    replies: { 200: listProjectsResponseSchema },
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects",
    summary: "Create a project",
    access: ["project", "create"],
    body: createProjectBodySchema,
    replies: { 201: projectSchema },
    errors: [409],
  }),
  rename: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}",
    summary: "Rename a project",
    access: ["project", "update"],
    params: projectParamsSchema,
    body: renameProjectBodySchema,
    replies: { 200: projectSchema },
    errors: [404, 409],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}",
    summary: "Delete a project with its API keys (and its collections, when confirmed by name)",
    access: ["project", "delete"],
    params: projectParamsSchema,
    body: deleteProjectBodySchema.optional(),
    replies: { 204: null },
    errors: [404, 409],
  }),
};
