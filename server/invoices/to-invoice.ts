// A stored invoice as the contract answers it.
import type { Invoice } from "../../contract/invoices";
import type { Invoice as InvoiceRow } from "../db/schema";
import { monthOfPeriod } from "./invoice-month";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    month: monthOfPeriod(row.periodStart),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    billTo: row.billTo,
    createdAt: row.createdAt.toISOString(),
    issuedAt: iso(row.issuedAt),
    dueAt: iso(row.dueAt),
    paidAt: iso(row.paidAt),
    paymentReference: row.paymentReference,
    voidedAt: iso(row.voidedAt),
  };
}
