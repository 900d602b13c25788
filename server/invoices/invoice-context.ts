// What the invoice routes and the monthly job need: the store, the settings,
// and how payments are collected (payment-collector.ts).
import type { Database } from "../db/client";
import type { PaymentCollector } from "./payment-collector";

export interface InvoiceContext {
  db: Database;
  /** INVOICE_TAX_RATE_PERCENT, in basis points (20 % = 2000). */
  taxRateBasisPoints: number;
  /** INVOICE_DUE_DAYS: days from issue to due. */
  dueDays: number;
  payments: PaymentCollector;
}
