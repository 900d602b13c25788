// An organisation's invoices (Billing): one per calendar month (UTC), made
// from the tier and support plan in force on each day of it (a change up
// counts from its day) and the month's usage; numbered INV-000042, in US
// cents, tax at INVOICE_TAX_RATE_PERCENT. A draft is issued, then paid (the
// manual payment collector: someone who may manage invoices marks it paid
// with a reference), or voided while still a draft. The list state is the
// specification's invoice list: data, total, params and allData.
import { z } from "zod";
import { INVOICE_STATUSES, INVOICES_PER_PAGE_DEFAULT, INVOICES_PER_PAGE_MAX, type InvoiceStatus } from "./list-sizes";

export { INVOICE_STATUSES, INVOICES_PER_PAGE_DEFAULT, INVOICES_PER_PAGE_MAX, type InvoiceStatus };
import { declareRoute } from "./route";
import { withoutNul } from "./text";


export const INVOICE_SEARCH_MAX_LENGTH = 50;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const billToSchema = z.object({
  organisationName: z.string(),
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  taxId: z.string().nullable(),
  billingEmail: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: "INV-000042" }),
  /** "2026-11": the month billed. */
  month: z.string(),
  /** Its first day, and the first day of the next (exclusive), as dates. */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  billTo: billToSchema,
  createdAt: z.iso.datetime(),
  issuedAt: z.iso.datetime().nullable(),
  dueAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  paymentReference: z.string().nullable(),
  voidedAt: z.iso.datetime().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const wholeNumber = (name: string, min: number, max?: number) => {
  const number = z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be ${min} or more`);
  return max === undefined ? number : number.max(max, `${name} must be at most ${max}`);
};

/** GET /api/invoices: `q` finds an invoice by number or month ("000042", "2026-11"); pages start at 1. */
export const listInvoicesQuerySchema = z.strictObject({
  q: withoutNul(z.string().trim().max(INVOICE_SEARCH_MAX_LENGTH, `q must be at most ${INVOICE_SEARCH_MAX_LENGTH} characters`), "q").optional(),
  status: z.enum(INVOICE_STATUSES, { error: `status must be one of ${INVOICE_STATUSES.join(", ")}` }).optional(),
  page: wholeNumber("page", 1).default(1),
  perPage: wholeNumber("perPage", 1, INVOICES_PER_PAGE_MAX).default(INVOICES_PER_PAGE_DEFAULT),
});
/** What a caller sends (numbers travel as the query's text). */
export interface ListInvoicesQuery {
  q?: string;
  status?: InvoiceStatus;
  page?: number;
  perPage?: number;
}

export const listInvoicesResponseSchema = z.object({
  /** This page, newest month first. */
  invoices: z.array(invoiceSchema),
  /** All that match, on every page. */
  total: z.number().int().nonnegative(),
  /** The search, filter and page as the service read them. */
  params: z.object({ q: z.string(), status: z.enum(INVOICE_STATUSES).nullable(), page: z.number().int(), perPage: z.number().int() }),
  /** Every invoice of the organisation, unfiltered (one a month: a few dozen), newest first. */
  allData: z.array(invoiceSchema),
});
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /api/invoices: the invoice of a month that has ended. */
export const createInvoiceBodySchema = z.strictObject({
  month: z.string().regex(MONTH_PATTERN, { error: 'month must be a month as "2026-11"' }),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBodySchema>;

/** POST /api/invoices/{invoiceId}/payment: how it was paid (a bank transfer's reference, a receipt). */
export const payInvoiceBodySchema = z.strictObject({
  reference: withoutNul(z.string().trim().min(1, "reference must not be empty").max(200, "reference must be at most 200 characters"), "reference"),
});
export type PayInvoiceBody = z.infer<typeof payInvoiceBodySchema>;

export const invoiceParamsSchema = z.strictObject({ invoiceId: z.string().max(64).meta({ description: "The invoice's id (a UUID)" }) });

export const invoiceRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/invoices",
    summary: "The organisation's invoices, searched, filtered by status and paged",
    access: ["invoice", "read"],
    query: listInvoicesQuerySchema,
    replies: { 200: listInvoicesResponseSchema },
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/invoices",
    summary: "Make the draft invoice of a month that has ended",
    description: "409 when the month has a draft, issued or paid invoice already; 400 for a month not ended yet.",
    access: ["invoice", "update"],
    audit: "invoice.create",
    body: createInvoiceBodySchema,
    replies: { 201: invoiceSchema },
    errors: [409],
  }),
  get: declareRoute({
    method: "GET",
    path: "/api/invoices/{invoiceId}",
    summary: "One invoice, with its lines",
    access: ["invoice", "read"],
    params: invoiceParamsSchema,
    replies: { 200: invoiceSchema },
    errors: [404],
  }),
  pdf: declareRoute({
    method: "GET",
    path: "/api/invoices/{invoiceId}/pdf",
    summary: "One invoice as a PDF",
    access: ["invoice", "read"],
    params: invoiceParamsSchema,
    replies: { 200: z.string().meta({ description: "The invoice as a PDF document" }) },
    replyMediaType: "application/pdf",
    replyStream: true,
    errors: [404],
  }),
  issue: declareRoute({
    method: "POST",
    path: "/api/invoices/{invoiceId}/issue",
    summary: "Issue a draft: it is due in INVOICE_DUE_DAYS and can no longer be voided",
    access: ["invoice", "update"],
    audit: "invoice.issue",
    params: invoiceParamsSchema,
    // No body: an empty object is accepted, anything in it refused.
    body: z.strictObject({}).optional(),
    replies: { 200: invoiceSchema },
    errors: [404, 409],
  }),
  pay: declareRoute({
    method: "POST",
    path: "/api/invoices/{invoiceId}/payment",
    summary: "Mark an issued invoice paid, with how it was paid (the manual payment collector)",
    access: ["invoice", "update"],
    audit: "invoice.pay",
    params: invoiceParamsSchema,
    body: payInvoiceBodySchema,
    replies: { 200: invoiceSchema },
    errors: [404, 409],
  }),
  void: declareRoute({
    method: "DELETE",
    path: "/api/invoices/{invoiceId}",
    summary: "Void a draft: it stays listed as void, and the month may be invoiced again",
    access: ["invoice", "update"],
    audit: "invoice.void",
    params: invoiceParamsSchema,
    replies: { 200: invoiceSchema },
    errors: [404, 409],
  }),
};
