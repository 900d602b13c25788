import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Invoice } from "../../../contract/invoices";
import { InvoiceList } from "../../../src/areas/billing/invoices/invoice-list";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const BILL_TO = { organisationName: "Ada's organisation", companyName: "Analytical Engines Ltd", address: null, country: "GB", taxId: null, billingEmail: null };
const SEPTEMBER: Invoice = {
  id: "5b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a11",
  number: "INV-000012",
  month: "2026-09",
  periodStart: "2026-09-01",
  periodEnd: "2026-10-01",
  status: "draft",
  currency: "USD",
  lines: [
    { description: "Startup tier, 16 September 2026 to 30 September 2026", quantity: 0.5, unitPriceCents: 14_900, amountCents: 7_450 },
    { description: "API calls: 1,234 of 100,000 included in Startup", quantity: 1234, unitPriceCents: 0, amountCents: 0 },
  ],
  subtotalCents: 7_450,
  taxRateBasisPoints: 2000,
  taxCents: 1_490,
  totalCents: 8_940,
  billTo: BILL_TO,
  createdAt: "2026-10-01T01:00:00.000Z",
  issuedAt: null,
  dueAt: null,
  paidAt: null,
  paymentReference: null,
  voidedAt: null,
};
const AUGUST: Invoice = { ...SEPTEMBER, id: "5b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a12", number: "INV-000009", month: "2026-08", periodStart: "2026-08-01", periodEnd: "2026-09-01", status: "issued", issuedAt: "2026-09-02T10:00:00.000Z", dueAt: "2026-10-02T10:00:00.000Z" };

let edge: ServiceEdge;

function serveInvoices(invoices: Invoice[] = [SEPTEMBER, AUGUST]) {
  edge = installServiceEdge();
  edge.route("GET /api/invoices", (request) => {
    const status = request.query.status;
    const matching = invoices.filter((invoice) => status === undefined || invoice.status === status);
    return { status: 200, body: { invoices: matching, total: matching.length, params: { q: request.query.q ?? "", status: status ?? null, page: Number(request.query.page ?? 1), perPage: 10 }, allData: invoices } };
  });
}

afterEach(() => removeToasts());

async function rowOf(number: string) {
  const table = await screen.findByRole("table", { name: "Invoices" });
  return within(table).getByRole("row", { name: new RegExp(number) });
}

it("lists the invoices from empty params, filters by status, and shows one's lines and totals", async () => {
  serveInvoices();
  const user = userEvent.setup();
  renderConsole(<InvoiceList refusal={null} />);
  const september = await rowOf("INV-000012");
  expect(september).toHaveTextContent("September 2026");
  expect(september).toHaveTextContent("Draft");
  expect(september).toHaveTextContent("$89.40");
  expect(september).toHaveTextContent("When issued");
  expect(await rowOf("INV-000009")).toHaveTextContent("2 Oct 2026");
  expect(screen.getByText("2 invoices")).toBeInTheDocument();
  expect(edge.calls("GET /api/invoices")[0]?.query).toEqual({});

  await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "issued");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/invoices")).toHaveLength(2));
  expect(edge.calls("GET /api/invoices")[1]?.query).toEqual({ status: "issued", page: "1" });
  await waitFor(() => expect(screen.queryByRole("row", { name: /INV-000012/ })).not.toBeInTheDocument());

  await user.click(within(await rowOf("INV-000009")).getByRole("button", { name: "View INV-000009" }));
  const dialog = screen.getByRole("dialog", { name: /Invoice INV-000009/ });
  expect(within(dialog).getByRole("table", { name: "Lines of INV-000009" })).toHaveTextContent("Startup tier, 16 September 2026 to 30 September 2026");
  expect(dialog).toHaveTextContent("Tax (20 %)$14.90");
  expect(dialog).toHaveTextContent("Total$89.40");
}, 20_000);

it("voids a draft after a confirmation and fetches the list again with the last params", async () => {
  serveInvoices();
  edge.route(`DELETE /api/invoices/${SEPTEMBER.id}`, { status: 200, body: { ...SEPTEMBER, status: "void", voidedAt: "2026-10-03T10:00:00.000Z" } });
  const user = userEvent.setup();
  renderConsole(<InvoiceList refusal={null} />);
  await user.type(screen.getByRole("textbox", { name: "Search invoices" }), "2026");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/invoices")).toHaveLength(2));
  await user.click(within(await rowOf("INV-000012")).getByRole("button", { name: "Void INV-000012" }));
  const confirm = screen.getByRole("dialog", { name: "Void draft invoice" });
  expect(confirm).toHaveTextContent("INV-000012 (September 2026) will stay listed as void and will not be payable.");
  expect(edge.calls(`DELETE /api/invoices/${SEPTEMBER.id}`)).toHaveLength(0);
  await user.click(within(confirm).getByRole("button", { name: "Void draft" }));
  expect(await screen.findByText("INV-000012 voided")).toBeInTheDocument();
  await waitFor(() => expect(edge.calls("GET /api/invoices")).toHaveLength(3));
  expect(edge.calls("GET /api/invoices")[2]?.query).toEqual({ q: "2026", page: "1" });
  // An issued invoice cannot be voided: it is marked paid instead.
  expect(within(await rowOf("INV-000009")).queryByRole("button", { name: "Void INV-000009" })).not.toBeInTheDocument();
  expect(within(await rowOf("INV-000009")).getByRole("button", { name: "Mark INV-000009 paid" })).toBeInTheDocument();
}, 20_000);

it("makes a month's draft, and shows the service's refusal in the dialog", async () => {
  serveInvoices([]);
  edge.route("POST /api/invoices", { status: 409, body: { error: { code: "conflict", message: "September 2026 has an invoice already: INV-000012 (draft). Void the draft to make it again." } } });
  const user = userEvent.setup();
  renderConsole(<InvoiceList refusal={null} />);
  expect(await screen.findByText("No invoices yet")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Make invoice" }));
  const dialog = screen.getByRole("dialog", { name: "Make an invoice" });
  const month = within(dialog).getByLabelText(/^Month/);
  await user.clear(month);
  await user.type(month, "2026-09");
  await user.click(within(dialog).getByRole("button", { name: "Make draft" }));
  expect(await within(dialog).findByText(/September 2026 has an invoice already/)).toBeInTheDocument();
  expect(edge.calls("POST /api/invoices")[0]?.body).toEqual({ month: "2026-09" });
}, 20_000);

it("offers reading only to a member who may not manage invoices, saying why", async () => {
  serveInvoices();
  renderConsole(<InvoiceList refusal="Admins cannot manage invoices" />);
  expect(within(await rowOf("INV-000012")).queryByRole("button", { name: "Issue INV-000012" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Make invoice" })).toBeDisabled();
  expect(screen.getByText("Admins cannot manage invoices")).toBeInTheDocument();
  expect(within(await rowOf("INV-000012")).getByRole("button", { name: "Download INV-000012 as PDF" })).toBeInTheDocument();
});
