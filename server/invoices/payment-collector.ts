// Where a payment provider plugs in. An issued invoice is paid through the
// collector: the manual one (the default, and the only one here) records what
// a member who may manage invoices says was paid, with their reference (a bank
// transfer's, a receipt's). A provider's collector would charge the
// organisation's saved means of payment and answer with the provider's
// reference, or refuse; nothing in this service calls a provider.
import type { Invoice } from "../../contract/invoices";

export interface Payment {
  /** What the invoice keeps as how it was paid. */
  reference: string;
  paidAt: Date;
}

export interface PaymentCollector {
  /** Collects the invoice's total; `reference` is what the member entered (the manual collector keeps it). */
  collect(invoice: Invoice, reference: string): Promise<Payment>;
}

/** The default: the payment happened outside (a transfer); the member's word and reference are the record. */
export const manualPaymentCollector: PaymentCollector = {
  async collect(_invoice, reference) {
    return { reference, paidAt: new Date() };
  },
};
