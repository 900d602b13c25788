// Invoices over HTTP on both stores: a month's draft charges each tier and
// support plan for the part of the month it was in force, with the month's
// calls and the tax setting; the list searches, filters and pages, with
// allData unfiltered; a draft is voided (and the month invoiced again) or
// issued, then paid through the manual collector; the PDF holds the invoice's
// text; and the monthly job drafts last month's invoices of paying
// organisations only. Past months are set up in the store as they would have
// been left: the organisation made earlier, plan changes at set times, calls
// in the metering rollups.
import { eq } from "drizzle-orm";
import { invoiceSchema, listInvoicesResponseSchema, type Invoice } from "../../../contract/invoices";
import { billingAccounts, organisations, planChanges } from "../../../server/db/schema";
import { makeMonthlyDrafts } from "../../../server/invoices/invoice-jobs";
import { manualPaymentCollector } from "../../../server/invoices/payment-collector";
import { seedCalls } from "../billing/support/seed-calls";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { pdfText } from "../support/pdf-text";
import { describeEachStore } from "../support/stores";

jest.setTimeout(90_000);

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

describeEachStore("invoices", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { INVOICE_TAX_RATE_PERCENT: "20" });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const create = async (caller: Owner, month: string): Promise<Invoice> => {
    const answer = await api(caller, "POST", "/api/invoices", { month });
    expect(answer.status).toBe(201);
    return invoiceSchema.parse(answer.body);
  };

  /**
   * An owner whose organisation was made on 1 July 2026, moved from Basic to Standard support on 20 August and from
   * Sandbox to Startup on 16 September at midnight, with 1,234 calls on 10 September.
   */
  async function ownerWithHistory(): Promise<Owner> {
    const owner = await server.createOwner();
    const { db } = getStore();
    await db.update(organisations).set({ createdAt: utc(2026, 7, 1) }).where(eq(organisations.id, owner.organisationId));
    await db.insert(billingAccounts).values({ organisationId: owner.organisationId, tier: "startup", supportPlan: "standard" });
    await db.insert(planChanges).values([
      { organisationId: owner.organisationId, kind: "support", fromPlan: "basic", toPlan: "standard", at: utc(2026, 8, 20), bySub: owner.sub },
      { organisationId: owner.organisationId, kind: "tier", fromPlan: "sandbox", toPlan: "startup", at: utc(2026, 9, 16), bySub: owner.sub },
    ]);
    await seedCalls(db, owner.projectId, 1234, utc(2026, 9, 10).getTime());
    return owner;
  }

  it("charges each plan for the part of the month it was in force, lists the month's calls, adds the tax, and refuses a second or an unfinished month", async () => {
    const owner = await ownerWithHistory();
    const invoice = await create(owner, "2026-09");
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^INV-\d{6}$/), month: "2026-09", periodStart: "2026-09-01", periodEnd: "2026-10-01", status: "draft", currency: "USD" });
    expect(invoice.lines).toEqual([
      { description: "Sandbox tier, 1 September 2026 to 15 September 2026", quantity: 0.5, unitPriceCents: 0, amountCents: 0 },
      { description: "Startup tier, 16 September 2026 to 30 September 2026", quantity: 0.5, unitPriceCents: 14_900, amountCents: 7_450 },
      { description: "Standard support, the whole month", quantity: 1, unitPriceCents: 4_900, amountCents: 4_900 },
      { description: "API calls: 1,234 of 100,000 included in Startup", quantity: 1234, unitPriceCents: 0, amountCents: 0 },
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 12_350, taxRateBasisPoints: 2000, taxCents: 2_470, totalCents: 14_820 });
    expect(invoice.billTo).toMatchObject({ organisationName: expect.any(String), companyName: null });

    // August: Sandbox all month, Basic support until the 20th, Standard after.
    const august = await create(owner, "2026-08");
    expect(august.lines.map((line) => [line.description, line.amountCents])).toEqual([
      ["Sandbox tier, the whole month", 0],
      ["Basic support, 1 August 2026 to 19 August 2026", 0],
      ["Standard support, 20 August 2026 to 31 August 2026", Math.round(4_900 * (12 / 31))],
      ["API calls: 0 of 20,000 included in Sandbox", 0],
    ]);

    expect(await api(owner, "POST", "/api/invoices", { month: "2026-09" })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: `September 2026 has an invoice already: ${invoice.number} (draft). Void the draft to make it again.` } },
    });
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const refused = await api(owner, "POST", "/api/invoices", { month: thisMonth });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^month: \w+ \d{4} has not ended yet: its invoice can be made from 1 \w+ \d{4}\.$/);
    expect((await api(owner, "POST", "/api/invoices", { month: "2026-06" })).body.error.message).toBe("month: the organisation did not exist yet in June 2026.");
    expect((await api(owner, "POST", "/api/invoices", { month: "2026-13" })).body.error.message).toContain('month must be a month as "2026-11"');
  });

  it("lists newest first with search, status filter and paging, allData unfiltered; a voided draft stays listed and its month is invoiced again", async () => {
    const owner = await ownerWithHistory();
    const july = await create(owner, "2026-07");
    const august = await create(owner, "2026-08");
    const september = await create(owner, "2026-09");
    expect((await api(owner, "POST", `/api/invoices/${august.id}/issue`)).status).toBe(200);

    const list = async (query: string) => listInvoicesResponseSchema.parse((await api(owner, "GET", `/api/invoices${query}`)).body);
    const first = await list("");
    expect(first.invoices.map((invoice) => invoice.month)).toEqual(["2026-09", "2026-08", "2026-07"]);
    expect(first).toMatchObject({ total: 3, params: { q: "", status: null, page: 1, perPage: 10 } });
    const drafts = await list("?status=draft");
    expect(drafts.invoices.map((invoice) => invoice.number)).toEqual([september.number, july.number]);
    expect(drafts.allData).toHaveLength(3);
    expect((await list("?q=2026-08")).invoices.map((invoice) => invoice.id)).toEqual([august.id]);
    expect((await list(`?q=${september.number.slice(4)}`)).invoices.map((invoice) => invoice.id)).toEqual([september.id]);
    const secondPage = await list("?perPage=1&page=2");
    expect(secondPage).toMatchObject({ total: 3, params: { page: 2, perPage: 1 } });
    expect(secondPage.invoices.map((invoice) => invoice.id)).toEqual([august.id]);
    const negative = await api(owner, "GET", "/api/invoices?page=-1");
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toContain("page must be 1 or more");
    expect((await api(owner, "GET", "/api/invoices?status=overdue")).status).toBe(400);

    const voided = await api(owner, "DELETE", `/api/invoices/${september.id}`);
    expect(voided.body).toMatchObject({ id: september.id, status: "void", voidedAt: expect.any(String) });
    expect((await list("")).invoices.map((invoice) => [invoice.month, invoice.status])).toEqual([
      ["2026-09", "void"],
      ["2026-08", "issued"],
      ["2026-07", "draft"],
    ]);
    const again = await create(owner, "2026-09");
    expect(again.number).not.toBe(september.number);
    expect(await api(owner, "DELETE", `/api/invoices/${august.id}`)).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: `Invoice ${august.number} is issued: only a draft can be voided.` } },
    });
  });

  it("issues a draft due in 30 days, takes a payment with its reference, and writes the PDF with the billing details", async () => {
    const owner = await ownerWithHistory();
    const details = { companyName: "Analytical Engines Ltd", address: "12 Marylebone Road, London", country: "GB", taxId: "GB123456789", billingEmail: "accounts@example.com" };
    expect((await api(owner, "PUT", "/api/billing/details", details)).status).toBe(200);
    const draft = await create(owner, "2026-09");
    expect(draft.billTo).toMatchObject(details);

    const paidTooSoon = await api(owner, "POST", `/api/invoices/${draft.id}/payment`, { reference: "TRANSFER-1" });
    expect(paidTooSoon.body.error.message).toBe(`Invoice ${draft.number} is draft: only an issued invoice can be paid.`);
    const issued = invoiceSchema.parse((await api(owner, "POST", `/api/invoices/${draft.id}/issue`)).body);
    expect(issued.status).toBe("issued");
    expect(Date.parse(issued.dueAt ?? "") - Date.parse(issued.issuedAt ?? "")).toBe(30 * 86_400_000);
    expect((await api(owner, "POST", `/api/invoices/${draft.id}/payment`, { reference: " " })).status).toBe(400);
    const paid = await api(owner, "POST", `/api/invoices/${draft.id}/payment`, { reference: "TRANSFER-1" });
    expect(paid.body).toMatchObject({ status: "paid", paymentReference: "TRANSFER-1", paidAt: expect.any(String) });

    const pdf = await fetch(`${server.url}/api/invoices/${draft.id}/pdf`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // Lines wrap where the column ends: the words are compared with single spaces.
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    for (const words of [
      `Invoice ${draft.number}`,
      "Paid · September 2026",
      "Analytical Engines Ltd",
      "Tax ID GB123456789",
      "Startup tier, 16 September 2026 to 30 September 2026",
      "$149.00",
      "$74.50",
      "Tax (20 %)",
      "$24.70",
      "$148.20",
      "TRANSFER-1",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("keeps each organisation's invoices its own, and to the roles that may read them", async () => {
    const owner = await ownerWithHistory();
    const invoice = await create(owner, "2026-09");
    const other = await server.createOwner();
    expect((await api(other, "GET", `/api/invoices/${invoice.id}`)).status).toBe(404);
    expect((await api(other, "GET", `/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await api(other, "DELETE", `/api/invoices/${invoice.id}`)).status).toBe(404);
    expect(listInvoicesResponseSchema.parse((await api(other, "GET", "/api/invoices")).body).allData).toEqual([]);
    const billing = await server.addMember(owner, "billing");
    expect((await api(billing, "GET", `/api/invoices/${invoice.id}`)).status).toBe(200);
    const developer = await server.addMember(owner, "developer");
    expect((await api(developer, "GET", "/api/invoices")).status).toBe(403);
    expect((await api(developer, "POST", `/api/invoices/${invoice.id}/issue`)).status).toBe(403);
  });

  it("drafts last month's invoice by the monthly job for organisations whose month cost something, once", async () => {
    const paying = await ownerWithHistory();
    const free = await server.createOwner();
    await getStore().db.update(organisations).set({ createdAt: utc(2026, 7, 1) }).where(eq(organisations.id, free.organisationId));
    const context = { db: getStore().db, taxRateBasisPoints: 0, dueDays: 30, payments: manualPaymentCollector };
    const now = utc(2026, 10, 1);
    expect(await makeMonthlyDrafts(context, now)).toBeGreaterThanOrEqual(1);
    const ofPaying = listInvoicesResponseSchema.parse((await api(paying, "GET", "/api/invoices")).body);
    expect(ofPaying.invoices.map((invoice) => [invoice.month, invoice.status, invoice.totalCents])).toEqual([["2026-09", "draft", 12_350]]);
    expect(listInvoicesResponseSchema.parse((await api(free, "GET", "/api/invoices")).body).total).toBe(0);
    await makeMonthlyDrafts(context, now);
    expect(listInvoicesResponseSchema.parse((await api(paying, "GET", "/api/invoices")).body).total).toBe(1);
  });
});
