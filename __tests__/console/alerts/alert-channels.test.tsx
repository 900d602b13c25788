import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AlertChannel, AlertDelivery, CreateAlertChannelBody } from "../../../contract/alerts";
import AlertsPage from "../../../src/areas/alerts/alerts-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { ago, ALERTS_PATH, delivery, later, ON_CALL, RELAY, serveAlerts, type AlertService } from "./alert-service";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// The page's parts load as chunks, and dialogs animate: a few seconds on a busy machine.
jest.setTimeout(20_000);

afterEach(() => removeToasts());

type User = ReturnType<typeof userEvent.setup>;

const SECRET = "whsec_3kT9pQ2vX8mR5nL1cJ7hB4fD6gA0sE2w";
const NEW_CHANNEL_ID = "4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e";

function acceptChannels(service: AlertService) {
  service.edge.route(`POST ${ALERTS_PATH}/channels`, (request) => {
    const body = request.body as CreateAlertChannelBody;
    const channel: AlertChannel =
      body.kind === "email"
        ? { id: NEW_CHANNEL_ID, kind: "email", name: body.name, addresses: body.addresses, createdAt: ago(0) }
        : { id: NEW_CHANNEL_ID, kind: "webhook", name: body.name, url: body.url, secretHint: SECRET.slice(-4), createdAt: ago(0) };
    service.channels = [...service.channels, channel];
    return { status: 201, body: body.kind === "email" ? { channel } : { channel, secret: SECRET } };
  });
}

async function openAlerts() {
  renderConsole(<AlertsPage location={{ pathname: "/alerting" }} />);
  return screen.findByRole("table", { name: "Channels" });
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== "") await user.type(field, text);
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);
const helperOf = (field: HTMLElement) => field.closest(".MuiFormControl-root")?.querySelector(".MuiFormHelperText-root")?.textContent;

it("lists the channels: kind, name, where each sends, and a webhook's secret hint", async () => {
  serveAlerts();
  const table = await openAlerts();
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Kind", "Name", "Sends to", "Secret", ""]);
  expect(cellsOf(rowOf("On-call")).slice(0, 3)).toEqual(["E-mail", "ops@example.com, ada@example.com", "–"]);
  expect(cellsOf(rowOf("Relay")).slice(0, 3)).toEqual(["Webhook", "https://hooks.example.com/vdb", "…x9Qa"]);
  expect(within(rowOf("Relay")).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    "Send test to Relay",
    "Deliveries of Relay",
    "Rotate secret of Relay",
    "Delete Relay",
  ]);
  expect(within(rowOf("On-call")).queryByRole("button", { name: "Rotate secret of On-call" })).not.toBeInTheDocument();
});

it("says what channels are for while there are none", async () => {
  serveAlerts({ channels: [] });
  renderConsole(<AlertsPage location={{ pathname: "/alerting" }} />);
  const section = await screen.findByRole("region", { name: "Channels" });
  expect(await within(section).findByText(/No channels yet\. Alerts always show in the bell of every member/)).toBeInTheDocument();
  expect(within(section).getByRole("button", { name: "Add e-mail channel" })).toBeInTheDocument();
  expect(within(section).getByRole("button", { name: "Add webhook channel" })).toBeInTheDocument();
});

