// A member's grant (contract/rights.ts): their role, or the custom role they
// hold, which narrows it. Read with their membership or invitation in one
// query: join custom_roles on its custom_role_id, select `grantColumns`, and
// make the grant with `toMemberGrant`.
import { and, eq, inArray } from "drizzle-orm";
import type { CustomRole, MemberGrant, MemberRole } from "../../contract/rights";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { customRoles } from "../db/schema";

export const grantColumns = {
  customRoleId: customRoles.id,
  customRoleName: customRoles.name,
  customRoleBase: customRoles.baseRole,
  customRoleRights: customRoles.rights,
};

export interface GrantRow {
  role: MemberRole;
  customRoleId: string | null;
  customRoleName: string | null;
  customRoleBase: MemberRole | null;
  customRoleRights: string[] | null;
}

/** The custom role of a row, or null when it holds none. */
function customRoleOf(row: GrantRow): CustomRole | null {
  if (row.customRoleId === null) return null;
  return { id: row.customRoleId, name: row.customRoleName ?? "", baseRole: row.customRoleBase ?? row.role, rights: row.customRoleRights ?? [] };
}

export function toMemberGrant(row: GrantRow): MemberGrant {
  return customRoleOf(row) ?? row.role;
}

type Reader = Pick<Database, "select">;

/** The organisation's custom roles of these ids (null ids skipped), by id. */
export async function findCustomRoles(db: Reader, organisationId: string, ids: readonly (string | null)[]): Promise<Map<string, CustomRole>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: customRoles.id, name: customRoles.name, baseRole: customRoles.baseRole, rights: customRoles.rights })
    .from(customRoles)
    .where(and(eq(customRoles.organisationId, organisationId), inArray(customRoles.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The grant of a membership or invitation row: its custom role when it holds one, else its role. */
export async function findMemberGrant(db: Reader, organisationId: string, row: { role: MemberRole; customRoleId: string | null }): Promise<MemberGrant> {
  if (row.customRoleId === null) return row.role;
  return (await findCustomRoles(db, organisationId, [row.customRoleId])).get(row.customRoleId) ?? row.role;
}

/** A custom role a member is to hold: one of the organisation's, else 400 naming the field. */
export async function findOrganisationCustomRole(db: Reader, organisationId: string, customRoleId: string): Promise<CustomRole> {
  const found = (await findCustomRoles(db, organisationId, [customRoleId.toLowerCase()])).get(customRoleId.toLowerCase());
  if (!found) throw new AppError("bad_request", `customRoleId: ${customRoleId} is not a custom role of this organisation.`, { details: { field: "customRoleId" } });
  return found;
}
