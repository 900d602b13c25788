// The month an invoice bills: "2026-11" as its first instant and the next
// month's (UTC), the dates the store keeps, and the words an invoice prints.
export interface InvoiceMonth {
  /** "2026-11" */
  month: string;
  start: Date;
  end: Date;
  /** "2026-11-01", and the next month's first day (exclusive). */
  periodStart: string;
  periodEnd: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A month as "YYYY-MM" (contract/invoices.ts checks the shape). */
export function invoiceMonth(month: string): InvoiceMonth {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, monthNumber - 1, 1));
  const end = new Date(Date.UTC(year, monthNumber, 1));
  return { month, start, end, periodStart: isoDate(start), periodEnd: isoDate(end) };
}

/** The month a stored period starts in. */
export function monthOfPeriod(periodStart: string): string {
  return periodStart.slice(0, 7);
}

/** The month before the one `now` is in: what the monthly job invoices. */
export function previousMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** "November 2026" */
export function monthWords(month: string): string {
  return invoiceMonth(month).start.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "14 November 2026" */
export function dayWords(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
