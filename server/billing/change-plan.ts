// POST /api/billing/plan: a change of tier, support plan or its billing
// period. Up (a later tier of the list, a dearer support plan) takes effect at
// once; down from the first of next month (UTC), pending until then so that the
// month paid for is kept, and refused while the organisation uses more
// projects or regions than the lower tier allows. Choosing the plan in force
// while a change down is pending cancels it (its scheduled plan_changes row
// goes: it never took effect). Every change writes a plan_changes row, in force
// from when it takes effect, which is what invoices charge from; a change of
// the support plan's billing period alone is a support row from the plan to
// itself (the account holds the period). No payment provider is called.
import { and, eq, gt } from "drizzle-orm";
import type { ChangePlanBody, PlanChange } from "../../contract/billing";
import { isSelfServiceTier } from "../../contract/plan-choice";
import type { SupportPlan, Tier } from "../../contract/pricing";
import { billingAccounts, planChanges } from "../db/schema";
import { AppError } from "../errors";
import { readBillingAccount, readTier, type CurrentAccount } from "./billing-account";
import type { BillingContext } from "./billing-context";
import { startOfNextMonth } from "./billing-month";
import { countDeployments } from "./count-deployments";
import { plural } from "./check-deployment";
import { lockBilling, type Transaction } from "./lock-billing";
import { findSupportPlan, findTier, priceList, rankOfTier } from "./price-list";

type AccountUpdate = Partial<typeof billingAccounts.$inferInsert>;
type Recorder = (change: PlanChange, options?: { isCancel?: boolean }) => Promise<void>;

function badField(field: string, message: string): AppError {
  return new AppError("bad_request", `${field}: ${message}`, { details: { field } });
}

function requireTier(id: string): Tier {
  const tier = findTier(id);
  const ids = priceList().tiers.map((known) => known.id);
  if (!tier) throw badField("tier", `There is no tier "${id}": choose one of ${ids.join(", ")}`);
  if (!isSelfServiceTier(tier)) throw badField("tier", `The ${tier.name} tier is agreed with sales, not chosen here: contact us to move to it`);
  return tier;
}

function requireSupportPlan(id: string): SupportPlan {
  const plan = findSupportPlan(id);
  if (!plan) throw badField("supportPlan", `There is no support plan "${id}": choose one of ${priceList().supportPlans.map((known) => known.id).join(", ")}`);
  return plan;
}

export async function changePlan(context: BillingContext, organisationId: string, bySub: string, body: ChangePlanBody, now = new Date()): Promise<PlanChange[]> {
  const tier = body.tier === undefined ? undefined : requireTier(body.tier);
  const supportPlan = body.supportPlan === undefined ? undefined : requireSupportPlan(body.supportPlan);
  const changes = await context.db.transaction(async (tx) => {
    await lockBilling(tx, organisationId);
    const account = await readBillingAccount(tx, organisationId, now);
    await tx.insert(billingAccounts).values({ organisationId }).onConflictDoNothing();
    const update: AccountUpdate = {};
    const made: PlanChange[] = [];
    const record: Recorder = async (change, { isCancel = false } = {}) => {
      // A new change of a kind replaces the one scheduled before it; a cancelled one leaves no row (it never took effect).
      await tx.delete(planChanges).where(and(eq(planChanges.organisationId, organisationId), eq(planChanges.kind, change.kind), gt(planChanges.at, now)));
      if (!isCancel) await tx.insert(planChanges).values({ organisationId, kind: change.kind, fromPlan: change.from, toPlan: change.to, at: new Date(change.at), bySub });
      made.push(change);
    };
    if (tier) await changeTier(tx, account, tier, now, update, record);
    if (supportPlan) await changeSupport(account, supportPlan, now, update, record);
    if (body.supportBilling !== undefined && body.supportBilling !== account.supportBilling) {
      update.supportBilling = body.supportBilling;
      const plan = supportPlan && supportPlan.monthlyPriceCents >= account.supportPlan.monthlyPriceCents ? supportPlan : account.supportPlan;
      if (!made.some((change) => change.kind === "support" && !change.isPending)) await record({ kind: "support", from: account.supportPlan.id, to: plan.id, at: now.toISOString(), isPending: false });
    }
    if (made.length === 0) throw new AppError("bad_request", nothingToChange(account));
    const pendingTier = "pendingTier" in update ? update.pendingTier : (account.pending?.tier?.id ?? null);
    const pendingSupport = "pendingSupportPlan" in update ? update.pendingSupportPlan : (account.pending?.supportPlan?.id ?? null);
    update.pendingFrom = pendingTier || pendingSupport ? startOfNextMonth(now) : null;
    await tx
      .update(billingAccounts)
      .set({ ...update, updatedAt: now })
      .where(eq(billingAccounts.organisationId, organisationId));
    return made;
  });
  // This instance holds the organisation's next call to the tier now in force; others read it at their next reconciliation.
  context.quota?.tierChanged(organisationId, await readTier(context.db, organisationId, now));
  return changes;
}

