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

/** A region's name, as the REGIONS setting lists them; which ones a service offers is its setting (GET /api/billing lists them). */
export const regionSchema = z.string().regex(/^[a-z][a-z0-9-]{0,62}$/, "region must be a region's name: lowercase letters, digits and hyphens");

/** POST /api/projects: the region is one of the service's (REGIONS), the first of them when not given. */
export const createProjectBodySchema = z.strictObject({ name: projectNameSchema, region: regionSchema.optional() });
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

export const projectSchema = projectSummarySchema.extend({ collectionsCount: z.number().int().nonnegative(), region: z.string() }).meta({ id: "Project" });
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
    description: "409 when the organisation's tier allows no more projects (deployments), or no more regions; 400 for a region this service does not offer.",
    access: ["project", "create"],
    audit: "project.create",
    body: createProjectBodySchema,
    replies: { 201: projectSchema },
    errors: [409],
  }),
  rename: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}",
    summary: "Rename a project",
    access: ["project", "update"],
    audit: "project.rename",
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
    audit: "project.delete",
    params: projectParamsSchema,
    body: deleteProjectBodySchema.optional(),
    replies: { 204: null },
    errors: [404, 409],
  }),
};
