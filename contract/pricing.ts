// The price list, content/pricing/pricing.mdx's frontmatter: the tiers (what
// the service sells and enforces: API calls a month, deployments, regions,
// backups, uploads) and the support plans sold on top of any tier. One schema
// for both readers: the build fails on a bad file (gatsby/content-schema.ts)
// and the service refuses to start on one (server/billing/price-list.ts), so
// the page and what is enforced can never disagree. Authors write whole
// dollars; what comes out is in cents. Ids are stable: the store keeps them
// (billing_accounts.tier), so a tier may be renamed or repriced, never re-id'd.
import { z } from "zod";

/** Where an organisation starts, and what a row-less billing account means (server/db/schema/billing.ts). */
export const DEFAULT_TIER_ID = "sandbox";
export const DEFAULT_SUPPORT_PLAN_ID = "basic";

export const BACKUP_SCHEDULES = ["none", "weekly", "daily"] as const;
export type BackupSchedule = (typeof BACKUP_SCHEDULES)[number];

const ID = /^[a-z][a-z0-9-]{0,31}$/;
const GiB = 1024 ** 3;

const text = () => z.string().trim().min(1, { error: "must not be empty" });
const id = () => z.string().regex(ID, { error: 'must be a lowercase word of at most 32 letters, digits and hyphens, like "startup"' });
const wholeNumber = () => z.number().int({ error: "must be a whole number" }).min(0, { error: "must not be negative" });
const cents = (dollars: number) => Math.round(dollars * 100);

const supportPlanSchema = z
  .strictObject({
    id: id(),
    title: text(),
    subtitle: text(),
    monthlyPrice: wholeNumber(),
    popularPlan: z.boolean().default(false),
    yearlyPlan: z.strictObject({ perMonth: wholeNumber(), totalAnnual: wholeNumber() }),
    planBenefits: z.array(text()).min(1, { error: "must list at least one benefit" }),
  })
  .refine((plan) => plan.yearlyPlan.totalAnnual === plan.yearlyPlan.perMonth * 12, {
    error: "must equal 12 × yearlyPlan.perMonth",
    path: ["yearlyPlan", "totalAnnual"],
  });

const tierSchema = z.strictObject({
  id: id(),
  name: text(),
  // A number of US dollars a month, 0 for free, or "contact" for "Contact us".
  price: z.union([wholeNumber(), z.literal("contact")], { error: 'must be a number of dollars a month, or "contact"' }),
  apiCalls: wholeNumber(),
  deployments: wholeNumber(),
  regions: wholeNumber(),
  backup: z.enum(BACKUP_SCHEDULES, { error: 'must be "none", "weekly" or "daily"' }),
  backupRetentionDays: wholeNumber().optional(),
  uploadsInProgress: wholeNumber(),
  uploadStorageGiB: wholeNumber(),
});

function isUnique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/** The frontmatter as authors write it (dollars), checked. */
export const priceListFrontmatterSchema = z
  .strictObject({
    title: text(),
    summary: text().max(200, { error: "must be at most 200 characters (it is the page's meta description)" }),
    tiers: z.array(tierSchema).min(1, { error: "must list at least one tier" }),
    supportPlans: z.array(supportPlanSchema).min(1, { error: "must list at least one support plan" }),
  })
  .refine((list) => list.supportPlans.filter((plan) => plan.popularPlan).length <= 1, { error: "may mark at most one support plan as popularPlan", path: ["supportPlans"] })
  .refine((list) => isUnique(list.tiers.map((tier) => tier.id)), { error: "must not repeat a tier id", path: ["tiers"] })
  .refine((list) => isUnique(list.tiers.map((tier) => tier.name)), { error: "must not repeat a tier name", path: ["tiers"] })
  .refine((list) => isUnique(list.supportPlans.map((plan) => plan.id)), { error: "must not repeat a support plan id", path: ["supportPlans"] })
  // One name, one price: a support plan's title must not be a tier's name (the page once showed "Standard" at $49 and at $499).
  .refine((list) => isUnique([...list.tiers.map((tier) => tier.name), ...list.supportPlans.map((plan) => plan.title)]), {
    error: "must not give a support plan the name of a tier: one name, one price",
    path: ["supportPlans"],
  })
  .refine((list) => list.tiers[0]?.id === DEFAULT_TIER_ID && list.tiers[0].price === 0, { error: `must start with the free tier "${DEFAULT_TIER_ID}", where organisations start`, path: ["tiers"] })
  .refine((list) => list.supportPlans[0]?.id === DEFAULT_SUPPORT_PLAN_ID && list.supportPlans[0].monthlyPrice === 0, {
    error: `must start with the free support plan "${DEFAULT_SUPPORT_PLAN_ID}"`,
    path: ["supportPlans"],
  });
export type PriceListFrontmatter = z.input<typeof priceListFrontmatterSchema>;

export interface Backups {
  schedule: BackupSchedule;
  /** Days a backup is kept; null when the tier does not say (weekly: until the next one). */
  retentionDays: number | null;
}

/** A tier, in list order: a later tier is a change up from an earlier one. */
export interface Tier {
  id: string;
  name: string;
  /** Null: agreed with sales ("Contact us"), not chosen in the console. */
  monthlyPriceCents: number | null;
  apiCalls: number;
  deployments: number;
  regions: number;
  backups: Backups;
  uploadsInProgress: number;
  uploadStorageBytes: number;
}

export interface SupportPlan {
  id: string;
  title: string;
  subtitle: string;
  monthlyPriceCents: number;
  yearly: { perMonthCents: number; totalAnnualCents: number };
  isPopular: boolean;
  benefits: string[];
}

export interface PriceList {
  title: string;
  summary: string;
  tiers: Tier[];
  supportPlans: SupportPlan[];
}

/** The checked frontmatter as the page and the service read it: prices in cents. */
export const priceListSchema = priceListFrontmatterSchema.transform(
  (list): PriceList => ({
    title: list.title,
    summary: list.summary,
    tiers: list.tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      monthlyPriceCents: tier.price === "contact" ? null : cents(tier.price),
      apiCalls: tier.apiCalls,
      deployments: tier.deployments,
      regions: tier.regions,
      backups: { schedule: tier.backup, retentionDays: tier.backupRetentionDays ?? null },
      uploadsInProgress: tier.uploadsInProgress,
      uploadStorageBytes: tier.uploadStorageGiB * GiB,
    })),
    supportPlans: list.supportPlans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      subtitle: plan.subtitle,
      monthlyPriceCents: cents(plan.monthlyPrice),
      yearly: { perMonthCents: cents(plan.yearlyPlan.perMonth), totalAnnualCents: cents(plan.yearlyPlan.totalAnnual) },
      isPopular: plan.popularPlan,
      benefits: plan.planBenefits,
    })),
  }),
);
