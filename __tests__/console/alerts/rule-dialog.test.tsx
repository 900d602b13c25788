import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AlertRule, CreateAlertRuleBody } from "../../../contract/alerts";
import AlertsPage from "../../../src/areas/alerts/alerts-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { ALERTS_PATH, INGEST_KEY, RELAY, rule, serveAlerts, SLOW, type AlertService } from "./alert-service";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// Typing into the form re-checks the whole rule at each key, as the user sees it: slow under a full run.
jest.setTimeout(20_000);

afterEach(() => removeToasts());

type User = ReturnType<typeof userEvent.setup>;

/** The service adds what it is sent, as a rule in state ok. */
function acceptCreation(service: AlertService) {
  service.edge.route(`POST ${ALERTS_PATH}/rules`, (request) => {
    const body = request.body as CreateAlertRuleBody;
    const created: AlertRule = rule({ ...body, id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", collection: body.collection ?? null, apiKeyId: body.apiKeyId ?? null, channelIds: body.channelIds ?? [], lastValue: null, lastCheckedAt: null });
    service.rules = [...service.rules, created];
    return { status: 201, body: { rule: created } };
  });
}

async function openCreateDialog(user: User) {
  renderConsole(<AlertsPage location={{ pathname: "/alerting" }} />);
  await screen.findByRole("table", { name: "Alert rules" });
  await user.click(screen.getByRole("button", { name: "Create alert rule" }));
  return screen.findByRole("dialog", { name: "Create alert rule" });
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== "") await user.type(field, text);
}

const errorOf = (dialog: HTMLElement, label: string) => within(dialog).getByRole("textbox", { name: label }).closest(".MuiFormControl-root")?.querySelector(".Mui-error.MuiFormHelperText-root")?.textContent ?? null;

it("offers the fields a call metric takes, with its unit and what it measures", async () => {
  serveAlerts();
  const user = userEvent.setup();
  const dialog = await openCreateDialog(user);
  expect(within(dialog).getByRole("combobox", { name: "Metric" })).toHaveDisplayValue("p95 latency (ms)");
  expect(within(dialog).getByText("95% of the calls in the window were answered faster than this, in milliseconds.")).toBeInTheDocument();
  expect(within(within(dialog).getByRole("combobox", { name: "Metric" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Request rate (req/s)",
    "Error rate (%)",
    "p95 latency (ms)",
    "p99 latency (ms)",
    "Points stored (points)",
    "Storage (MB)",
    "Allowance used (%)",
  ]);
  const collection = within(dialog).getByRole("combobox", { name: "Collection" });
  await waitFor(() => expect(within(collection).getAllByRole("option").map((option) => option.textContent)).toEqual(["The whole project", "docs", "faq"]));
  const apiKey = within(dialog).getByRole("combobox", { name: "API key" });
  await waitFor(() => expect(within(apiKey).getAllByRole("option").map((option) => option.textContent)).toEqual(["Every caller (any key, and the console)", "ingest-job (vdb_0123…IJ01)"]));
  expect(within(dialog).getByRole("textbox", { name: "Threshold" }).closest(".MuiInputBase-root")).toHaveTextContent("ms");
  expect(within(dialog).getByRole("textbox", { name: "Window" })).toHaveValue("5");
  expect(within(dialog).getByRole("textbox", { name: "For" })).toHaveValue("0");
  const channels = within(dialog).getByRole("group", { name: "Channels" });
  expect(within(channels).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["On-call (E-mail)", "Relay (Webhook)"]);

  // Sizes take a collection but no key or window; the allowance takes neither; storage is typed in MB.
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Metric" }), "storage");
  expect(within(dialog).getByRole("combobox", { name: "Collection" })).toBeInTheDocument();
  expect(within(dialog).queryByRole("combobox", { name: "API key" })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("textbox", { name: "Window" })).not.toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Threshold" }).closest(".MuiInputBase-root")).toHaveTextContent("MB");
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Metric" }), "allowance_share");
  expect(within(dialog).queryByRole("combobox", { name: "Collection" })).not.toBeInTheDocument();
});

it("checks the rule as the service does before sending it, in the service's words, naming the fields by their labels", async () => {
  const service = serveAlerts();
  const user = userEvent.setup();
  const dialog = await openCreateDialog(user);
  await fill(user, within(dialog).getByRole("textbox", { name: "Window" }), "");
  await user.click(within(dialog).getByRole("button", { name: "Create rule" }));
  expect(errorOf(dialog, "Name")).toBe("Name must not be empty");
  expect(errorOf(dialog, "Threshold")).toBe("Threshold must be a number");
  expect(errorOf(dialog, "Window")).toBe("Window must be a number of minutes");

  const window = within(dialog).getByRole("textbox", { name: "Window" });
  const cases: [string, string][] = [
    ["five", "Window must be a number of minutes"],
    ["-5", "Window must be at least 1 minute"],
    ["0", "Window must be at least 1 minute"],
    ["2.5", "Window must be a whole number of minutes"],
    ["2000", "Window must be at most 1440 minutes (a day)"],
  ];
  for (const [typed, message] of cases) {
    await fill(user, window, typed);
    expect(errorOf(dialog, "Window")).toBe(message);
  }
  await fill(user, window, "10");
  expect(errorOf(dialog, "Window")).toBeNull();
  await fill(user, within(dialog).getByRole("textbox", { name: "Threshold" }), "-3");
  expect(errorOf(dialog, "Threshold")).toBe("Threshold must not be negative");
  await fill(user, within(dialog).getByRole("textbox", { name: "For" }), "-1");
  expect(errorOf(dialog, "For")).toBe("For must not be negative (0 fires at the first breach)");
  await fill(user, within(dialog).getByRole("textbox", { name: "For" }), "1441");
  expect(errorOf(dialog, "For")).toBe("For must be at most 1440 minutes (a day)");
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Metric" }), "error_rate");
  await fill(user, within(dialog).getByRole("textbox", { name: "Threshold" }), "150");
  expect(errorOf(dialog, "Threshold")).toBe("Threshold is a percentage for Error rate: at most 100");
  expect(service.edge.calls(`POST ${ALERTS_PATH}/rules`)).toHaveLength(0);
});

it("creates a rule on a collection and a key that notifies a channel, and lists it", async () => {
  const service = serveAlerts();
  acceptCreation(service);
  const user = userEvent.setup();
  const dialog = await openCreateDialog(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Ingest too slow ");
  await waitFor(() => expect(within(dialog).getByRole("option", { name: "docs" })).toBeInTheDocument());
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Collection" }), "docs");
  await waitFor(() => expect(within(dialog).getByRole("option", { name: /^ingest-job/ })).toBeInTheDocument());
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "API key" }), INGEST_KEY.id);
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Metric" }), "latency_p99");
  await fill(user, within(dialog).getByRole("textbox", { name: "Threshold" }), "750");
  await fill(user, within(dialog).getByRole("textbox", { name: "Window" }), "15");
  await fill(user, within(dialog).getByRole("textbox", { name: "For" }), "3");
  await user.click(within(dialog).getByRole("checkbox", { name: "Relay (Webhook)" }));
  await user.click(within(dialog).getByRole("button", { name: "Create rule" }));

  expect(await screen.findByText("Alert rule Ingest too slow created")).toBeInTheDocument();
  expect(service.edge.calls(`POST ${ALERTS_PATH}/rules`).map((call) => call.body)).toEqual([
    { name: "Ingest too slow", metric: "latency_p99", collection: "docs", apiKeyId: INGEST_KEY.id, comparison: "above", threshold: 750, windowMinutes: 15, forMinutes: 3, channelIds: [RELAY.id] },
  ]);
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create alert rule" })).not.toBeInTheDocument());
  const row = screen.getByRole("rowheader", { name: "Ingest too slow" }).closest("tr") as HTMLElement;
  expect(within(row).getAllByRole("cell")[0]).toHaveTextContent("p99 latency above 750 ms over 15 min, for 3 minOn collection docs, key ingest-job");
});

it("sends a storage threshold typed in MB in bytes, for the whole project", async () => {
  const service = serveAlerts();
  acceptCreation(service);
  const user = userEvent.setup();
  const dialog = await openCreateDialog(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Disk");
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Metric" }), "storage");
  await fill(user, within(dialog).getByRole("textbox", { name: "Threshold" }), "1500.5");
  await user.click(within(dialog).getByRole("button", { name: "Create rule" }));
  await screen.findByText("Alert rule Disk created");
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create alert rule" })).not.toBeInTheDocument());
  expect(service.edge.calls(`POST ${ALERTS_PATH}/rules`)[0]?.body).toEqual({
    name: "Disk",
    metric: "storage",
    collection: null,
    apiKeyId: null,
    comparison: "above",
    threshold: 1_500_500_000,
    windowMinutes: 5,
    forMinutes: 0,
    channelIds: [],
  });
  expect(screen.getByRole("rowheader", { name: "Disk" }).closest("tr")).toHaveTextContent("Storage above 1.5 GB, at the first breach");
});

it("keeps the dialog and the draft open with the service's refusal", async () => {
  const service = serveAlerts();
  service.edge.route(`POST ${ALERTS_PATH}/rules`, { status: 409, body: { error: { code: "conflict", message: "A project holds at most 100 alert rules" } } });
  const user = userEvent.setup();
  const dialog = await openCreateDialog(user);
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "One too many");
  await fill(user, within(dialog).getByRole("textbox", { name: "Threshold" }), "300");
  await user.click(within(dialog).getByRole("button", { name: "Create rule" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("A project holds at most 100 alert rules");
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("One too many");
});

it("edits a rule, sending only what changed", async () => {
  const service = serveAlerts();
  service.edge.route(`PATCH ${ALERTS_PATH}/rules/${SLOW.id}`, (request) => ({ status: 200, body: { rule: { ...SLOW, ...(request.body as object) } } }));
  const user = userEvent.setup();
  renderConsole(<AlertsPage location={{ pathname: "/alerting" }} />);
  await screen.findByRole("table", { name: "Alert rules" });
  await user.click(screen.getByRole("button", { name: "Edit Search too slow" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Search too slow" });
  expect(within(dialog).getByRole("textbox", { name: "Threshold" })).toHaveValue("300");
  expect(within(dialog).getByRole("checkbox", { name: "On-call (E-mail)" })).toBeChecked();
  await fill(user, within(dialog).getByRole("textbox", { name: "Name" }), "Search slow");
  await user.click(within(dialog).getByRole("checkbox", { name: "On-call (E-mail)" }));
  await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
  expect(await screen.findByText("Alert rule Search slow saved")).toBeInTheDocument();
  expect(service.edge.calls(`PATCH ${ALERTS_PATH}/rules/${SLOW.id}`).map((call) => call.body)).toEqual([{ name: "Search slow", channelIds: [RELAY.id] }]);
});
