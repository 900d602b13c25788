// What a plan change will do, in words, before it is confirmed: each part,
// its price, and from when (up at once, down from the first of next month).
import type { BillingSummary, ChangePlanBody } from "../../../contract/billing";
import { formatDay, isSupportUp, isTierUp, supportPrice, tierPrice } from "./billing-words";

export function describePlanChange(summary: BillingSummary, body: ChangePlanBody): string[] {
  const lines: string[] = [];
  const nextMonth = formatDay(summary.month.to);
  if (body.tier !== undefined && body.tier !== summary.tier.id) {
    const tier = summary.tiers.find((candidate) => candidate.id === body.tier);
    if (tier) {
      const when = isTierUp(summary, tier.id) ? "from now" : `from ${nextMonth} (your ${summary.tier.name} tier stays until then)`;
      lines.push(`Tier: ${summary.tier.name} (${tierPrice(summary.tier)}) → ${tier.name} (${tierPrice(tier)}), ${when}. It allows ${tier.apiCalls.toLocaleString("en-US")} API calls a month, ${tier.deployments} projects and ${tier.regions} regions.`);
    }
  } else if (body.tier !== undefined && summary.pending?.tier) {
    lines.push(`Tier: the change to ${summary.pending.tier.name} planned for ${formatDay(summary.pending.from)} is cancelled; you stay on ${summary.tier.name}.`);
  }
  const period = body.supportBilling ?? summary.supportPlan.billing;
  if (body.supportPlan !== undefined && body.supportPlan !== summary.supportPlan.id) {
    const plan = summary.supportPlans.find((candidate) => candidate.id === body.supportPlan);
    if (plan) {
      const when = isSupportUp(summary, plan.id) ? "from now" : `from ${nextMonth}`;
      lines.push(`Support: ${summary.supportPlan.title} → ${plan.title} (${supportPrice(plan, period)}), ${when}.`);
    }
  } else if (body.supportPlan !== undefined && summary.pending?.supportPlan) {
    lines.push(`Support: the change to ${summary.pending.supportPlan.title} planned for ${formatDay(summary.pending.from)} is cancelled.`);
  }
  if (body.supportBilling !== undefined && body.supportBilling !== summary.supportPlan.billing) lines.push(`Support billed ${body.supportBilling} from now.`);
  return lines;
}
