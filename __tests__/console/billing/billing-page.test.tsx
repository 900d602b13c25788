import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MemberRole } from "../../../contract/rights";
import BillingPage from "../../../src/areas/billing/billing-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";
import { sandboxSummary, USAGE_BY_KEY } from "./billing-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;
const NO_DETAILS = { companyName: null, address: null, country: null, taxId: null, billingEmail: null };

function serveBilling(role: MemberRole = "owner") {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser(undefined, role) });
  edge.route("GET /api/billing", { status: 200, body: sandboxSummary() });
  edge.route("GET /api/billing/details", { status: 200, body: NO_DETAILS });
  edge.route("GET /api/billing/usage", (request) =>
    request.query.groupBy === "apiKey"
      ? { status: 200, body: USAGE_BY_KEY }
      : { status: 200, body: { ...USAGE_BY_KEY, groupBy: request.query.groupBy, rows: [], total: 0, totals: { calls: 0, errors: 0, pointsRead: 0, pointsWritten: 0, requestBytes: 0 } } },
  );
}

afterEach(() => removeToasts());

const openBilling = (search = "") => renderConsole(<BillingPage location={{ pathname: "/billing/", search }} />);

it("shows the tier and support plan, each allowance with its bar and reset date, and the forecast", async () => {
  serveBilling();
  openBilling();
  const plan = await screen.findByRole("region", { name: "Your plan" });
  expect(within(plan).getByText("Sandbox")).toBeInTheDocument();
  expect(within(plan).getByText("Basic support")).toBeInTheDocument();
  const allowances = screen.getByRole("region", { name: "Allowances" });
  expect(within(allowances).getByRole("progressbar", { name: "API calls this month: 75% used" })).toBeInTheDocument();
  expect(within(allowances).getByText("15,000 of 20,000")).toBeInTheDocument();
  expect(within(allowances).getByText("Resets on 1 December 2026 (UTC).")).toBeInTheDocument();
  expect(within(allowances).getByText(/about 30,000 API calls by 1 December 2026 .*runs out around 20 November 2026/)).toBeInTheDocument();
  expect(within(allowances).getByRole("link", { name: "Get an alert before the allowance runs out" })).toHaveAttribute("href", "/alerting");
  // Usage starts per project, and says when there is none yet.
  expect(await screen.findByText("No calls this month yet")).toBeInTheDocument();
});

