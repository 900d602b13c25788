// organisations.owner_sub names the owner who registered the organisation (it
// makes registering idempotent, and deleting that account deletes the
// organisation). When that member stops being an owner, it moves to the
// longest-standing other owner (one no custom role narrows), so that it always
// names an owner.
import { and, asc, eq, isNull, ne, notExists } from "drizzle-orm";
import { memberships, organisations } from "../db/schema";
import type { Transaction } from "./member-context";

export async function handOverOwnership(tx: Transaction, organisationId: string, formerOwnerSub: string): Promise<void> {
  const others = tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.ownerSub, memberships.userSub));
  const [next] = await tx
    .select({ sub: memberships.userSub })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, "owner"), isNull(memberships.customRoleId), ne(memberships.userSub, formerOwnerSub), notExists(others)))
    .orderBy(asc(memberships.createdAt), asc(memberships.userSub))
    .limit(1);
  if (next) await tx.update(organisations).set({ ownerSub: next.sub }).where(eq(organisations.id, organisationId));
}
