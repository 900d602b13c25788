// Plan changes and new projects of one organisation run one at a time (its
// row locked for the transaction), so that two projects made at once cannot
// both take the tier's last deployment, nor a change down slip past one.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { organisations } from "../db/schema";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function lockBilling(tx: Transaction, organisationId: string): Promise<void> {
  const [organisation] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for("update");
  if (!organisation) throw new Error(`lockBilling: no organisation ${organisationId}`);
}
