import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditEntryView, ListAuditResponse } from "../../../contract/audit";
import type { MemberRole } from "../../../contract/rights";
import AccountPage from "../../../src/areas/account/account-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const DELETED: AuditEntryView = {
  id: "entry-2",
  at: "2026-03-02T14:30:00.000Z",
  actor: { kind: "api_key", id: "key-1", label: "ingest" },
  action: "collection.delete",
  target: { kind: "collection", id: "docs", name: "docs" },
  outcome: "refused",
  status: 403,
  projectId: "project-1",
  sourceAddress: "203.0.113.7",
  requestId: "req-2",
  details: { api: "DELETE /collections/{collection_name}", collection: "docs" },
};
const INVITED: AuditEntryView = {
  id: "entry-1",
  at: "2026-03-01T09:00:00.000Z",
  actor: { kind: "member", id: "user-1", label: "ada@example.com" },
  action: "member.invite",
  target: { kind: "invitation", id: "inv-1", name: "grace@example.com" },
  outcome: "succeeded",
  status: 201,
  projectId: null,
  sourceAddress: "198.51.100.4",
  requestId: "req-1",
  details: { role: "viewer" },
};
const PROJECT = "0b9e4c52-4b53-4b0c-9a4a-8c6a1b0a7f10";
const PROMOTED: AuditEntryView = {
  id: "entry-3",
  at: "2026-03-03T08:00:00.000Z",
  actor: { kind: "member", id: "user-1", label: "ada@example.com" },
  action: "member.update",
  target: { kind: "member", id: "user-2", name: "grace@example.com" },
  outcome: "succeeded",
  status: 200,
  projectId: null,
  sourceAddress: "198.51.100.4",
  requestId: "req-3",
  details: { before: { role: "viewer", projects: null }, after: { role: "developer", projects: [{ projectId: PROJECT, role: "developer" }] } },
};
const CREATED: AuditEntryView = {
  ...PROMOTED,
  id: "entry-4",
  action: "project.create",
  target: { kind: "project", id: PROJECT, name: "Tokyo" },
  status: 201,
  details: { region: "ap-south" },
};
const NARROWED: AuditEntryView = {
  ...PROMOTED,
  id: "entry-5",
  target: { kind: "member", id: "user-3", name: "alan@example.com" },
  details: { before: { role: "developer", projects: null }, after: { role: "developer", customRole: "Analyst", projects: null } },
};
const ROLE_CHANGED: AuditEntryView = {
  ...PROMOTED,
  id: "entry-6",
  action: "role.update",
  target: { kind: "role", id: "role-1", name: "Analyst" },
  details: { before: { name: "Analyst", baseRole: "developer", rights: ["collection.read", "import.create"] }, after: { name: "Analyst", baseRole: "viewer", rights: ["collection.read"] } },
};

let edge: ServiceEdge;

function page(entries: AuditEntryView[], total = entries.length): ListAuditResponse {
  return { entries, total, params: { page: 1, perPage: 25 } };
}

function serveActivity(role: MemberRole = "owner", answer: ListAuditResponse = page([DELETED, INVITED])) {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser(undefined, role) });
  edge.route("GET /api/audit", { status: 200, body: answer });
}

afterEach(() => {
  removeToasts();
  jest.restoreAllMocks();
});

function openActivity() {
  return renderConsole(<AccountPage location={{ pathname: "/account-settings/activity/" }} />);
}

/** A saved file's text (jsdom's Blob has no text()). */
function readText(file: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (file === undefined) return reject(new Error("no file saved"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsText(file);
  });
}