it("adds a webhook and shows its signing secret once, then only its last four characters", async () => {
  const service = serveAlerts();
  acceptChannels(service);
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Add webhook channel" }));
  const dialog = await screen.findByRole("dialog", { name: "Add webhook channel" });
  const url = within(dialog).getByRole("textbox", { name: "URL" });
  await fill(user, url, "ftp://hooks.example.com");
  await user.click(within(dialog).getByRole("button", { name: "Add channel" }));
  expect(helperOf(within(dialog).getByRole("textbox", { name: "Name" }))).toBe("Name must not be empty");
  expect(helperOf(url)).toBe("URL must be an http or https URL");
  expect(service.edge.calls(`POST ${ALERTS_PATH}/channels`)).toHaveLength(0);

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Pager");
  await fill(user, url, "http://127.0.0.1:9000/hook");
  await user.click(within(dialog).getByRole("button", { name: "Add channel" }));
  const created = await screen.findByRole("dialog", { name: "Webhook channel added" });
  expect(service.edge.calls(`POST ${ALERTS_PATH}/channels`).map((call) => call.body)).toEqual([{ kind: "webhook", name: "Pager", url: "http://127.0.0.1:9000/hook" }]);
  expect(within(created).getByLabelText("Webhook secret")).toHaveTextContent(SECRET);
  expect(within(created).getByText(/It will not be shown again/)).toBeInTheDocument();
  expect(within(created).getByText(/x-vdb-signature/)).toBeInTheDocument();
  expect(within(created).getByRole("button", { name: "Copy Webhook secret" })).toBeInTheDocument();

  await user.click(within(created).getByRole("button", { name: "I have copied the secret" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Webhook channel added" })).not.toBeInTheDocument());
  expect(cellsOf(rowOf("Pager")).slice(0, 3)).toEqual(["Webhook", "http://127.0.0.1:9000/hook", `…${SECRET.slice(-4)}`]);
  expect(document.body).not.toHaveTextContent(SECRET);
});

it("adds an e-mail channel, its addresses checked as the service checks them", async () => {
  const service = serveAlerts();
  acceptChannels(service);
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Add e-mail channel" }));
  const dialog = await screen.findByRole("dialog", { name: "Add e-mail channel" });
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Team");
  const addresses = within(dialog).getByRole("textbox", { name: "Addresses" });
  await user.click(within(dialog).getByRole("button", { name: "Add channel" }));
  expect(helperOf(addresses)).toBe("Addresses must hold at least one address");
  await fill(user, addresses, "ops@example.com, not-an-address");
  expect(helperOf(addresses)).toBe("Addresses must be e-mail addresses");
  await fill(user, addresses, "ops@example.com,{enter}lead@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Add channel" }));
  expect(await screen.findByText("Channel Team added")).toBeInTheDocument();
  expect(service.edge.calls(`POST ${ALERTS_PATH}/channels`).map((call) => call.body)).toEqual([{ kind: "email", name: "Team", addresses: ["ops@example.com", "lead@example.com"] }]);
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add e-mail channel" })).not.toBeInTheDocument());
  expect(cellsOf(rowOf("Team")).slice(0, 3)).toEqual(["E-mail", "ops@example.com, lead@example.com", "–"]);
});

it("sends a test and shows how it went, with the delivery at the head of the channel's log", async () => {
  const service = serveAlerts({ deliveries: [delivery({})] });
  const test = delivery({ id: "e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b", event: "test", ruleId: null, createdAt: ago(0), deliveredAt: ago(0), lastStatus: 204 });
  service.edge.route(`POST ${ALERTS_PATH}/channels/${RELAY.id}/test`, () => {
    service.deliveries = [test, ...service.deliveries];
    return { status: 200, body: { delivery: test } };
  });
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Send test to Relay" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Test delivered to Relay (HTTP 204).");
  const log = await screen.findByRole("table", { name: "Deliveries of Relay" });
  expect(within(log).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Sent", "Event", "Status", "Attempts", "Last answer", "Next attempt"]);
  const rows = within(log).getAllByRole("row").slice(1);
  expect(rows.map((row) => cellsOf(row).slice(1))).toEqual([
    ["Test", "Delivered", "1", "HTTP 204", "–"],
    ["Firing", "Delivered", "1", "HTTP 200", "–"],
  ]);
  expect(screen.getByRole("button", { name: "Deliveries of Relay" })).toHaveAttribute("aria-expanded", "true");
});

it("says when a test failed, with the receiver's last answer", async () => {
  const service = serveAlerts();
  const failed: AlertDelivery = delivery({ event: "test", ruleId: null, state: "failed", attempts: 3, lastStatus: 500, lastError: "Internal Server Error", deliveredAt: null });
  service.edge.route(`POST ${ALERTS_PATH}/channels/${RELAY.id}/test`, { status: 200, body: { delivery: failed } });
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Send test to Relay" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Test to Relay failed after 3 attempts: HTTP 500: Internal Server Error.");
});

it("shows a channel's deliveries to a member: state, attempts, last answer and the next attempt of one being retried", async () => {
  serveAlerts({
    role: "developer",
    deliveries: [
      delivery({ id: "f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9", channelId: ON_CALL.id, event: "resolved", state: "pending", attempts: 2, lastStatus: null, lastError: "SMTP: connection refused", nextAttemptAt: later(4), deliveredAt: null }),
    ],
  });
  const user = userEvent.setup();
  await openAlerts();
  expect(screen.queryByRole("button", { name: "Send test to On-call" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Deliveries of On-call" }));
  const log = await screen.findByRole("table", { name: "Deliveries of On-call" });
  const [cells] = within(log).getAllByRole("row").slice(1).map(cellsOf);
  expect(cells?.slice(1, 5)).toEqual(["Resolved", "Pending", "2", "SMTP: connection refused"]);
  expect(cells?.[5]).toMatch(/\d{1,2}:\d{2}/);
  await user.click(screen.getByRole("button", { name: "Deliveries of Relay" }));
  expect(await screen.findByText("Nothing sent through Relay yet. Send a test to check it.")).toBeInTheDocument();
});

it("rotates a webhook's secret after asking, and shows the new one once", async () => {
  const service = serveAlerts();
  service.edge.route(`PATCH ${ALERTS_PATH}/channels/${RELAY.id}`, { status: 200, body: { channel: { ...RELAY, secretHint: SECRET.slice(-4) }, secret: SECRET } });
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Rotate secret of Relay" }));
  const dialog = await screen.findByRole("dialog", { name: "Rotate webhook secret" });
  expect(dialog).toHaveTextContent("Relay gets a new signing secret, shown once.");
  await user.click(within(dialog).getByRole("button", { name: "Rotate secret" }));
  const shown = await screen.findByRole("dialog", { name: "New webhook secret" });
  expect(service.edge.calls(`PATCH ${ALERTS_PATH}/channels/${RELAY.id}`).map((call) => call.body)).toEqual([{ rotateSecret: true }]);
  expect(within(shown).getByLabelText("Webhook secret")).toHaveTextContent(SECRET);
  await user.click(within(shown).getByRole("button", { name: "I have copied the secret" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "New webhook secret" })).not.toBeInTheDocument());
  expect(cellsOf(rowOf("Relay"))[2]).toBe(`…${SECRET.slice(-4)}`);
  expect(document.body).not.toHaveTextContent(SECRET);
});

it("deletes a channel only after asking", async () => {
  const service = serveAlerts();
  const user = userEvent.setup();
  await openAlerts();
  await user.click(screen.getByRole("button", { name: "Delete On-call" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete channel" });
  expect(dialog).toHaveTextContent("Rules stop notifying On-call, and its deliveries log is deleted with it. The rules themselves stay.");
  await user.click(within(dialog).getByRole("button", { name: "Delete channel" }));
  expect(await screen.findByText("Channel On-call deleted")).toBeInTheDocument();
  expect(service.edge.calls(`DELETE ${ALERTS_PATH}/channels/${ON_CALL.id}`)).toHaveLength(1);
  expect(screen.queryByRole("rowheader", { name: "On-call" })).not.toBeInTheDocument();
});
