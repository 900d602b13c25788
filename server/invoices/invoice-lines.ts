// The lines of a month's invoice: each tier and support plan in force over
// part of it, charged for that part of the month (a tier "Contact us" at the
// price agreed outside the console, so nought here), and the month's API calls
// against the tier's allowance (no charge: the allowance is enforced, never
// billed past). Amounts in US cents, rounded once per line.
import { asc, eq } from "drizzle-orm";
import type { InvoiceLine } from "../../contract/invoices";
import { readBillingAccount } from "../billing/billing-account";
import { countOrganisationCalls } from "../billing/count-organisation-calls";
import { supportPlanOrDefault, tierOrDefault } from "../billing/price-list";
import type { Database } from "../db/client";
import { planChanges } from "../db/schema";
import type { InvoiceMonth } from "./invoice-month";
import { dayWords } from "./invoice-month";
import { planSegments, type PlanSegment } from "./plan-segments";

const numberWords = new Intl.NumberFormat("en-US");

/** The share of the month a segment covers, and how it reads: "14 November 2026 to the month's end". */
function part(segment: PlanSegment, month: InvoiceMonth): { share: number; when: string } {
  const share = (segment.to.getTime() - segment.from.getTime()) / (month.end.getTime() - month.start.getTime());
  if (share === 1) return { share, when: "the whole month" };
  const last = new Date(segment.to.getTime() - 1);
  return { share, when: `${dayWords(segment.from)} to ${dayWords(last)}` };
}

function charge(description: string, share: number, unitPriceCents: number): InvoiceLine {
  return { description, quantity: Math.round(share * 10_000) / 10_000, unitPriceCents, amountCents: Math.round(unitPriceCents * share) };
}

export async function invoiceLines(db: Database, organisationId: string, month: InvoiceMonth): Promise<InvoiceLine[]> {
  const account = await readBillingAccount(db, organisationId);
  const changes = await db
    .select()
    .from(planChanges)
    .where(eq(planChanges.organisationId, organisationId))
    .orderBy(asc(planChanges.at), asc(planChanges.createdAt));
  const ofKind = (kind: "tier" | "support") => changes.filter((change) => change.kind === kind);

  const lines: InvoiceLine[] = [];
  for (const segment of planSegments(ofKind("tier"), account.tier.id, month.start, month.end)) {
    const tier = tierOrDefault(segment.plan);
    const { share, when } = part(segment, month);
    lines.push(
      tier.monthlyPriceCents === null
        ? charge(`${tier.name} tier, ${when} (price as agreed, invoiced separately)`, share, 0)
        : charge(`${tier.name} tier, ${when}`, share, tier.monthlyPriceCents),
    );
  }
  const isYearly = account.supportBilling === "yearly";
  for (const segment of planSegments(ofKind("support"), account.supportPlan.id, month.start, month.end)) {
    const plan = supportPlanOrDefault(segment.plan);
    const { share, when } = part(segment, month);
    const unit = isYearly ? plan.yearly.perMonthCents : plan.monthlyPriceCents;
    lines.push(charge(`${plan.title}${isYearly ? " (yearly rate)" : ""}, ${when}`, share, unit));
  }
  const calls = (await countOrganisationCalls(db, [organisationId], month.start, month.end)).get(organisationId) ?? 0;
  const tierAtEnd = tierOrDefault(planSegments(ofKind("tier"), account.tier.id, month.start, month.end).at(-1)?.plan ?? account.tier.id);
  lines.push({
    description: `API calls: ${numberWords.format(calls)} of ${numberWords.format(tierAtEnd.apiCalls)} included in ${tierAtEnd.name}`,
    quantity: calls,
    unitPriceCents: 0,
    amountCents: 0,
  });
  return lines;
}