function rowOf(table: HTMLElement, text: string) {
  const row = within(table)
    .getAllByRole("row")
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

it("lists the entries newest first from empty params: when, who, what, target, outcome and source", async () => {
  serveActivity();
  openActivity();
  expect(screen.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
  const table = await screen.findByRole("table", { name: "Activity" });
  expect(within(table).getAllByRole("rowheader").map((cell) => cell.querySelector("time")?.getAttribute("datetime"))).toEqual([DELETED.at, INVITED.at]);

  const deleted = rowOf(table, "ingest");
  expect(within(deleted).getByText("API key")).toBeInTheDocument();
  expect(deleted).toHaveTextContent("Deleted a collection");
  expect(deleted).toHaveTextContent("Collectiondocs");
  expect(within(deleted).getByText("Refused (403)")).toBeInTheDocument();
  expect(deleted).toHaveTextContent("203.0.113.7");
  expect(deleted).toHaveTextContent("Request req-2");

  const invited = rowOf(table, "ada@example.com");
  expect(within(invited).getByText("member")).toBeInTheDocument();
  expect(invited).toHaveTextContent("Invited a member");
  expect(invited).toHaveTextContent("Invitationgrace@example.com");
  expect(within(invited).getByText("As Viewer")).toBeInTheDocument();
  expect(within(deleted).queryByText(/^As |^Role:/)).not.toBeInTheDocument();
  expect(within(invited).getByText("Succeeded (201)")).toBeInTheDocument();
  expect(screen.getByText("2 entries")).toBeInTheDocument();
  // The list starts with empty params (SPEC.md section 4).
  expect(edge.calls("GET /api/audit")[0]?.query).toEqual({});
});

it("says what a member's change changed (their role and the projects they reach, before and after) and where a project was made", async () => {
  serveActivity("owner", page([CREATED, PROMOTED]));
  openActivity();
  const table = await screen.findByRole("table", { name: "Activity" });
  const promoted = rowOf(table, "grace@example.com");
  expect(promoted).toHaveTextContent("Changed a member's role or projects");
  expect(within(promoted).getByText("Role: Viewer → Developer; projects: all projects → 1 project")).toBeInTheDocument();
  expect(within(rowOf(table, "Tokyo")).getByText("In ap-south")).toBeInTheDocument();
});

it("names custom roles by their own name, and says what a custom role's change changed", async () => {
  serveActivity("owner", page([NARROWED, ROLE_CHANGED]));
  openActivity();
  const table = await screen.findByRole("table", { name: "Activity" });
  expect(within(rowOf(table, "alan@example.com")).getByText("Role: Developer → Analyst")).toBeInTheDocument();
  const changed = rowOf(table, "Changed a custom role");
  expect(changed).toHaveTextContent("Custom roleAnalyst");
  expect(within(changed).getByText("based on: Developer → Viewer; loses import.create")).toBeInTheDocument();
});

it("sends the filters as query params with Search, and says a range that ends before it starts", async () => {
  serveActivity();
  const user = userEvent.setup();
  openActivity();
  await screen.findByRole("table", { name: "Activity" });
  const filters = screen.getByRole("search", { name: "Filter the activity" });
  await user.type(within(filters).getByRole("textbox", { name: "Actor" }), " ingest ");
  const actions = within(filters).getByRole("combobox", { name: "Action" });
  expect(within(actions).getAllByRole("option")[0]).toHaveTextContent("Any action");
  expect(within(actions).getByRole("option", { name: "Deleted a collection" })).toBeInTheDocument();
  await user.selectOptions(actions, "collection.delete");
  await user.type(within(filters).getByRole("textbox", { name: "Target" }), "docs");
  await user.selectOptions(within(filters).getByRole("combobox", { name: "Outcome" }), "refused");
  fireEvent.change(within(filters).getByLabelText("From"), { target: { value: "2026-03-02T00:00" } });
  fireEvent.change(within(filters).getByLabelText("To"), { target: { value: "2026-03-01T00:00" } });
  await user.click(within(filters).getByRole("button", { name: "Search" }));
  expect(within(filters).getByRole("alert")).toHaveTextContent("From must be before To");
  expect(within(filters).getByLabelText("To")).toHaveAccessibleDescription("From must be before To");
  expect(edge.calls("GET /api/audit")).toHaveLength(1);

  fireEvent.change(within(filters).getByLabelText("To"), { target: { value: "2026-03-03T00:00" } });
  expect(within(filters).queryByRole("alert")).not.toBeInTheDocument();
  await user.click(within(filters).getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/audit")).toHaveLength(2));
  expect(edge.calls("GET /api/audit")[1]?.query).toEqual({
    actor: "ingest",
    action: "collection.delete",
    target: "docs",
    outcome: "refused",
    from: new Date("2026-03-02T00:00").toISOString(),
    to: new Date("2026-03-03T00:00").toISOString(),
    page: "1",
  });
});

it("pages through the entries with the filters kept, and says when nothing matches", async () => {
  serveActivity("admin", page([DELETED, INVITED], 60));
  const user = userEvent.setup();
  openActivity();
  await screen.findByRole("table", { name: "Activity" });
  expect(screen.getByText("60 entries")).toBeInTheDocument();
  await user.selectOptions(screen.getByRole("combobox", { name: "Outcome" }), "failed");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/audit")).toHaveLength(2));
  const pages = screen.getByRole("navigation", { name: "Activity pages" });
  await user.click(within(pages).getByRole("button", { name: "Go to page 3" }));
  await waitFor(() => expect(edge.calls("GET /api/audit")).toHaveLength(3));
  expect(edge.calls("GET /api/audit")[2]?.query).toEqual({ outcome: "failed", page: "3" });

  edge.route("GET /api/audit", { status: 200, body: page([]) });
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No activity matches")).toBeInTheDocument();
  expect(screen.getByText("No entry matches these filters: widen the time range or clear a filter.")).toBeInTheDocument();
  expect(screen.queryByRole("navigation", { name: "Activity pages" })).not.toBeInTheDocument();
});

it("exports the applied filters as CSV, and shows the service's refusal of a wider export", async () => {
  serveActivity();
  const csv = "time,actor_kind,actor_id,actor,action\r\n2026-03-02T14:30:00.000Z,api_key,key-1,ingest,collection.delete\r\n";
  edge.route("GET /api/audit/export", { status: 200, body: csv });
  // The browser's file saving is the edge here: the file handed to it is what is checked.
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((file: Blob) => {
    files.push(file);
    return "blob:audit";
  });
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const user = userEvent.setup();
  openActivity();
  await screen.findByRole("table", { name: "Activity" });
  await user.type(screen.getByRole("textbox", { name: "Actor" }), "ingest");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/audit")).toHaveLength(2));
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  await waitFor(() => expect(saved).toEqual(["audit.csv"]));
  expect(edge.calls("GET /api/audit/export")[0]?.query).toEqual({ actor: "ingest" });
  expect(files[0]?.type).toBe("text/csv;charset=utf-8");
  expect(await readText(files[0])).toBe(csv);

  // Asked for text, the refusal arrives as text: its message is still the one shown.
  const refusal = "The export would hold 250,000 entries, more than 100,000: narrow the time range (from, to) or filter it further.";
  edge.route("GET /api/audit/export", { status: 400, body: JSON.stringify({ error: { code: "bad_request", message: refusal } }) });
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(saved).toHaveLength(1);
});

it("shows a developer why the activity log is not theirs, without asking the service", async () => {
  serveActivity("developer");
  openActivity();
  expect(await screen.findByText("The activity log is not open to your role")).toBeInTheDocument();
  expect(screen.getByText("Developers cannot see the activity log. Owners and admins can see it and export it.")).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
  expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
  expect(edge.calls("GET /api/audit")).toHaveLength(0);
});

it("says so when the activity cannot be loaded, and tries again", async () => {
  serveActivity();
  let failures = 1;
  edge.route("GET /api/audit", () => (failures-- > 0 ? { status: 500, body: { error: { code: "internal", message: "Internal server error" } } } : { status: 200, body: page([INVITED]) }));
  const user = userEvent.setup();
  openActivity();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The activity could not be loaded");
  expect(alert).toHaveTextContent("Internal server error");
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("table", { name: "Activity" })).toBeInTheDocument();
  expect(screen.getByText("1 entry")).toBeInTheDocument();
  expect(edge.calls("GET /api/audit")[1]?.query).toEqual({});
});
