// /api/auth: who is signed in, and the owner's first organisation. Shared by the
// console (typed calls in src/api/) and the service (validation at the edge).
import { z } from "zod";

export const MEMBER_ROLES = ["owner", "admin", "member"] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const ORGANISATION_NAME_MAX_LENGTH = 100;

export const organisationNameSchema = z
  .string()
  .trim()
  .min(1, "Organisation name must not be empty")
  .max(ORGANISATION_NAME_MAX_LENGTH, `Organisation name must be at most ${ORGANISATION_NAME_MAX_LENGTH} characters`);

/** POST /api/auth/register-owner: no body, or a name for the organisation (else one is made from the user's name). */
export const registerOwnerBodySchema = z.strictObject({ organisationName: organisationNameSchema.optional() });
export type RegisterOwnerBody = z.infer<typeof registerOwnerBodySchema>;

export const userSummarySchema = z.object({
  sub: z.string(),
  email: z.string(),
  username: z.string(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** An organisation as the signed-in user sees it: with their role in it. */
export const organisationSummarySchema = z.object({ id: z.uuid(), name: z.string(), role: memberRoleSchema });
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const projectSummarySchema = z.object({ id: z.uuid(), name: z.string(), createdAt: z.iso.datetime({ offset: true }) });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /api/auth/me: organisation is null until the owner registers (POST /api/auth/register-owner). */
export const signedInUserResponseSchema = z.object({
  user: userSummarySchema,
  organisation: organisationSummarySchema.nullable(),
  projects: z.array(projectSummarySchema),
});
export type SignedInUserResponse = z.infer<typeof signedInUserResponseSchema>;

/** POST /api/auth/register-owner: 201 the first time, 200 with the same ids after. */
export const registerOwnerResponseSchema = z.object({ organisation: organisationSummarySchema, project: projectSummarySchema });
export type RegisterOwnerResponse = z.infer<typeof registerOwnerResponseSchema>;
