import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import AlertsPage from "../../../src/areas/alerts/alerts-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { ALERTS_PATH, ERRORS, NEW_RULE, ON_CALL, serveAlerts, SLOW, STORAGE } from "./alert-service";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// The page's parts load as chunks, and menus and dialogs animate: a few seconds on a busy machine.
jest.setTimeout(20_000);

afterEach(() => removeToasts());

function openAlerts(search = "") {
  return renderConsole(<AlertsPage location={{ pathname: "/alerting", search }} />);
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

it("lists the rules: condition in words and where it looks, state in words, since, last value with its unit, mute and channels", async () => {
  serveAlerts({ rules: [SLOW, ERRORS, STORAGE, NEW_RULE] });
  openAlerts();
  expect(screen.getByRole("heading", { level: 1, name: "Alerts" })).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "Alert rules" });
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Condition", "State", "Since", "Last value", "Muted", "Channels", ""]);
  await waitFor(() => expect(cellsOf(rowOf("Errors by ingest"))[0]).toBe("Error rate above 5% over 10 min, at the first breachOn key ingest-job"));
  expect(cellsOf(rowOf("Search too slow")).slice(0, 6)).toEqual([
    "p95 latency above 300 ms over 5 min, for 2 minOn collection docs",
    "Firing",
    "12 minutes ago",
    "412.37 ms",
    "No",
    "On-call, Relay",
  ]);
  const errors = cellsOf(rowOf("Errors by ingest"));
  expect(errors.slice(0, 4)).toEqual(["Error rate above 5% over 10 min, at the first breachOn key ingest-job", "Pending", "3 minutes ago", "7.25%"]);
  expect(errors[4]).toMatch(/^Until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  expect(errors[5]).toBe("Bell only");
  expect(cellsOf(rowOf("Storage almost full")).slice(0, 4)).toEqual(["Storage above 9 GB, for 1 hOn the whole project", "OK", "30 minutes ago", "8.1 GB"]);
  expect(cellsOf(rowOf("Quiet")).slice(0, 4)).toEqual(["Request rate below 0.5 req/s over 5 min, at the first breachOn the whole project", "OK", "30 minutes ago", "Not checked yet"]);
  expect(within(rowOf("Search too slow")).getByTitle(/\d{4}/)).toHaveAttribute("datetime", SLOW.stateSince);
});

it("explains rules while there are none, and offers to create one", async () => {
  serveAlerts({ rules: [] });
  const user = userEvent.setup();
  openAlerts();
  const empty = await screen.findByRole("region", { name: "No alert rules yet" });
  expect(empty).toHaveTextContent("A rule watches one of this project's metrics");
  await user.click(within(empty).getByRole("button", { name: "Create alert rule" }));
  expect(await screen.findByRole("dialog", { name: "Create alert rule" })).toBeInTheDocument();
});

