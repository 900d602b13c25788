// /api/invoices: the organisation's invoices (contract/invoices.ts). Thin
// handlers: the router has parsed the input and checked the right; each calls
// one domain function, in the audit trail's transaction where it changes one.
import { invoiceRoutes } from "../../contract/invoices";
import type { ApiRouter } from "../api-router/api-router";
import { createInvoice } from "./create-invoice";
import type { InvoiceContext } from "./invoice-context";
import { invoicePdf } from "./invoice-pdf";
import { findInvoice, issueInvoice, payInvoice, voidInvoice } from "./invoice-states";
import { listInvoices } from "./list-invoices";

const targetOf = (invoice: { id: string; number: string }) => ({ id: invoice.id, name: invoice.number });

export function registerInvoiceRoutes(route: ApiRouter, context: InvoiceContext): void {
  const inTransaction = (db: InvoiceContext["db"]): InvoiceContext => ({ ...context, db });

  // GET /api/invoices: one page of the invoices that match, their count, and all of them
  route(invoiceRoutes.list, async ({ organisation, query }) => ({ status: 200, body: await listInvoices(context.db, organisation.id, query) }));

  // POST /api/invoices: the draft of a month that has ended
  route(invoiceRoutes.create, async ({ organisation, body, audit }) => ({
    status: 201,
    body: await audit.within((tx) => createInvoice(inTransaction(tx), organisation.id, body.month), targetOf),
  }));

  // GET /api/invoices/{invoiceId}
  route(invoiceRoutes.get, async ({ organisation, params }) => ({ status: 200, body: await findInvoice(context, organisation.id, params.invoiceId) }));

  // GET /api/invoices/{invoiceId}/pdf: streamed as PDFKit writes it
  route(invoiceRoutes.pdf, async ({ organisation, params }) => {
    const invoice = await findInvoice(context, organisation.id, params.invoiceId);
    return { status: 200, body: invoicePdf(invoice), headers: undefined };
  });

  // POST /api/invoices/{invoiceId}/issue
  route(invoiceRoutes.issue, async ({ organisation, params, audit }) => ({
    status: 200,
    body: await audit.within((tx) => issueInvoice(inTransaction(tx), organisation.id, params.invoiceId), targetOf),
  }));

  // POST /api/invoices/{invoiceId}/payment: through the payment collector
  route(invoiceRoutes.pay, async ({ organisation, params, body, audit }) => ({
    status: 200,
    body: await audit.within((tx) => payInvoice(inTransaction(tx), organisation.id, params.invoiceId, body.reference), targetOf),
  }));

  // DELETE /api/invoices/{invoiceId}: a draft voided
  route(invoiceRoutes.void, async ({ organisation, params, audit }) => ({
    status: 200,
    body: await audit.within((tx) => voidInvoice(inTransaction(tx), organisation.id, params.invoiceId), targetOf),
  }));
}
