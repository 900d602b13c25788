// The monthly drafts: hourly, the periodic runner makes the previous month's
// draft for every organisation whose month cost something and has no live
// invoice yet (so the first hour of a month makes them, and a missed hour
// catches up). Owners and billing members review and issue them in Billing.
import { and, eq, ne, notExists } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PeriodicJobs } from "../jobs/periodic-jobs";
import { invoices, organisations } from "../db/schema";
import { AppError } from "../errors";
import { createInvoice } from "./create-invoice";
import type { InvoiceContext } from "./invoice-context";
import { invoiceLines } from "./invoice-lines";
import { invoiceMonth, previousMonth } from "./invoice-month";

export const MONTHLY_INVOICES_JOB = "monthly-invoices";

/** The drafts made: organisations whose previous month had a charge and no live invoice. */
export async function makeMonthlyDrafts(context: InvoiceContext, now = new Date()): Promise<number> {
  const month = invoiceMonth(previousMonth(now));
  const candidates = await context.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      notExists(
        context.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.organisationId, organisations.id), eq(invoices.periodStart, month.periodStart), ne(invoices.status, "void"))),
      ),
    );
  let made = 0;
  for (const { id } of candidates) {
    const lines = await invoiceLines(context.db, id, month);
    if (lines.every((line) => line.amountCents === 0)) continue;
    try {
      await createInvoice(context, id, month.month, now);
      made += 1;
    } catch (error) {
      // Made by another instance meanwhile (409), or the organisation is newer than the month (400).
      if (!(error instanceof AppError)) throw error;
    }
  }
  return made;
}

export function scheduleInvoiceJobs(periodic: PeriodicJobs, context: InvoiceContext, log: FastifyBaseLogger): void {
  periodic.every(
    { name: MONTHLY_INVOICES_JOB, periodSeconds: 3600 },
    {
      kind: MONTHLY_INVOICES_JOB,
      async run() {
        const made = await makeMonthlyDrafts(context);
        if (made > 0) log.info({ made }, "monthly invoice drafts made");
      },
    },
  );
}
