// An invoice's life: a draft is issued (then due in INVOICE_DUE_DAYS) or
// voided; an issued one is paid through the payment collector. Each step is
// one conditional update, so two members acting at once cannot both succeed;
// the loser reads why (409), in the invoice's own words.
import { and, eq } from "drizzle-orm";
import type { Invoice, InvoiceStatus } from "../../contract/invoices";
import { isUuid } from "../db/is-uuid";
import { invoices, type Invoice as InvoiceRow } from "../db/schema";
import { AppError } from "../errors";
import type { InvoiceContext } from "./invoice-context";
import { toInvoice } from "./to-invoice";

export const INVOICE_NOT_FOUND_MESSAGE = "Invoice not found";
const DAY_MS = 86_400_000;

export async function findInvoice(context: Pick<InvoiceContext, "db">, organisationId: string, invoiceId: string): Promise<Invoice> {
  return toInvoice(await findRow(context, organisationId, invoiceId));
}

async function findRow({ db }: Pick<InvoiceContext, "db">, organisationId: string, invoiceId: string): Promise<InvoiceRow> {
  if (!isUuid(invoiceId)) throw new AppError("not_found", INVOICE_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.organisationId, organisationId)));
  if (!row) throw new AppError("not_found", INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

/** Moves the invoice from `from` with `change`, or says why not. */
async function step(context: InvoiceContext, organisationId: string, invoiceId: string, from: InvoiceStatus, change: Partial<InvoiceRow>, refusal: (row: InvoiceRow) => string): Promise<Invoice> {
  const row = await findRow(context, organisationId, invoiceId);
  const [changed] = await context.db
    .update(invoices)
    .set(change)
    .where(and(eq(invoices.id, row.id), eq(invoices.status, from)))
    .returning();
  if (changed) return toInvoice(changed);
  throw new AppError("conflict", refusal(await findRow(context, organisationId, invoiceId)));
}

export function issueInvoice(context: InvoiceContext, organisationId: string, invoiceId: string, now = new Date()): Promise<Invoice> {
  return step(context, organisationId, invoiceId, "draft", { status: "issued", issuedAt: now, dueAt: new Date(now.getTime() + context.dueDays * DAY_MS) }, (row) => `Invoice ${row.number} is ${row.status}: only a draft can be issued.`);
}

export function voidInvoice(context: InvoiceContext, organisationId: string, invoiceId: string, now = new Date()): Promise<Invoice> {
  return step(context, organisationId, invoiceId, "draft", { status: "void", voidedAt: now }, (row) => `Invoice ${row.number} is ${row.status}: only a draft can be voided.`);
}

export async function payInvoice(context: InvoiceContext, organisationId: string, invoiceId: string, reference: string): Promise<Invoice> {
  const invoice = await findInvoice(context, organisationId, invoiceId);
  if (invoice.status !== "issued") throw new AppError("conflict", `Invoice ${invoice.number} is ${invoice.status}: only an issued invoice can be paid.`);
  const payment = await context.payments.collect(invoice, reference);
  return step(context, organisationId, invoiceId, "issued", { status: "paid", paidAt: payment.paidAt, paymentReference: payment.reference }, (row) => `Invoice ${row.number} is ${row.status}: only an issued invoice can be paid.`);
}
