// A custom role deleted: by someone who holds every right of it (403), and only
// when no member or invitation holds it (409).
import { eq } from "drizzle-orm";
import { grantName, type MemberGrant } from "../../contract/rights";
import { customRoles } from "../db/schema";
import { AppError } from "../errors";
import { assertMayGrant } from "../members/grant-rules";
import { lockOrganisation } from "../members/lock-organisation";
import { countHolders, findRole, toCustomRole, type RoleContext } from "./custom-role-store";

export async function deleteCustomRole(context: RoleContext, organisationId: string, caller: MemberGrant, roleId: string): Promise<{ name: string }> {
  return context.db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const current = await findRole(tx, organisationId, roleId);
    assertMayGrant(caller, toCustomRole(current));
    const holders = (await countHolders(tx, organisationId)).get(current.id) ?? 0;
    if (holders > 0) {
      const who = holders === 1 ? "1 member or invitation holds it" : `${holders} members and invitations hold it`;
      throw new AppError("conflict", `The custom role ${grantName(toCustomRole(current))} cannot be deleted: ${who}. Give them another role first.`);
    }
    await tx.delete(customRoles).where(eq(customRoles.id, current.id));
    return { name: current.name };
  });
}
