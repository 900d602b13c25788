// Changes to an organisation's members run one at a time per organisation
// (its row locked for the transaction), so that two owners demoting each other
// at once still leave one owner.
import { and, count, eq, isNull } from "drizzle-orm";
import { memberships, organisations } from "../db/schema";
import { AppError } from "../errors";
import type { Transaction } from "./member-context";

export const LAST_OWNER_MESSAGE = "At least one owner must remain: make another member an owner first.";

export async function lockOrganisation(tx: Transaction, organisationId: string): Promise<{ name: string; ownerSub: string }> {
  const [organisation] = await tx.select({ name: organisations.name, ownerSub: organisations.ownerSub }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
  if (!organisation) throw new Error(`lockOrganisation: no organisation ${organisationId}`);
  return organisation;
}

/** An owner whom no custom role narrows: the only kind that counts towards "at least one owner". */
export function isFullOwner(member: { role: string; customRoleId: string | null }): boolean {
  return member.role === "owner" && member.customRoleId === null;
}

/** Inside the locked transaction: refuses to take away the last owner (409). */
export async function assertAnotherOwner(tx: Transaction, organisationId: string): Promise<void> {
  const [row] = await tx
    .select({ owners: count() })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, "owner"), isNull(memberships.customRoleId)));
  if ((row?.owners ?? 0) <= 1) throw new AppError("conflict", LAST_OWNER_MESSAGE);
}
