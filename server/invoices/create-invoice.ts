// A month's draft invoice: its lines (invoice-lines.ts), the tax at the
// setting's rate, the billing details as they stand, and the next number.
// Refused: a month not ended yet, a month before the organisation existed
// (400), a month with a live invoice already (409: void the draft first).
import { and, eq, ne, sql } from "drizzle-orm";
import type { Invoice } from "../../contract/invoices";
import { readBillingAccount } from "../billing/billing-account";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/is-unique-violation";
import { invoices, organisations } from "../db/schema";
import { AppError } from "../errors";
import type { InvoiceContext } from "./invoice-context";
import { invoiceLines } from "./invoice-lines";
import { dayWords, invoiceMonth, monthWords } from "./invoice-month";
import { toInvoice } from "./to-invoice";

const badMonth = (message: string) => new AppError("bad_request", `month: ${message}`, { details: { field: "month" } });

/** INV-000042 */
async function nextNumber(db: Database): Promise<string> {
  const { rows } = await db.execute<{ number: string | number }>(sql`select nextval('invoice_numbers') as number`);
  return `INV-${String(rows[0]?.number ?? 0).padStart(6, "0")}`;
}

async function liveInvoiceOf(db: Database, organisationId: string, periodStart: string) {
  const [live] = await db
    .select({ number: invoices.number, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.periodStart, periodStart), ne(invoices.status, "void")));
  return live;
}

function alreadyInvoiced(month: string, live: { number: string; status: string }): AppError {
  return new AppError("conflict", `${monthWords(month)} has an invoice already: ${live.number} (${live.status}). Void the draft to make it again.`);
}

export async function createInvoice(context: InvoiceContext, organisationId: string, monthText: string, now = new Date()): Promise<Invoice> {
  const { db } = context;
  const month = invoiceMonth(monthText);
  if (month.end > now) throw badMonth(`${monthWords(monthText)} has not ended yet: its invoice can be made from ${dayWords(month.end)}.`);
  const [organisation] = await db.select({ name: organisations.name, createdAt: organisations.createdAt }).from(organisations).where(eq(organisations.id, organisationId));
  if (!organisation) throw new AppError("not_found", "Organisation not found");
  if (organisation.createdAt >= month.end) throw badMonth(`the organisation did not exist yet in ${monthWords(monthText)}.`);
  const live = await liveInvoiceOf(db, organisationId, month.periodStart);
  if (live) throw alreadyInvoiced(monthText, live);

  const lines = await invoiceLines(db, organisationId, month);
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = Math.round((subtotalCents * context.taxRateBasisPoints) / 10_000);
  const { details } = await readBillingAccount(db, organisationId);
  try {
    const [row] = await db
      .insert(invoices)
      .values({
        organisationId,
        number: await nextNumber(db),
        periodStart: month.periodStart,
        periodEnd: month.periodEnd,
        status: "draft",
        lines,
        subtotalCents,
        taxRateBasisPoints: context.taxRateBasisPoints,
        taxCents,
        totalCents: subtotalCents + taxCents,
        billTo: { organisationName: organisation.name, ...details },
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("createInvoice: the invoice was not inserted");
    return toInvoice(row);
  } catch (error) {
    // Two at once: the one index allows one live invoice a month.
    if (!isUniqueViolation(error)) throw error;
    const winner = await liveInvoiceOf(db, organisationId, month.periodStart);
    throw winner ? alreadyInvoiced(monthText, winner) : error;
  }
}
