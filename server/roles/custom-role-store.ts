// What the custom roles' domain functions share: their context, the rows as
// the contract shows them, how many hold each, and one role of the
// organisation found by id (another organisation's is "not found").
import { and, count, eq, sql } from "drizzle-orm";
import type { CustomRoleView } from "../../contract/roles";
import { BASIC_RIGHTS } from "../../contract/roles";
import type { CustomRole } from "../../contract/rights";
import type { ApiKeyForgetter } from "../api-keys/revoke-api-key";
import type { Database } from "../db/client";
import { isUuid } from "../db/is-uuid";
import { customRoles, invitations, memberships, type CustomRoleRow } from "../db/schema";
import { AppError } from "../errors";
import type { Transaction } from "../members/member-context";

export const CUSTOM_ROLE_NOT_FOUND_MESSAGE = "Custom role not found";

/** The data plane's cache of keys and members, told of keys revoked and holders whose rights changed. */
export interface RoleContext {
  db: Database;
  forgetter?: ApiKeyForgetter;
}

export function toCustomRole(row: Pick<CustomRoleRow, "id" | "name" | "baseRole" | "rights">): CustomRole {
  return { id: row.id, name: row.name, baseRole: row.baseRole, rights: row.rights };
}

export function toView(row: CustomRoleRow, holders: number): CustomRoleView {
  return { ...toCustomRole(row), description: row.description, holders, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Rights are kept sorted, once each, without the basic ones every member holds anyway. */
export function keptRights(rights: readonly string[]): string[] {
  return [...new Set(rights)].filter((name) => !BASIC_RIGHTS.includes(name)).sort();
}

export function nameTaken(name: string): AppError {
  return new AppError("bad_request", `name: a custom role named "${name}" exists already.`, { details: { field: "name" } });
}

export async function countHolders(db: Database | Transaction, organisationId: string): Promise<Map<string, number>> {
  const [members, invited] = await Promise.all([
    db
      .select({ id: memberships.customRoleId, holders: count() })
      .from(memberships)
      .where(and(eq(memberships.organisationId, organisationId), sql`${memberships.customRoleId} is not null`))
      .groupBy(memberships.customRoleId),
    db
      .select({ id: invitations.customRoleId, holders: count() })
      .from(invitations)
      .where(and(eq(invitations.organisationId, organisationId), sql`${invitations.customRoleId} is not null`))
      .groupBy(invitations.customRoleId),
  ]);
  const holders = new Map<string, number>();
  for (const row of [...members, ...invited]) if (row.id !== null) holders.set(row.id, (holders.get(row.id) ?? 0) + row.holders);
  return holders;
}

export async function findRole(tx: Transaction, organisationId: string, roleId: string): Promise<CustomRoleRow> {
  if (!isUuid(roleId)) throw new AppError("not_found", CUSTOM_ROLE_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select()
    .from(customRoles)
    .where(and(eq(customRoles.id, roleId.toLowerCase()), eq(customRoles.organisationId, organisationId)));
  if (!row) throw new AppError("not_found", CUSTOM_ROLE_NOT_FOUND_MESSAGE);
  return row;
}

