// A new custom role: only by someone who holds every right of it (403), with a
// name no other role of the organisation has (400), within the organisation's
// number of custom roles (409).
import { count, eq } from "drizzle-orm";
import { CUSTOM_ROLES_MAX, type CreateCustomRoleBody, type CustomRoleView } from "../../contract/roles";
import type { MemberGrant } from "../../contract/rights";
import { isUniqueViolation } from "../db/is-unique-violation";
import { customRoles } from "../db/schema";
import { AppError } from "../errors";
import { assertMayGrant } from "../members/grant-rules";
import { lockOrganisation } from "../members/lock-organisation";
import { keptRights, nameTaken, toView, type RoleContext } from "./custom-role-store";

export async function createCustomRole(context: RoleContext, organisationId: string, caller: MemberGrant, body: CreateCustomRoleBody): Promise<CustomRoleView> {
  const rights = keptRights(body.rights);
  assertMayGrant(caller, { id: "", name: body.name.trim(), baseRole: body.baseRole, rights });
  try {
    return await context.db.transaction(async (tx) => {
      await lockOrganisation(tx, organisationId);
      const [existing] = await tx.select({ roles: count() }).from(customRoles).where(eq(customRoles.organisationId, organisationId));
      if ((existing?.roles ?? 0) >= CUSTOM_ROLES_MAX) throw new AppError("conflict", `An organisation has at most ${CUSTOM_ROLES_MAX} custom roles: delete one first.`);
      const [row] = await tx
        .insert(customRoles)
        .values({ organisationId, name: body.name.trim(), description: (body.description ?? "").trim(), baseRole: body.baseRole, rights })
        .returning();
      if (!row) throw new Error("createCustomRole: the role was not inserted");
      return toView(row, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.name.trim());
    throw error;
  }
}

