// /api/members: the organisation's members and pending invitations (the
// specification's user list: searched and paged, refetched after a change).
// An invitation goes by e-mail through the user pool (a temporary password,
// then a new one chosen at the first sign-in) and expires; a role is granted
// only by someone who holds every right of it, and at least one owner always
// remains. Removing a member revokes the API keys they made.
import { z } from "zod";
import { MEMBERS_PER_PAGE_DEFAULT, MEMBERS_PER_PAGE_MAX } from "./list-sizes";

export { MEMBERS_PER_PAGE_DEFAULT, MEMBERS_PER_PAGE_MAX };
import { customRoleGrantSchema, memberRoleSchema } from "./auth";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const MEMBER_STATES = ["active", "invited", "expired"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const MEMBER_SEARCH_MAX_LENGTH = 100;

/** A member's role in one project, for a member limited to some projects. */
export const projectRoleSchema = z.strictObject({ projectId: z.uuid({ error: "projectId must be a project's id (a UUID)" }), role: memberRoleSchema });

/** A member's role and the projects they reach (null: all of them): what the audit trail records before and after a change of either. */
export const memberAccessSchema = z.object({
  role: memberRoleSchema,
  /** The custom role's name, when they hold one (narrowing `role`). */
  customRole: z.string().nullable().optional(),
  projects: z.array(projectRoleSchema).nullable(),
});
export type MemberAccess = z.infer<typeof memberAccessSchema>;
/** The details of a member.update entry. */
export const memberChangeDetailsSchema = z.object({ before: memberAccessSchema, after: memberAccessSchema });
export type ProjectRole = z.infer<typeof projectRoleSchema>;

export const memberSchema = z
  .object({
    /** A member's user id (their `sub`); an invitation's own id. */
    id: z.string(),
    /** active: a member; invited: an invitation not yet accepted; expired: one no longer valid (resend it). */
    state: z.enum(MEMBER_STATES),
    email: z.string().nullable(),
    name: z.string().nullable(),
    /** Their role; with a custom role, the role it narrows. */
    role: memberRoleSchema,
    /** The custom role they hold, or null. */
    customRole: customRoleGrantSchema.nullable(),
    /** A member: when they joined; an invitation: when it was last sent. */
    since: z.iso.datetime({ offset: true }),
    /** An invitation's end; null for a member. */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    /** Null: every project of the organisation, with `role`; else only these, each with its role there. */
    projects: z.array(projectRoleSchema).nullable(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof memberSchema>;

const wholeNumber = (name: string, min: number, max?: number) => {
  const number = z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be ${min} or more`);
  return max === undefined ? number : number.max(max, `${name} must be at most ${max}`);
};

/** GET /api/members: `q` finds members and invitees by name or e-mail (any part, any case); pages start at 1. */
export const listMembersQuerySchema = z.strictObject({
  q: withoutNul(z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH, `q must be at most ${MEMBER_SEARCH_MAX_LENGTH} characters`), "q").optional(),
  page: wholeNumber("page", 1).default(1),
  perPage: wholeNumber("perPage", 1, MEMBERS_PER_PAGE_MAX).default(MEMBERS_PER_PAGE_DEFAULT),
});
/** What a caller sends (numbers, which travel as the query's text). */
export interface ListMembersQuery {
  q?: string;
  page?: number;
  perPage?: number;
}

export const listMembersResponseSchema = z.object({
  /** This page: members first (owners, then by name), then invitations, newest first. */
  members: z.array(memberSchema),
  /** All that match `q`, on every page. */
  total: z.number().int().nonnegative(),
  /** The search and page as the service read them. */
  params: z.object({ q: z.string(), page: z.number().int(), perPage: z.number().int() }),
});
export type ListMembersResponse = z.infer<typeof listMembersResponseSchema>;

const customRoleIdSchema = z.uuid({ error: "customRoleId must be a custom role's id (a UUID)" });

/** POST /api/members/invitations: with a role, or a custom role (GET /api/roles). */
export const inviteMemberBodySchema = z
  .strictObject({
    email: z.email({ error: "email must be an e-mail address" }).max(254, "email must be at most 254 characters"),
    role: memberRoleSchema.optional(),
    customRoleId: customRoleIdSchema.optional(),
  })
  .refine((body) => (body.role === undefined) !== (body.customRoleId === undefined), "Give a role or a customRoleId, not both");
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

/**
 * PATCH /api/members/{memberId}: a new role, and/or the projects the member reaches (null: all of them; else each
 * with a role that narrows, never widens, their role in the organisation).
 */
export const updateMemberBodySchema = z
  .strictObject({
    /** A role of the table; the member's custom role, if any, goes. */
    role: memberRoleSchema.optional(),
    /** A custom role instead (its base role becomes their role). */
    customRoleId: customRoleIdSchema.optional(),
    projects: z
      .array(projectRoleSchema)
      .max(1000, "At most 1000 projects")
      .refine((roles) => new Set(roles.map((entry) => entry.projectId)).size === roles.length, "Name each project once")
      .nullable()
      .optional(),
  })
  .refine((body) => body.role === undefined || body.customRoleId === undefined, "Give a role or a customRoleId, not both")
  .refine((body) => body.role !== undefined || body.customRoleId !== undefined || body.projects !== undefined, "Give a role, or projects, or both");
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/** POST .../resend: no body (an empty object is accepted). */
export const resendInvitationBodySchema = z.strictObject({}).optional();

export const memberParamsSchema = z.strictObject({ memberId: z.string().max(256).meta({ description: "The member's user id (their sub)" }) });
export const invitationParamsSchema = z.strictObject({ invitationId: z.string().max(64).meta({ description: "The invitation's id (a UUID)" }) });

export const memberRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/members",
    summary: "The organisation's members and invitations, searched and paged",
    access: ["member", "read"],
    query: listMembersQuerySchema,
    replies: { 200: listMembersResponseSchema },
  }),
  invite: declareRoute({
    method: "POST",
    path: "/api/members/invitations",
    summary: "Invite someone by e-mail, with a role",
    description:
      "The user pool makes their account and mails a temporary password; they join at their first sign-in, within the invitation's days. " +
      "400 for a member or a pending invitee; 403 for a role with rights the inviter lacks; 409 for an address with an account elsewhere.",
    access: ["member", "invite"],
    audit: "member.invite",
    body: inviteMemberBodySchema,
    replies: { 201: memberSchema },
    errors: [409],
  }),
  resendInvitation: declareRoute({
    method: "POST",
    path: "/api/members/invitations/{invitationId}/resend",
    summary: "Send an invitation again, with a new temporary password and a new expiry",
    access: ["member", "invite"],
    audit: "invitation.resend",
    params: invitationParamsSchema,
    body: resendInvitationBodySchema,
    replies: { 200: memberSchema },
    errors: [404],
  }),
  revokeInvitation: declareRoute({
    method: "DELETE",
    path: "/api/members/invitations/{invitationId}",
    summary: "Revoke an invitation: the invitee's unused account goes too",
    access: ["member", "invite"],
    audit: "invitation.revoke",
    params: invitationParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/api/members/{memberId}",
    summary: "Change a member's role, or the projects they reach",
    description:
      "Nobody grants a role (in the organisation or a project) with rights they lack, nor changes a member who holds rights they lack (403). " +
      "The last owner stays an owner (409). API keys the member made with more rights than their new role are revoked.",
    access: ["member", "update"],
    audit: "member.update",
    params: memberParamsSchema,
    body: updateMemberBodySchema,
    replies: { 200: memberSchema },
    errors: [404, 409],
  }),
  remove: declareRoute({
    method: "DELETE",
    path: "/api/members/{memberId}",
    summary: "Remove a member: the API keys they made are revoked with them",
    description: "The last owner cannot be removed (409); nor can a member who holds rights the caller lacks (403).",
    access: ["member", "remove"],
    audit: "member.remove",
    params: memberParamsSchema,
    replies: { 204: null },
    errors: [404, 409],
  }),
};