it("opens the plan change preselected from the pricing page's Choose, says what changes and from when, and confirms", async () => {
  serveBilling();
  edge.route("POST /api/billing/plan", (request) => ({ status: 200, body: { changes: [], summary: sandboxSummary({ tier: { ...sandboxSummary().tiers[1]! } }), echo: request.body } }));
  const user = userEvent.setup();
  openBilling("?tier=startup");
  const change = await screen.findByRole("region", { name: "Change plan" });
  expect(within(change).getByRole("combobox", { name: "Tier" })).toHaveValue("startup");
  // Enterprise is agreed with sales: not offered here.
  expect(within(within(change).getByRole("combobox", { name: "Tier" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Sandbox (Free)",
    "Startup ($149/month)",
    "Standard ($499/month)",
  ]);
  await user.click(within(change).getByRole("button", { name: "Review change" }));
  const dialog = screen.getByRole("dialog", { name: "Confirm the plan change" });
  expect(within(dialog).getByRole("list", { name: "What changes" })).toHaveTextContent(
    "Tier: Sandbox (Free) → Startup ($149/month), from now. It allows 100,000 API calls a month, 5 projects and 4 regions.",
  );
  await user.click(within(dialog).getByRole("button", { name: "Change plan" }));
  expect(await screen.findByText("Plan changed")).toBeInTheDocument();
  expect(edge.calls("POST /api/billing/plan")[0]?.body).toEqual({ tier: "startup" });
  await waitFor(() => expect(within(screen.getByRole("region", { name: "Your plan" })).getByText("Startup")).toBeInTheDocument());
});

it("says a change down waits for next month, and shows the service's refusal in the dialog", async () => {
  serveBilling();
  edge.route("GET /api/billing", { status: 200, body: sandboxSummary({ tier: sandboxSummary().tiers[2]! }) });
  edge.route("POST /api/billing/plan", {
    status: 409,
    body: { error: { code: "conflict", message: "Cannot change down to the Sandbox tier: it allows 1 project (deployment) and your organisation has 2. Delete 1 project first." } },
  });
  const user = userEvent.setup();
  openBilling("?support=standard&period=yearly");
  const change = await screen.findByRole("region", { name: "Change plan" });
  expect(within(change).getByRole("combobox", { name: "Support plan" })).toHaveValue("standard");
  expect(within(change).getByRole("combobox", { name: "Support billed" })).toHaveValue("yearly");
  await user.selectOptions(within(change).getByRole("combobox", { name: "Tier" }), "sandbox");
  await user.click(within(change).getByRole("button", { name: "Review change" }));
  const dialog = screen.getByRole("dialog", { name: "Confirm the plan change" });
  const list = within(dialog).getByRole("list", { name: "What changes" });
  expect(list).toHaveTextContent("Tier: Standard ($499/month) → Sandbox (Free), from 1 December 2026 (your Standard tier stays until then).");
  expect(list).toHaveTextContent("Support: Basic support → Standard support ($480/year), from now.");
  await user.click(within(dialog).getByRole("button", { name: "Change plan" }));
  expect(await within(dialog).findByText(/Cannot change down to the Sandbox tier/)).toBeInTheDocument();
});

it("lists usage per API key and exports it as CSV", async () => {
  serveBilling();
  edge.route("GET /api/billing/usage/export", { status: 200, body: "from,to\r\n" });
  const user = userEvent.setup();
  openBilling();
  const usage = await screen.findByRole("region", { name: "Usage this month" });
  await user.selectOptions(within(usage).getByRole("combobox", { name: "Per" }), "apiKey");
  const table = await within(usage).findByRole("table", { name: "Usage" });
  expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["ingest", "Console (members)"]);
  expect(within(usage).getByText("15,000 calls in all, 2026-11-01 to 2026-11-15 (UTC)")).toBeInTheDocument();
  // The browser's file saving is the edge here: the file handed to it is what is checked.
  URL.createObjectURL = jest.fn(() => "blob:usage");
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await user.click(within(usage).getByRole("button", { name: "Export CSV" }));
  await waitFor(() => expect(clicked).toEqual(["usage.csv"]));
  expect(edge.calls("GET /api/billing/usage/export")[0]?.query).toEqual({ groupBy: "apiKey" });
});

it("saves the billing details for owners, and shows a developer why billing is not theirs", async () => {
  serveBilling();
  edge.route("PUT /api/billing/details", (request) => ({ status: 200, body: request.body }));
  const user = userEvent.setup();
  const { unmount } = openBilling();
  const form = await screen.findByRole("form", { name: "Billing details" });
  await user.type(within(form).getByRole("textbox", { name: "Company name" }), "Analytical Engines Ltd");
  await user.type(within(form).getByRole("textbox", { name: "Country code" }), "gb");
  await user.click(within(form).getByRole("button", { name: "Save billing details" }));
  expect(await screen.findByText("Billing details saved")).toBeInTheDocument();
  expect(edge.calls("PUT /api/billing/details")[0]?.body).toEqual({ ...NO_DETAILS, companyName: "Analytical Engines Ltd", country: "GB" });
  unmount();

  serveBilling("developer");
  openBilling();
  expect(await screen.findByText("Billing is not open to your role")).toBeInTheDocument();
  expect(screen.getByText("Developers cannot see the plan. Owners, admins and billing members can see the plan and change it.")).toBeInTheDocument();
  expect(edge.calls("GET /api/billing")).toHaveLength(0);
});

it("shows a failure to load the plan with a way to try again", async () => {
  serveBilling();
  edge.route("GET /api/billing", { status: 500, body: { error: { code: "internal", message: "Internal server error" } } });
  openBilling();
  expect(await screen.findByText("Your plan could not be loaded")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /try again|retry/i })).toBeInTheDocument();
});
