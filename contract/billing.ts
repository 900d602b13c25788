// /api/billing: the organisation's plan (its tier and support plan, from the
// price list of contract/pricing.ts), what it has used of each allowance, a
// change of plan (up at once, down from the first of next month), its billing
// details, and its usage per project, collection and API key, listed or
// exported as CSV. Money in cents; dates in UTC.
import { z } from "zod";
import { USAGE_PER_PAGE_DEFAULT, USAGE_PER_PAGE_MAX } from "./list-sizes";

export { USAGE_PER_PAGE_DEFAULT, USAGE_PER_PAGE_MAX };
import { BACKUP_SCHEDULES } from "./pricing";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const SUPPORT_BILLING_PERIODS = ["monthly", "yearly"] as const;
export type SupportBillingPeriod = (typeof SUPPORT_BILLING_PERIODS)[number];

export const ALLOWANCE_KINDS = ["apiCalls", "deployments", "regions"] as const;
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

const dateTime = () => z.iso.datetime({ offset: true });
const count = () => z.number().int().nonnegative();

export const backupsSchema = z.object({ schedule: z.enum(BACKUP_SCHEDULES), retentionDays: count().nullable() });

/** A tier of the price list as Billing offers it. */
export const tierOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Null: agreed with sales ("Contact us"), not chosen here. */
    monthlyPriceCents: count().nullable(),
    apiCalls: count(),
    deployments: count(),
    regions: count(),
    backups: backupsSchema,
  })
  .meta({ id: "TierOption" });
export type TierOption = z.infer<typeof tierOptionSchema>;

export const supportPlanOptionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    monthlyPriceCents: count(),
    yearly: z.object({ perMonthCents: count(), totalAnnualCents: count() }),
  })
  .meta({ id: "SupportPlanOption" });
export type SupportPlanOption = z.infer<typeof supportPlanOptionSchema>;

