// What an organisation buys and is billed: its tier (what the data plane
// allows: content/pricing/pricing.mdx's tier table) and support plan (the plan
// cards), a change down that waits for the next month, the billing details its
// invoices carry, every plan change (what an invoice charges for a month), and
// the invoices themselves. Tiers and support plans are ids from
// content/pricing/, checked by the schemas in contract/, not by the store: the
// price list changes without a migration.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An organisation's plan and billing details; no row: Sandbox with the basic support plan, no details. */
export const billingAccounts = pgTable(
  "billing_accounts",
  {
    organisationId: uuid("organisation_id")
      .primaryKey()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** A tier id of content/pricing/ ("sandbox", "startup", …). */
    tier: text("tier").notNull().default("sandbox"),
    /** A support plan id of content/pricing/ ("basic", "standard", "enterprise"). */
    supportPlan: text("support_plan").notNull().default("basic"),
    /** How the support plan is paid: monthly, or yearly at its yearly price. */
    supportBilling: text("support_billing", { enum: ["monthly", "yearly"] }).notNull().default("monthly"),
    /** A change down, in force from pendingFrom (the next month's first day, UTC): the month paid for is kept. */
    pendingTier: text("pending_tier"),
    pendingSupportPlan: text("pending_support_plan"),
    pendingFrom: at("pending_from"),
    /** Billing details printed on invoices (owners and billing members edit them). */
    companyName: text("company_name"),
    address: text("address"),
    country: text("country"),
    taxId: text("tax_id"),
    billingEmail: text("billing_email"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("billing_accounts_support_billing_check", sql`${table.supportBilling} in ('monthly', 'yearly')`)],
);

/** Every tier or support plan change, in force from `at`: what an invoice charges for each part of a month. */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["tier", "support"] }).notNull(),
    fromPlan: text("from_plan").notNull(),
    toPlan: text("to_plan").notNull(),
    /** When it takes effect (now for a change up, the next month for a change down). */
    at: at("at").notNull(),
    /** The member who asked for it. */
    bySub: text("by_sub").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("plan_changes_organisation_id_at_index").on(table.organisationId, table.at)],
);

export const INVOICE_STATUSES = ["draft", "issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Invoice numbers: one sequence across organisations, printed as INV-000042. */
export const invoiceNumbers = pgSequence("invoice_numbers", { startWith: 1 });

/** One line of an invoice, in cents. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/** The billing details as they were when the invoice was made. */
export interface InvoiceBillTo {
  organisationName: string;
  companyName: string | null;
  address: string | null;
  country: string | null;
  taxId: string | null;
  billingEmail: string | null;
}

/** An organisation's invoice for one month (UTC): draft, issued, paid, or void (a voided draft stays listed). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    number: text("number").notNull().unique(),
    /** The month billed: its first day and the first day of the next (exclusive). */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    currency: text("currency").notNull().default("USD"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    /** The tax rate in basis points (a setting when the invoice was made; 2000 = 20 %). */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    billTo: jsonb("bill_to").$type<InvoiceBillTo>().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    issuedAt: at("issued_at"),
    dueAt: at("due_at"),
    paidAt: at("paid_at"),
    /** How it was paid, as whoever marked it paid wrote it (the manual payment collector), or the provider's reference. */
    paymentReference: text("payment_reference"),
    voidedAt: at("voided_at"),
  },
  (table) => [
    check("invoices_status_check", sql`${table.status} in ('draft', 'issued', 'paid', 'void')`),
    // One live invoice per organisation and month; a voided one does not count.
    uniqueIndex("invoices_organisation_id_period_start_live_index").on(table.organisationId, table.periodStart).where(sql`${table.status} <> 'void'`),
    index("invoices_organisation_id_created_at_index").on(table.organisationId, table.createdAt),
  ],
);

export type BillingAccount = typeof billingAccounts.$inferSelect;
export type PlanChange = typeof planChanges.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
