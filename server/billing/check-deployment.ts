// Inside a new project's transaction: the organisation's tier bounds its
// projects (deployments) and the distinct regions they run in. While a change
// down is pending, the smaller of both tiers counts, so that the month it
// takes effect the organisation is within it. 409 naming the tier and its limit.
import type { Tier } from "../../contract/pricing";
import { AppError } from "../errors";
import { readBillingAccount } from "./billing-account";
import { countDeployments } from "./count-deployments";
import { lockBilling, type Transaction } from "./lock-billing";

export const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function projectsMessage(tier: Tier, projects: number): string {
  return `The ${tier.name} tier allows ${plural(tier.deployments, "project (deployment)", "projects (deployments)")} and your organisation has ${plural(projects, "project", "projects")}: move to a larger tier in Billing, or delete a project first.`;
}

export function regionsMessage(tier: Tier, regions: readonly string[]): string {
  return `The ${tier.name} tier allows projects in ${plural(tier.regions, "region", "regions")} and your organisation's projects use ${plural(regions.length, "region", "regions")} (${regions.join(", ")}): choose one of those regions, or move to a larger tier in Billing.`;
}

export async function assertDeploymentAllowed(tx: Transaction, organisationId: string, region: string): Promise<void> {
  await lockBilling(tx, organisationId);
  const account = await readBillingAccount(tx, organisationId);
  const used = await countDeployments(tx, organisationId);
  const tiers = account.pending?.tier ? [account.tier, account.pending.tier] : [account.tier];
  for (const tier of tiers) {
    if (used.projects + 1 > tier.deployments) throw new AppError("conflict", projectsMessage(tier, used.projects));
    const regions = used.regions.includes(region) ? used.regions : [...used.regions, region];
    if (regions.length > tier.regions) throw new AppError("conflict", regionsMessage(tier, used.regions));
  }
}