export const allowanceSchema = z.object({
  kind: z.enum(ALLOWANCE_KINDS),
  label: z.string(),
  used: count(),
  limit: count(),
  /** When `used` starts again from 0 (API calls: the first of next month, UTC); null for what is not counted per month. */
  resetsAt: dateTime().nullable(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const billingSummarySchema = z
  .object({
    tier: tierOptionSchema,
    supportPlan: supportPlanOptionSchema.extend({ billing: z.enum(SUPPORT_BILLING_PERIODS) }),
    /** A change down, in force from `from` (the first of next month). */
    pending: z
      .object({
        tier: z.object({ id: z.string(), name: z.string() }).nullable(),
        supportPlan: z.object({ id: z.string(), title: z.string() }).nullable(),
        from: dateTime(),
      })
      .nullable(),
    /** The month counted: its first instant and the next month's (exclusive). */
    month: z.object({ from: dateTime(), to: dateTime() }),
    allowances: z.array(allowanceSchema),
    /** The month's calls at the rate so far, and when the allowance would run out at that rate (null: not this month). */
    forecast: z.object({ calls: count(), runsOutAt: dateTime().nullable() }),
    /** What the backups of the organisation's collections follow. */
    backups: backupsSchema,
    /** Regions a project may be made in (the REGIONS setting), and those the organisation's projects use. */
    regions: z.object({ available: z.array(z.string()), used: z.array(z.string()) }),
    /** The price list: what a change may choose. */
    tiers: z.array(tierOptionSchema),
    supportPlans: z.array(supportPlanOptionSchema),
  })
  .meta({ id: "BillingSummary" });
export type BillingSummary = z.infer<typeof billingSummarySchema>;

const planId = (name: string) =>
  z
    .string({ error: `${name} must be an id of the price list` })
    .min(1, `${name} must not be empty`)
    .max(32, `${name} must be at most 32 characters`);

/** POST /api/billing/plan: a tier, a support plan and its period, or any of them. */
export const changePlanBodySchema = z
  .strictObject({
    tier: planId("tier").optional(),
    supportPlan: planId("supportPlan").optional(),
    supportBilling: z.enum(SUPPORT_BILLING_PERIODS, { error: "supportBilling must be monthly or yearly" }).optional(),
  })
  .refine((body) => body.tier !== undefined || body.supportPlan !== undefined || body.supportBilling !== undefined, "Give a tier, a supportPlan or a supportBilling");
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

export const planChangeSchema = z.object({
  kind: z.enum(["tier", "support"]),
  from: z.string(),
  to: z.string(),
  /** When it takes effect: now for a change up, the first of next month for a change down. */
  at: dateTime(),
  isPending: z.boolean(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const changePlanResponseSchema = z.object({ changes: z.array(planChangeSchema), summary: billingSummarySchema });
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;

const detail = (name: string, max: number) => withoutNul(z.string().trim().max(max, `${name} must be at most ${max} characters`), name).nullable();

/** The billing details printed on invoices; null: not given. */
export const billingDetailsSchema = z
  .strictObject({
    companyName: detail("companyName", 200),
    address: detail("address", 500),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "country must be a two-letter country code (ISO 3166-1), such as GB")
      .nullable(),
    taxId: detail("taxId", 50),
    billingEmail: z.email({ error: "billingEmail must be an e-mail address" }).max(254, "billingEmail must be at most 254 characters").nullable(),
  })
  .meta({ id: "BillingDetails" });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const USAGE_GROUPINGS = ["project", "collection", "apiKey"] as const;
export type UsageGrouping = (typeof USAGE_GROUPINGS)[number];

/** The longest period read at once, in days. */
export const USAGE_PERIOD_MAX_DAYS = 366;

const wholeNumber = (name: string, min: number, max?: number) => {
  const number = z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be ${min} or more`);
  return max === undefined ? number : number.max(max, `${name} must be at most ${max}`);
};

const day = (name: string) => z.iso.date({ error: `${name} must be a date like 2026-11-01` });

/** A period of whole UTC days, `to` included; by default the month so far. */
const usagePeriodSchema = z.strictObject({
  from: day("from").optional(),
  to: day("to").optional(),
  groupBy: z.enum(USAGE_GROUPINGS, { error: `groupBy must be one of ${USAGE_GROUPINGS.join(", ")}` }).default("project"),
});

const isOrdered = ({ from, to }: { from?: string; to?: string }) => from === undefined || to === undefined || from <= to;
const ORDER_MESSAGE = "from must be on or before to";

export const usageQuerySchema = usagePeriodSchema
  .extend({ page: wholeNumber("page", 1).default(1), perPage: wholeNumber("perPage", 1, USAGE_PER_PAGE_MAX).default(USAGE_PER_PAGE_DEFAULT) })
  .refine(isOrdered, ORDER_MESSAGE);
/** What a caller sends (numbers travel as the query's text). */
export interface UsageQuery {
  from?: string;
  to?: string;
  groupBy?: UsageGrouping;
  page?: number;
  perPage?: number;
}

export const usageExportQuerySchema = usagePeriodSchema.refine(isOrdered, ORDER_MESSAGE);
export type UsageExportQuery = Omit<UsageQuery, "page" | "perPage">;

export const usageCountsSchema = z.object({ calls: count(), errors: count(), pointsRead: count(), pointsWritten: count(), requestBytes: count() });
export type UsageCounts = z.infer<typeof usageCountsSchema>;

export const USAGE_CALLER_KINDS = ["apiKey", "console", "import", "other"] as const;

/**
 * Who called: an API key (its name, "(revoked)" added once revoked), the console's members, an import's writes (points
 * written, no calls), or calls folded past the bound on series per project (server/metering/series-bound.ts).
 */
export const usageCallerSchema = z.object({ kind: z.enum(USAGE_CALLER_KINDS), apiKeyId: z.uuid().nullable(), name: z.string() });

export const usageRowSchema = usageCountsSchema.extend({
  projectId: z.uuid(),
  projectName: z.string(),
  /** groupBy collection: the collection named (null: calls naming none). */
  collection: z.string().nullable().optional(),
  /** groupBy apiKey: who called. */
  caller: usageCallerSchema.optional(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageResponseSchema = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  groupBy: z.enum(USAGE_GROUPINGS),
  /** This page, most calls first. */
  rows: z.array(usageRowSchema),
  /** Rows on every page. */
  total: count(),
  /** The whole period, every row. */
  totals: usageCountsSchema,
  params: z.object({ page: z.number().int(), perPage: z.number().int() }),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";

/** A reply streamed as it is read (the service never holds a whole export), documented as the text it carries. */
export const csvStreamSchema = z
  .custom<ReadableStream<Uint8Array>>((value) => typeof value === "object" && value !== null && "getReader" in value, "expected a stream")
  .meta({ type: "string", description: "CSV (RFC 4180), a header line first" });

export const billingRoutes = {
  summary: declareRoute({
    method: "GET",
    path: "/api/billing",
    summary: "The organisation's tier and support plan, each allowance used, the month's forecast, backups and the price list",
    access: ["plan", "read"],
    replies: { 200: billingSummarySchema },
  }),
  changePlan: declareRoute({
    method: "POST",
    path: "/api/billing/plan",
    summary: "Change the tier, the support plan or its billing period",
    description:
      "A change up takes effect at once; a change down from the first of next month (UTC), and is refused (409) while the organisation uses more " +
      "projects or regions than the lower tier allows. Choosing the plan in force again cancels a pending change down. Enterprise is agreed with sales (400). " +
      "Nothing is charged here: invoices follow the changes.",
    access: ["plan", "update"],
    audit: "plan.change",
    body: changePlanBodySchema,
    replies: { 200: changePlanResponseSchema },
    errors: [409],
  }),
  details: declareRoute({
    method: "GET",
    path: "/api/billing/details",
    summary: "The billing details printed on invoices",
    access: ["invoice", "read"],
    replies: { 200: billingDetailsSchema },
  }),
  updateDetails: declareRoute({
    method: "PUT",
    path: "/api/billing/details",
    summary: "Replace the billing details printed on invoices",
    access: ["invoice", "update"],
    audit: "billingDetails.update",
    body: billingDetailsSchema,
    replies: { 200: billingDetailsSchema },
  }),
  usage: declareRoute({
    method: "GET",
    path: "/api/billing/usage",
    summary: "The organisation's data-plane usage in a period, per project, per collection or per API key, paged",
    description: `Whole UTC days from \`from\` to \`to\` (both included; by default the month so far), at most ${USAGE_PERIOD_MAX_DAYS} days, read from the metering's rollups.`,
    access: ["plan", "read"],
    query: usageQuerySchema,
    replies: { 200: usageResponseSchema },
  }),
  exportUsage: declareRoute({
    method: "GET",
    path: "/api/billing/usage/export",
    summary: "The same usage as CSV, every row, streamed",
    description: "400 when the export would pass the USAGE_EXPORT_MAX_ROWS setting (100,000 rows by default): choose a shorter period, or group by project.",
    access: ["plan", "read"],
    query: usageExportQuerySchema,
    replies: { 200: csvStreamSchema },
    replyMediaType: CSV_MEDIA_TYPE,
    replyHeaders: z.object({ "content-disposition": z.string() }),
  }),
};