it("shows progress while the rules load, and the service's message when they cannot", async () => {
  const service = serveAlerts();
  service.edge.route(`GET ${ALERTS_PATH}/rules`, { status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
  openAlerts();
  expect(await screen.findByRole("progressbar", { name: /^Loading (alerts|the alert rules)$/ })).toBeInTheDocument();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The alert rules could not be loadedProject not found");
  expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
});

it("offers a member the rules, their history and the channels, and nothing to change them with", async () => {
  serveAlerts({ role: "developer" });
  openAlerts();
  await screen.findByRole("table", { name: "Alert rules" });
  expect(await screen.findByText(/Only an owner or admin of the organisation can add, change, mute or delete them/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Create alert rule" })).not.toBeInTheDocument();
  expect(within(rowOf("Search too slow")).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["History of Search too slow"]);
  const channels = await screen.findByRole("table", { name: "Channels" });
  expect(within(channels).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Deliveries of On-call", "Deliveries of Relay"]);
  expect(screen.queryByRole("button", { name: /^Add/ })).not.toBeInTheDocument();
});

it("mutes a rule for 8 hours, and unmutes it", async () => {
  const service = serveAlerts();
  const user = userEvent.setup();
  openAlerts();
  await screen.findByRole("table", { name: "Alert rules" });
  await user.click(within(rowOf("Search too slow")).getByRole("button", { name: "Mute Search too slow" }));
  const menu = screen.getByRole("menu", { name: "Mute Search too slow" });
  expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["For 1 hour", "For 8 hours", "For 24 hours", "For 7 days"]);
  await user.click(within(menu).getByRole("menuitem", { name: "For 8 hours" }));
  expect(service.edge.calls(`POST ${ALERTS_PATH}/rules/${SLOW.id}/mute`).map((call) => call.body)).toEqual([{ minutes: 480 }]);
  expect(await screen.findByText(/^Search too slow muted for 8 hours, until/)).toBeInTheDocument();
  await waitFor(() => expect(cellsOf(rowOf("Search too slow"))[4]).toMatch(/^Until /));

  await user.click(within(rowOf("Search too slow")).getByRole("button", { name: "Mute Search too slow" }));
  await user.click(screen.getByRole("menuitem", { name: "Unmute" }));
  expect(service.edge.calls(`POST ${ALERTS_PATH}/rules/${SLOW.id}/mute`).map((call) => call.body)).toEqual([{ minutes: 480 }, { minutes: 0 }]);
  await waitFor(() => expect(cellsOf(rowOf("Search too slow"))[4]).toBe("No"));
});

it("deletes a rule only after asking", async () => {
  const service = serveAlerts();
  const user = userEvent.setup();
  openAlerts();
  await screen.findByRole("table", { name: "Alert rules" });
  await user.click(within(rowOf("Errors by ingest")).getByRole("button", { name: "Delete Errors by ingest" }));
  let dialog = await screen.findByRole("dialog", { name: "Delete alert rule" });
  expect(dialog).toHaveTextContent("Errors by ingest stops being checked, and its history is deleted with it. This cannot be undone.");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete alert rule" })).not.toBeInTheDocument());
  expect(service.edge.calls(`DELETE ${ALERTS_PATH}/rules/${ERRORS.id}`)).toHaveLength(0);

  await user.click(within(rowOf("Errors by ingest")).getByRole("button", { name: "Delete Errors by ingest" }));
  dialog = await screen.findByRole("dialog", { name: "Delete alert rule" });
  await user.click(within(dialog).getByRole("button", { name: "Delete rule" }));
  expect(await screen.findByText("Alert rule Errors by ingest deleted")).toBeInTheDocument();
  expect(service.edge.calls(`DELETE ${ALERTS_PATH}/rules/${ERRORS.id}`)).toHaveLength(1);
  expect(screen.queryByRole("rowheader", { name: "Errors by ingest" })).not.toBeInTheDocument();
});

it("shows a rule's changes of state from its row", async () => {
  jest.mocked(navigate).mockClear();
  serveAlerts();
  const user = userEvent.setup();
  openAlerts();
  await screen.findByRole("table", { name: "Alert rules" });
  await user.click(within(rowOf("Search too slow")).getByRole("button", { name: "History of Search too slow" }));
  const drawer = await screen.findByRole("dialog", { name: "History of Search too slow" });
  const changes = await within(drawer).findByRole("list", { name: "Changes of state" });
  const items = within(changes).getAllByRole("listitem");
  expect(items.map((item) => item.textContent?.replace(/ \([^()]*ago\)$/, ""))).toEqual([
    expect.stringMatching(/^Pending → Firing412\.37 ms \(threshold 300 ms\)\w{3} \d/),
    expect.stringMatching(/^OK → Pending356 ms \(threshold 300 ms\)\w{3} \d/),
  ]);
  expect(items[0]).toHaveTextContent("12 minutes ago");
  await user.click(within(drawer).getByRole("button", { name: "Close history" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "History of Search too slow" })).not.toBeInTheDocument());
  expect(navigate).not.toHaveBeenCalled();
});

it("opens the history of the rule a link names (/alerting?rule=…), and drops the link when it closes", async () => {
  jest.mocked(navigate).mockClear();
  serveAlerts();
  const user = userEvent.setup();
  openAlerts(`?rule=${SLOW.id}`);
  const drawer = await screen.findByRole("dialog", { name: "History of Search too slow" });
  expect(await within(drawer).findByText("Pending → Firing")).toBeInTheDocument();
  await user.click(within(drawer).getByRole("button", { name: "Close history" }));
  expect(navigate).toHaveBeenCalledWith("/alerting", { replace: true });
});

it("says so when a link names a rule the project does not have", async () => {
  serveAlerts();
  openAlerts("?rule=4c3b2a1f-0e9d-4c8b-a7f6-e5d4c3b2a190");
  expect(await screen.findByText(/The rule this link names is not in Default project/)).toBeInTheDocument();
});

it("names a rule's channels, and one since deleted as such", async () => {
  serveAlerts({ channels: [ON_CALL] });
  openAlerts();
  await screen.findByRole("table", { name: "Alert rules" });
  await waitFor(() => expect(cellsOf(rowOf("Search too slow"))[5]).toBe("On-call, A deleted channel"));
});
