// An organisation's billing account as it stands now: its tier and support
// plan (a change down whose month has come is applied here, at the first read
// after it, so no job has to run at midnight), what is pending, and its billing
// details. No row: Sandbox with Basic support, no details.
import { and, eq, inArray } from "drizzle-orm";
import type { SupportPlan, Tier } from "../../contract/pricing";
import type { Database } from "../db/client";
import { billingAccounts, type BillingAccount } from "../db/schema";
import { supportPlanOrDefault, tierOrDefault } from "./price-list";

export interface PendingChange {
  tier: Tier | null;
  supportPlan: SupportPlan | null;
  from: Date;
}

export interface BillingDetails {
  companyName: string | null;
  address: string | null;
  country: string | null;
  taxId: string | null;
  billingEmail: string | null;
}

export interface CurrentAccount {
  organisationId: string;
  tier: Tier;
  supportPlan: SupportPlan;
  supportBilling: "monthly" | "yearly";
  pending: PendingChange | null;
  details: BillingDetails;
}

const NO_DETAILS: BillingDetails = { companyName: null, address: null, country: null, taxId: null, billingEmail: null };

/** The tier id in force at `now`: the pending one once its time has come. */
export function tierIdAt(row: Pick<BillingAccount, "tier" | "pendingTier" | "pendingFrom">, now: Date): string {
  return row.pendingFrom && row.pendingFrom <= now && row.pendingTier ? row.pendingTier : row.tier;
}

export async function readBillingAccount(db: Database, organisationId: string, now = new Date()): Promise<CurrentAccount> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.organisationId, organisationId));
  if (!row) return { organisationId, tier: tierOrDefault(""), supportPlan: supportPlanOrDefault(""), supportBilling: "monthly", pending: null, details: NO_DETAILS };
  const current = row.pendingFrom && row.pendingFrom <= now ? await applyPending(db, row) : row;
  return toCurrentAccount(current);
}

/** The change down whose month has come, made the account's own; only once, whoever reads first. */
async function applyPending(db: Database, row: BillingAccount): Promise<BillingAccount> {
  const [applied] = await db
    .update(billingAccounts)
    .set({ tier: row.pendingTier ?? row.tier, supportPlan: row.pendingSupportPlan ?? row.supportPlan, pendingTier: null, pendingSupportPlan: null, pendingFrom: null, updatedAt: new Date() })
    .where(and(eq(billingAccounts.organisationId, row.organisationId), eq(billingAccounts.pendingFrom, row.pendingFrom ?? new Date(0))))
    .returning();
  if (applied) return applied;
  const [again] = await db.select().from(billingAccounts).where(eq(billingAccounts.organisationId, row.organisationId));
  return again ?? row;
}

function toCurrentAccount(row: BillingAccount): CurrentAccount {
  const hasPending = row.pendingFrom !== null && (row.pendingTier !== null || row.pendingSupportPlan !== null);
  return {
    organisationId: row.organisationId,
    tier: tierOrDefault(row.tier),
    supportPlan: supportPlanOrDefault(row.supportPlan),
    supportBilling: row.supportBilling,
    pending:
      hasPending && row.pendingFrom
        ? { tier: row.pendingTier ? tierOrDefault(row.pendingTier) : null, supportPlan: row.pendingSupportPlan ? supportPlanOrDefault(row.pendingSupportPlan) : null, from: row.pendingFrom }
        : null,
    details: { companyName: row.companyName, address: row.address, country: row.country, taxId: row.taxId, billingEmail: row.billingEmail },
  };
}

/** The tier in force at `now` of each organisation given (Sandbox for those without a row), without writing anything. */
export async function readTiersAt(db: Database, organisationIds: readonly string[], now: Date): Promise<Map<string, Tier>> {
  const tiers = new Map(organisationIds.map((id) => [id, tierOrDefault("")]));
  if (organisationIds.length === 0) return tiers;
  const rows = await db
    .select({ organisationId: billingAccounts.organisationId, tier: billingAccounts.tier, pendingTier: billingAccounts.pendingTier, pendingFrom: billingAccounts.pendingFrom })
    .from(billingAccounts)
    .where(inArray(billingAccounts.organisationId, [...organisationIds]));
  for (const row of rows) tiers.set(row.organisationId, tierOrDefault(tierIdAt(row, now)));
  return tiers;
}

/** The organisation's tier now: what metrics, uploads and alerts hold it to. */
export async function readTier(db: Database, organisationId: string, now = new Date()): Promise<Tier> {
  return (await readTiersAt(db, [organisationId], now)).get(organisationId) ?? tierOrDefault("");
}
