// The lists' page sizes and the invoice states, without zod: the console's
// pages import them at run time (paging, filters), and importing them from
// the files that hold the schemas would bring zod into those pages' chunks.
// The schemas in members.ts, invoices.ts, audit.ts and billing.ts read them here.

export const MEMBERS_PER_PAGE_MAX = 100;
export const MEMBERS_PER_PAGE_DEFAULT = 10;

export const INVOICE_STATUSES = ["draft", "issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICES_PER_PAGE_MAX = 100;
export const INVOICES_PER_PAGE_DEFAULT = 10;

export const AUDIT_PER_PAGE_MAX = 100;
export const AUDIT_PER_PAGE_DEFAULT = 25;

export const USAGE_PER_PAGE_MAX = 100;
export const USAGE_PER_PAGE_DEFAULT = 25;
