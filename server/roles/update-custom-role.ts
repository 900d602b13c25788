// A custom role changed: by someone who holds every right of it, before and
// after (403). Its holders hold the new rights from their next call; the keys
// they made beyond them are revoked in the same transaction; a new base role
// moves their role with it, and drops the rights it lacks.
import { and, eq } from "drizzle-orm";
import { rightsBeyondBaseRole, type CustomRoleView, type UpdateCustomRoleBody } from "../../contract/roles";
import type { CustomRole, MemberGrant } from "../../contract/rights";
import { isUniqueViolation } from "../db/is-unique-violation";
import { customRoles, invitations, memberships } from "../db/schema";
import { AppError } from "../errors";
import { assertMayGrant } from "../members/grant-rules";
import { lockOrganisation } from "../members/lock-organisation";
import { revokeKeysBeyondRights } from "../members/revoke-keys-beyond-rights";
import { countHolders, CUSTOM_ROLE_NOT_FOUND_MESSAGE, findRole, keptRights, nameTaken, toCustomRole, toView, type RoleContext } from "./custom-role-store";

/** The role after the change, and before it, for the audit trail. */
export async function updateCustomRole(
  context: RoleContext,
  organisationId: string,
  caller: MemberGrant,
  roleId: string,
  body: UpdateCustomRoleBody,
): Promise<{ role: CustomRoleView; before: CustomRole }> {
  try {
    const { role, before, revokedKeys, holders } = await context.db.transaction(async (tx) => {
      await lockOrganisation(tx, organisationId);
      const current = await findRole(tx, organisationId, roleId);
      assertMayGrant(caller, toCustomRole(current));
      const baseRole = body.baseRole ?? current.baseRole;
      const rights = keptRights(body.rights ?? current.rights);
      // A new base role without new rights: the rights it no longer holds go.
      const beyond = rightsBeyondBaseRole(baseRole, rights);
      if (body.rights !== undefined && beyond.length > 0) {
        throw new AppError("bad_request", `rights: a custom role narrows its base role (${baseRole}), which does not hold ${beyond.join(", ")}`, { details: { field: "rights" } });
      }
      const next = { name: body.name?.trim() ?? current.name, description: body.description?.trim() ?? current.description, baseRole, rights: rights.filter((name) => !beyond.includes(name)) };
      assertMayGrant(caller, { id: current.id, name: next.name, baseRole: next.baseRole, rights: next.rights });
      const [row] = await tx
        .update(customRoles)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(customRoles.id, current.id))
        .returning();
      if (!row) throw new AppError("not_found", CUSTOM_ROLE_NOT_FOUND_MESSAGE);
      if (baseRole !== current.baseRole) {
        await tx.update(memberships).set({ role: baseRole }).where(eq(memberships.customRoleId, current.id));
        await tx.update(invitations).set({ role: baseRole }).where(eq(invitations.customRoleId, current.id));
      }
      const holders = await tx
        .select({ sub: memberships.userSub })
        .from(memberships)
        .where(and(eq(memberships.organisationId, organisationId), eq(memberships.customRoleId, current.id)));
      const revoked: string[] = [];
      for (const holder of holders) revoked.push(...(await revokeKeysBeyondRights(tx, organisationId, holder.sub)));
      const held = (await countHolders(tx, organisationId)).get(current.id) ?? 0;
      return { role: toView(row, held), before: toCustomRole(current), revokedKeys: revoked, holders };
    });
    for (const hashedKey of revokedKeys) context.forgetter?.forgetApiKey(hashedKey);
    for (const holder of holders) context.forgetter?.forgetMember?.(holder.sub);
    return { role, before };
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) throw nameTaken(body.name.trim());
    throw error;
  }
}

