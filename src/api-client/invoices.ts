// The organisation's invoices, each call built from its declaration
// (contract/invoices.ts; type-only imports); the PDF comes as bytes.
import type { CreateInvoiceBody, Invoice, ListInvoicesQuery, ListInvoicesResponse, PayInvoiceBody, invoiceRoutes } from "../../contract/invoices";
import { callRoute, routePath } from "./call-route";
import { apiClient } from "./client";

type Routes = typeof invoiceRoutes;

// One page of invoices, by number or month, and status
export function listInvoices(query: ListInvoicesQuery = {}): Promise<ListInvoicesResponse> {
  return callRoute<Routes["list"]>("GET /api/invoices", { query });
}

// The draft of a month that has ended
export function createInvoice(body: CreateInvoiceBody): Promise<Invoice> {
  return callRoute<Routes["create"]>("POST /api/invoices", { body });
}

export function issueInvoice(invoiceId: string): Promise<Invoice> {
  return callRoute<Routes["issue"]>("POST /api/invoices/{invoiceId}/issue", { params: { invoiceId } });
}

// Marked paid, with how it was paid
export function payInvoice(invoiceId: string, body: PayInvoiceBody): Promise<Invoice> {
  return callRoute<Routes["pay"]>("POST /api/invoices/{invoiceId}/payment", { params: { invoiceId }, body });
}

// A draft voided: it stays listed
export function voidInvoice(invoiceId: string): Promise<Invoice> {
  return callRoute<Routes["void"]>("DELETE /api/invoices/{invoiceId}", { params: { invoiceId } });
}

/** The invoice as a PDF file's bytes. */
export async function invoicePdf(invoiceId: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(routePath<Routes["pdf"]>("/api/invoices/{invoiceId}/pdf", { invoiceId }), { responseType: "blob", headers: { Accept: "application/pdf" } });
  return response.data;
}
