// The organisation's invoices, newest month first: one page of those that
// match the search (number or month) and status, their count, and all of them
// unfiltered (allData: one a month, a few dozen at most).
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { InvoiceStatus, ListInvoicesResponse } from "../../contract/invoices";
import type { Database } from "../db/client";
import { invoices } from "../db/schema";
import { toInvoice } from "./to-invoice";

export interface InvoicesPage {
  q?: string;
  status?: InvoiceStatus;
  page: number;
  perPage: number;
}

/** Beyond this, allData is cut (a hundred years of months). */
const ALL_DATA_MAX = 1200;

function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listInvoices(db: Database, organisationId: string, { q = "", status, page, perPage }: InvoicesPage): Promise<ListInvoicesResponse> {
  const pattern = q ? containing(q) : undefined;
  const filters: (SQL | undefined)[] = [
    eq(invoices.organisationId, organisationId),
    status ? eq(invoices.status, status) : undefined,
    pattern ? or(ilike(invoices.number, pattern), ilike(sql`to_char(${invoices.periodStart}, 'YYYY-MM')`, pattern)) : undefined,
  ];
  const where = and(...filters);
  const newestFirst = [desc(invoices.periodStart), desc(invoices.createdAt)];
  const [[counted], rows, all] = await Promise.all([
    db.select({ total: count() }).from(invoices).where(where),
    db.select().from(invoices).where(where).orderBy(...newestFirst).limit(perPage).offset((page - 1) * perPage),
    db.select().from(invoices).where(eq(invoices.organisationId, organisationId)).orderBy(...newestFirst).limit(ALL_DATA_MAX),
  ]);
  return {
    invoices: rows.map(toInvoice),
    total: counted?.total ?? 0,
    params: { q, status: status ?? null, page, perPage },
    allData: all.map(toInvoice),
  };
}
