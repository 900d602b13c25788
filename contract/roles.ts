// /api/roles: an organisation's custom roles. A custom role is a name for a
// set of rights of the table (contract/rights.ts) within one member role, its
// base role, which it narrows and never widens; it is granted to members like
// a role (PATCH /api/members/{memberId} with customRoleId, or an invitation).
// Only someone who holds every right of a role makes, changes or deletes it.
import { z } from "zod";
import { customRoleGrantSchema, memberRoleSchema } from "./auth";
import { BASIC_RIGHTS, isAllowed, MEMBER_ROLES, rightNamed } from "./rights";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const CUSTOM_ROLE_NAME_MAX_LENGTH = 60;
export const CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH = 300;
/** Custom roles per organisation. */
export const CUSTOM_ROLES_MAX = 50;

export const customRoleSchema = customRoleGrantSchema
  .extend({
    description: z.string(),
    /** Members and pending invitations that hold it. */
    holders: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "CustomRole" });
export type CustomRoleView = z.infer<typeof customRoleSchema>;

export const listCustomRolesResponseSchema = z.object({ roles: z.array(customRoleSchema) });
export type ListCustomRolesResponse = z.infer<typeof listCustomRolesResponseSchema>;

const nameSchema = withoutNul(
  z
    .string({ error: "name must be a string" })
    .trim()
    .min(1, "name must not be empty")
    .max(CUSTOM_ROLE_NAME_MAX_LENGTH, `name must be at most ${CUSTOM_ROLE_NAME_MAX_LENGTH} characters`)
    .refine((name) => !(MEMBER_ROLES as readonly string[]).includes(name.toLowerCase()), "name must not be a built-in role's name"),
  "name",
);
const descriptionSchema = withoutNul(
  z.string({ error: "description must be a string" }).trim().max(CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH, `description must be at most ${CUSTOM_ROLE_DESCRIPTION_MAX_LENGTH} characters`),
  "description",
);
const rightsSchema = z
  .array(z.string({ error: "rights must be names of rights, such as collection.write" }).max(64), { error: "rights must be a list of rights, such as collection.write" })
  .max(200, "rights must hold at most 200 names")
  .superRefine((names, context) => {
    for (const name of names) if (!rightNamed(name)) context.addIssue({ code: "custom", message: `${name} is not a right of the table` });
    if (new Set(names).size !== names.length) context.addIssue({ code: "custom", message: "name each right once" });
  });

/** Why a custom role's rights are refused: rights its base role lacks. */
export function rightsBeyondBaseRole(baseRole: z.infer<typeof memberRoleSchema>, names: readonly string[]): string[] {
  return names.filter((name) => {
    const right = rightNamed(name);
    return right !== undefined && !isAllowed(baseRole, right);
  });
}

const withinBaseRole = (body: { baseRole?: z.infer<typeof memberRoleSchema>; rights?: readonly string[] }, context: z.RefinementCtx) => {
  if (body.baseRole === undefined || body.rights === undefined) return;
  const beyond = rightsBeyondBaseRole(body.baseRole, body.rights);
  if (beyond.length > 0) context.addIssue({ code: "custom", path: ["rights"], message: `a custom role narrows its base role (${body.baseRole}), which does not hold ${beyond.join(", ")}` });
};

/** POST /api/roles. The rights every member holds (BASIC_RIGHTS) need not be named. */
export const createCustomRoleBodySchema = z
  .strictObject({ name: nameSchema, description: descriptionSchema.default(""), baseRole: memberRoleSchema, rights: rightsSchema })
  .superRefine(withinBaseRole);
export type CreateCustomRoleBody = z.input<typeof createCustomRoleBodySchema>;

/** PATCH /api/roles/{roleId}: what changes. Members holding the role lose at once what it no longer holds, and their keys beyond it. */
export const updateCustomRoleBodySchema = z
  .strictObject({ name: nameSchema.optional(), description: descriptionSchema.optional(), baseRole: memberRoleSchema.optional(), rights: rightsSchema.optional() })
  .refine((body) => Object.keys(body).length > 0, "Give a name, a description, a base role or rights")
  .superRefine(withinBaseRole);
export type UpdateCustomRoleBody = z.input<typeof updateCustomRoleBodySchema>;

export const customRoleParamsSchema = z.strictObject({ roleId: z.string().max(64).meta({ description: "The custom role's id (a UUID)" }) });

export { BASIC_RIGHTS };

export const roleRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/roles",
    summary: "The organisation's custom roles, with how many members hold each",
    access: ["role", "read"],
    replies: { 200: listCustomRolesResponseSchema },
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/roles",
    summary: "Make a custom role: a name for a set of rights within a member role",
    description: "400 for a right its base role lacks or a name already taken; 403 for a base role with rights the caller lacks; 409 past the organisation's custom roles.",
    access: ["role", "create"],
    audit: "role.create",
    body: createCustomRoleBodySchema,
    replies: { 201: customRoleSchema },
    errors: [409],
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/api/roles/{roleId}",
    summary: "Change a custom role's name, description, base role or rights",
    description: "Members holding it hold its new rights from their next call; API keys they made with more rights than it now holds are revoked.",
    access: ["role", "update"],
    audit: "role.update",
    params: customRoleParamsSchema,
    body: updateCustomRoleBodySchema,
    replies: { 200: customRoleSchema },
    errors: [404],
  }),
  remove: declareRoute({
    method: "DELETE",
    path: "/api/roles/{roleId}",
    summary: "Delete a custom role that no member or invitation holds",
    access: ["role", "delete"],
    audit: "role.delete",
    params: customRoleParamsSchema,
    replies: { 204: null },
    errors: [404, 409],
  }),
};
