// How an invoice's status, month and dates read in Billing.
import type { Invoice, InvoiceStatus } from "../../../../contract/invoices";

export const STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = { draft: "Draft", issued: "Issued", paid: "Paid", void: "Void" };
export const STATUS_COLOURS: Readonly<Record<InvoiceStatus, "default" | "info" | "success" | "warning">> = { draft: "default", issued: "info", paid: "success", void: "warning" };

/** "November 2026" */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "30 Dec 2026", or a dash. */
export function dateLabel(iso: string | null): string {
  return iso === null ? "—" : new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** What the due column says: when, or why there is none. */
export function dueLabel(invoice: Invoice): string {
  if (invoice.status === "paid") return `Paid ${dateLabel(invoice.paidAt)}`;
  if (invoice.status === "void") return "Not payable";
  return invoice.dueAt === null ? "When issued" : dateLabel(invoice.dueAt);
}

/** The last month that has ended, as "2026-10": what an invoice can be made for first. */
export function lastEndedMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}
