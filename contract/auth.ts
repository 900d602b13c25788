// /api/auth: who is signed in, the owner's first organisation, and sign-in
// for clients without a browser. Shared by the console (typed calls in
// src/api-client/) and the service (validation at the edge).
import { z } from "zod";
import { MEMBER_ROLES, type CustomRole } from "./rights";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export { MEMBER_ROLES, type MemberRole } from "./rights";
export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: `Role must be one of ${MEMBER_ROLES.join(", ")}` });

/**
 * A custom role as a grant: its name, the role of the table it narrows, and its rights ("resource.action"). Where a
 * member holds one, `role` beside it is its base role.
 */
export const customRoleGrantSchema = z
  .object({ id: z.uuid(), name: z.string(), baseRole: memberRoleSchema, rights: z.array(z.string()).readonly() })
  .meta({ id: "CustomRoleGrant" }) satisfies z.ZodType<CustomRole>;

export const ORGANISATION_NAME_MAX_LENGTH = 100;

export const organisationNameSchema = withoutNul(
  z
    .string()
    .trim()
    .min(1, "Organisation name must not be empty")
    .max(ORGANISATION_NAME_MAX_LENGTH, `Organisation name must be at most ${ORGANISATION_NAME_MAX_LENGTH} characters`),
  "Organisation name",
);

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

/** An organisation as the signed-in user sees it: with their role in it (and their custom role, which narrows it). */
export const organisationSummarySchema = z.object({ id: z.uuid(), name: z.string(), role: memberRoleSchema, customRole: customRoleGrantSchema.nullable() });
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const projectSummarySchema = z.object({ id: z.uuid(), name: z.string(), createdAt: z.iso.datetime({ offset: true }) }).meta({ id: "ProjectSummary" });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A project the signed-in user reaches, with their role in it (narrower than the organisation's for a member limited to some projects). */
export const memberProjectSchema = projectSummarySchema.extend({ role: memberRoleSchema, customRole: customRoleGrantSchema.nullable() });
export type MemberProject = z.infer<typeof memberProjectSchema>;

/**
 * GET /api/auth/me: organisation is null until the owner registers (POST /api/auth/register-owner), or until an
 * invitee's first call accepts their invitation; `projects` are those the user reaches.
 */
export const signedInUserResponseSchema = z.object({
  user: userSummarySchema,
  organisation: organisationSummarySchema.nullable(),
  projects: z.array(memberProjectSchema),
});
export type SignedInUserResponse = z.infer<typeof signedInUserResponseSchema>;

/** POST /api/auth/register-owner: 201 the first time, 200 with the same ids after. */
export const registerOwnerResponseSchema = z.object({ organisation: organisationSummarySchema, project: projectSummarySchema });
export type RegisterOwnerResponse = z.infer<typeof registerOwnerResponseSchema>;

const emailSchema = withoutNul(z.string().min(1).max(128), "E-mail");

/** POST /api/auth/login */
export const loginBodySchema = z.object({ email: emailSchema, password: withoutNul(z.string().min(1).max(256), "Password") });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the id and access tokens expire. */
  expiresIn: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = z.object({ ok: z.literal(true) });

export const authRoutes = {
  me: declareRoute({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in user, their organisation and its projects",
    access: "signed-in",
    replies: { 200: signedInUserResponseSchema },
  }),
  registerOwner: declareRoute({
    method: "POST",
    path: "/api/auth/register-owner",
    summary: "Create the owner's organisation and default project, once",
    description:
      "201 the first time; later calls answer 200 with the same organisation and its first project. A user invited to an organisation joins it instead (409: nothing to register).",
    access: "signed-in",
    audit: "organisation.create",
    body: registerOwnerBodySchema.optional(),
    replies: { 200: registerOwnerResponseSchema, 201: registerOwnerResponseSchema },
    errors: [409],
  }),
  deleteAccountData: declareRoute({
    method: "DELETE",
    path: "/api/auth/me",
    summary: "Delete the user's organisation with all its data, and their memberships",
    description: "The console calls it before deleting the account itself from the user pool.",
    access: "signed-in",
    audit: "account.delete",
    replies: { 204: null },
  }),
  login: declareRoute({
    method: "POST",
    path: "/api/auth/login",
    summary: "Tokens for an e-mail and password, for scripts and command-line tools",
    description: "A pending sign-in step (a second factor, a new password) answers 409 with its challengeName.",
    access: "public",
    body: loginBodySchema,
    replies: { 200: loginResponseSchema },
    errors: [409, 429],
  }),
  forgotPassword: declareRoute({
    method: "POST",
    path: "/api/auth/forgot-password",
    summary: "Send a password reset code by e-mail",
    description: "The same reply whether or not the address has an account.",
    access: "public",
    body: forgotPasswordBodySchema,
    replies: { 200: forgotPasswordResponseSchema },
    errors: [429],
  }),
};