async function changeTier(tx: Transaction, account: CurrentAccount, tier: Tier, now: Date, update: AccountUpdate, record: Recorder): Promise<void> {
  const current = account.tier;
  if (tier.id === current.id) {
    // The tier in force, chosen again: a pending change down is cancelled; without one there is nothing to do.
    if (!account.pending?.tier) return;
    update.pendingTier = null;
    await record({ kind: "tier", from: account.pending.tier.id, to: current.id, at: now.toISOString(), isPending: false }, { isCancel: true });
    return;
  }
  if (rankOfTier(tier.id) > rankOfTier(current.id)) {
    update.tier = tier.id;
    update.pendingTier = null;
    await record({ kind: "tier", from: current.id, to: tier.id, at: now.toISOString(), isPending: false });
    return;
  }
  const used = await countDeployments(tx, account.organisationId);
  if (used.projects > tier.deployments) {
    throw new AppError(
      "conflict",
      `Cannot change down to the ${tier.name} tier: it allows ${plural(tier.deployments, "project (deployment)", "projects (deployments)")} and your organisation has ${used.projects}. Delete ${plural(used.projects - tier.deployments, "project", "projects")} first.`,
    );
  }
  if (used.regions.length > tier.regions) {
    throw new AppError(
      "conflict",
      `Cannot change down to the ${tier.name} tier: it allows projects in ${plural(tier.regions, "region", "regions")} and your organisation's projects use ${used.regions.length} (${used.regions.join(", ")}). Delete the projects of ${plural(used.regions.length - tier.regions, "region", "regions")} first.`,
    );
  }
  update.pendingTier = tier.id;
  await record({ kind: "tier", from: current.id, to: tier.id, at: startOfNextMonth(now).toISOString(), isPending: true });
}

async function changeSupport(account: CurrentAccount, plan: SupportPlan, now: Date, update: AccountUpdate, record: Recorder): Promise<void> {
  const current = account.supportPlan;
  if (plan.id === current.id) {
    if (!account.pending?.supportPlan) return;
    update.pendingSupportPlan = null;
    await record({ kind: "support", from: account.pending.supportPlan.id, to: current.id, at: now.toISOString(), isPending: false }, { isCancel: true });
    return;
  }
  if (plan.monthlyPriceCents > current.monthlyPriceCents) {
    update.supportPlan = plan.id;
    update.pendingSupportPlan = null;
    await record({ kind: "support", from: current.id, to: plan.id, at: now.toISOString(), isPending: false });
    return;
  }
  update.pendingSupportPlan = plan.id;
  await record({ kind: "support", from: current.id, to: plan.id, at: startOfNextMonth(now).toISOString(), isPending: true });
}

function nothingToChange(account: CurrentAccount): string {
  return `Nothing to change: the organisation is on the ${account.tier.name} tier with ${account.supportPlan.title}, billed ${account.supportBilling}.`;
}
