import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Member } from "../../../contract/members";
import type { CustomRoleView } from "../../../contract/roles";
import AccountPage from "../../../src/areas/account/account-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_B, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const ADA: Member = { id: "user-1", state: "active", email: "ada@example.com", name: "Ada Lovelace", role: "owner", customRole: null, since: "2026-01-05T10:00:00.000Z", expiresAt: null, projects: null };
const GRACE: Member = { id: "sub-grace", state: "active", email: "grace@example.com", name: "Grace Hopper", role: "developer", customRole: null, since: "2026-02-05T10:00:00.000Z", expiresAt: null, projects: null };
const ALAN: Member = {
  id: "7b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a01",
  state: "invited",
  email: "alan@example.com",
  name: null,
  role: "viewer",
  customRole: null,
  since: "2026-03-01T10:00:00.000Z",
  expiresAt: "2026-03-08T10:00:00.000Z",
  projects: null,
};
const EDSGER: Member = { ...ALAN, id: "8b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a02", state: "expired", email: "edsger@example.com", role: "developer" };

let edge: ServiceEdge;

function serveMembers(role: Member["role"] = "owner", members: Member[] = [ADA, GRACE, ALAN, EDSGER], customRoles: CustomRoleView[] = []) {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser(undefined, role) });
  // A copy each time, as over the network.
  edge.route("GET /api/roles", () => ({ status: 200, body: { roles: [...customRoles] } }));
  edge.route("GET /api/members", (request) => ({ status: 200, body: { members, total: members.length, params: { q: request.query.q ?? "", page: Number(request.query.page ?? 1), perPage: 10 } } }));
}

afterEach(() => removeToasts());

function openMembers() {
  return renderConsole(<AccountPage location={{ pathname: "/account-settings/members/" }} />);
}

async function rowOf(name: string) {
  const table = await screen.findByRole("table", { name: "Members" });
  const row = within(table)
    .getAllByRole("row")
    .find((candidate) => within(candidate).queryByRole("rowheader", { name: new RegExp(name) }) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

it("lists members and invitations with their role and state, and the roles with their permissions", async () => {
  serveMembers();
  openMembers();
  expect(screen.getByRole("tab", { name: "Members" })).toHaveAttribute("aria-selected", "true");
  const grace = await rowOf("Grace Hopper");
  expect(within(grace).getByRole("combobox", { name: "Role of Grace Hopper" })).toHaveValue("developer");
  expect(within(await rowOf("Ada Lovelace \\(you\\)")).getByText("Active")).toBeInTheDocument();
  expect(within(await rowOf("alan@example.com")).getByText("Invited until Mar 8, 2026")).toBeInTheDocument();
  expect(within(await rowOf("edsger@example.com")).getByText("Expired")).toBeInTheDocument();
  expect(screen.getByText("4 members and invitations")).toBeInTheDocument();
  // The list starts with empty params (SPEC.md section 4).
  expect(edge.calls("GET /api/members")[0]?.query).toEqual({});

  const roles = screen.getByRole("table", { name: "Roles and their permissions" });
  expect(within(roles).getByRole("list", { name: "Permissions of Viewer" })).toHaveTextContent("Collections and points: read");
  expect(within(roles).getByRole("list", { name: "Permissions of Viewer" })).not.toHaveTextContent("create, change and delete");
  expect(within(roles).getByRole("list", { name: "Permissions of Billing" })).toHaveTextContent("Invoices: read, update");
  expect(within(roles).getByRole("list", { name: "Permissions of Developer" })).toHaveTextContent("Collections and points: read, create, change and delete");
});

it("invites with a role it may grant, and fetches the list again with the last params", async () => {
  serveMembers("admin");
  edge.route("POST /api/members/invitations", (request) => ({ status: 201, body: { ...ALAN, email: (request.body as { email: string }).email } }));
  const user = userEvent.setup();
  openMembers();
  await rowOf("Grace Hopper");
  await user.type(screen.getByRole("textbox", { name: "Search members" }), "example");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(edge.calls("GET /api/members")).toHaveLength(2));
  expect(edge.calls("GET /api/members")[1]?.query).toEqual({ q: "example", page: "1" });

  await user.click(screen.getByRole("button", { name: "Invite member" }));
  const dialog = screen.getByRole("dialog", { name: "Invite a member" });
  const roleChoice = within(dialog).getByRole("combobox", { name: "Role" });
  // An admin cannot make owners.
  expect(within(roleChoice).getAllByRole("option").map((option) => option.textContent)).toEqual(["Admin", "Billing", "Developer", "Viewer"]);
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(within(dialog).getByText("Enter the address to send the invitation to")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "E-mail" }), "barbara@example.com");
  await user.selectOptions(roleChoice, "billing");
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(await screen.findByText("Invitation sent to barbara@example.com")).toBeInTheDocument();
  expect(edge.calls("POST /api/members/invitations")[0]?.body).toEqual({ email: "barbara@example.com", role: "billing" });
  await waitFor(() => expect(edge.calls("GET /api/members")).toHaveLength(3));
  expect(edge.calls("GET /api/members")[2]?.query).toEqual({ q: "example", page: "1" });
});

it("shows the service's refusal of an invitation in the dialog", async () => {
  serveMembers();
  edge.route("POST /api/members/invitations", { status: 400, body: { error: { code: "bad_request", message: "email: grace@example.com is a member of this organisation already.", field: "email" } } });
  const user = userEvent.setup();
  openMembers();
  await rowOf("Grace Hopper");
  await user.click(screen.getByRole("button", { name: "Invite member" }));
  const dialog = screen.getByRole("dialog", { name: "Invite a member" });
  await user.type(within(dialog).getByRole("textbox", { name: "E-mail" }), "grace@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(await within(dialog).findByText(/grace@example.com is a member of this organisation already/)).toBeInTheDocument();
});

it("removes a member after a confirmation that says their keys are revoked, then fetches again", async () => {
  serveMembers();
  edge.route(`DELETE /api/members/${GRACE.id}`, { status: 204 });
  const user = userEvent.setup();
  openMembers();
  await user.click(within(await rowOf("Grace Hopper")).getByRole("button", { name: "Remove Grace Hopper" }));
  const dialog = screen.getByRole("dialog", { name: "Remove member" });
  expect(dialog).toHaveTextContent("Grace Hopper will lose access to the organisation. The API keys they made are revoked with them");
  expect(edge.calls(`DELETE /api/members/${GRACE.id}`)).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Remove member" }));
  expect(await screen.findByText("Grace Hopper removed")).toBeInTheDocument();
  expect(edge.calls(`DELETE /api/members/${GRACE.id}`)).toHaveLength(1);
  await waitFor(() => expect(edge.calls("GET /api/members")).toHaveLength(2));
  expect(edge.calls("GET /api/members")[1]?.query).toEqual({});
});

it("changes a role, and says why the service refused one", async () => {
  serveMembers();
  edge.route(`PATCH /api/members/${GRACE.id}`, (request) => ({ status: 200, body: { ...GRACE, ...(request.body as object) } }));
  edge.route(`PATCH /api/members/${ADA.id}`, { status: 409, body: { error: { code: "conflict", message: "At least one owner must remain: make another member an owner first." } } });
  const user = userEvent.setup();
  openMembers();
  await user.selectOptions(within(await rowOf("Grace Hopper")).getByRole("combobox", { name: "Role of Grace Hopper" }), "viewer");
  expect(await screen.findByText("Grace Hopper is now viewer")).toBeInTheDocument();
  expect(edge.calls(`PATCH /api/members/${GRACE.id}`)[0]?.body).toEqual({ role: "viewer" });
  await user.selectOptions(within(await rowOf("Ada Lovelace")).getByRole("combobox", { name: "Role of Ada Lovelace" }), "admin");
  expect(await screen.findByText("At least one owner must remain: make another member an owner first.")).toBeInTheDocument();
});

it("limits a member to chosen projects, each with a role no higher than theirs", async () => {
  serveMembers();
  edge.route(`PATCH /api/members/${GRACE.id}`, (request) => ({ status: 200, body: { ...GRACE, ...(request.body as object) } }));
  const user = userEvent.setup();
  openMembers();
  await user.click(within(await rowOf("Grace Hopper")).getByRole("button", { name: "Project access of Grace Hopper" }));
  const dialog = screen.getByRole("dialog", { name: "Project access of Grace Hopper" });
  expect(within(dialog).getByRole("radio", { name: /^All projects, as developer/ })).toBeChecked();
  await user.click(within(dialog).getByRole("radio", { name: /^Only the projects chosen here/ }));
  await user.click(within(dialog).getByRole("button", { name: "Save access" }));
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose at least one project, or give access to all of them");
  expect(edge.calls(`PATCH /api/members/${GRACE.id}`)).toHaveLength(0);

  await user.click(within(dialog).getByRole("checkbox", { name: PROJECT_B.name }));
  const role = within(dialog).getByRole("combobox", { name: `Role in ${PROJECT_B.name}` });
  // A developer's project role can narrow to viewer, never widen to admin.
  expect(within(role).getAllByRole("option").map((option) => option.textContent)).toEqual(["Developer", "Viewer"]);
  await user.selectOptions(role, "viewer");
  await user.click(within(dialog).getByRole("button", { name: "Save access" }));
  expect(await screen.findByText("Grace Hopper reaches 1 project")).toBeInTheDocument();
  expect(edge.calls(`PATCH /api/members/${GRACE.id}`)[0]?.body).toEqual({ projects: [{ projectId: PROJECT_B.id, role: "viewer" }] });
  await waitFor(() => expect(edge.calls("GET /api/members")).toHaveLength(2));
}, 20_000);

it("resends and revokes invitations", async () => {
  serveMembers();
  edge.route(`POST /api/members/invitations/${EDSGER.id}/resend`, { status: 200, body: { ...EDSGER, state: "invited" } });
  edge.route(`DELETE /api/members/invitations/${ALAN.id}`, { status: 204 });
  const user = userEvent.setup();
  openMembers();
  await user.click(within(await rowOf("edsger@example.com")).getByRole("button", { name: "Resend the invitation of edsger@example.com" }));
  expect(await screen.findByText("Invitation sent again to edsger@example.com")).toBeInTheDocument();
  await user.click(within(await rowOf("alan@example.com")).getByRole("button", { name: "Revoke the invitation of alan@example.com" }));
  const dialog = screen.getByRole("dialog", { name: "Revoke invitation" });
  await user.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
  expect(await screen.findByText("Invitation of alan@example.com revoked")).toBeInTheDocument();
  expect(edge.calls(`DELETE /api/members/invitations/${ALAN.id}`)).toHaveLength(1);
});

it("offers a viewer the list and the roles only, saying why they cannot invite", async () => {
  serveMembers("viewer");
  openMembers();
  const grace = await rowOf("Grace Hopper");
  expect(within(grace).queryByRole("combobox")).not.toBeInTheDocument();
  expect(within(grace).getByText("Developer")).toBeInTheDocument();
  expect(within(grace).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  expect(within(await rowOf("alan@example.com")).queryByRole("button")).not.toBeInTheDocument();
  const invite = screen.getByRole("button", { name: "Invite member" });
  expect(invite).toBeDisabled();
  expect(invite).toHaveAccessibleDescription("Viewers cannot invite members");
});

it("says so when the members cannot be loaded, and tries again", async () => {
  serveMembers();
  let failures = 1;
  edge.route("GET /api/members", () => (failures-- > 0 ? { status: 500, body: { error: { code: "internal", message: "Internal server error" } } } : { status: 200, body: { members: [ADA], total: 1, params: { q: "", page: 1, perPage: 10 } } }));
  const user = userEvent.setup();
  openMembers();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The members could not be loaded");
  await user.click(within(alert).getByRole("button", { name: /Try again|Retry/ }));
  expect(await rowOf("Ada Lovelace")).toBeInTheDocument();
  expect(screen.getByText("1 member or invitation")).toBeInTheDocument();
});

const ANALYST: CustomRoleView = {
  id: "9c0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a09",
  name: "Analyst",
  description: "Reads and searches",
  baseRole: "developer",
  rights: ["collection.read", "import.create", "import.read"],
  holders: 0,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
};

it("makes a custom role from a role's rights, lists what it leaves out, and grants it", async () => {
  const roles: CustomRoleView[] = [];
  serveMembers("owner", [ADA, GRACE], roles);
  edge.route("POST /api/roles", (request) => {
    const body = request.body as { name: string; description: string; baseRole: "developer"; rights: string[] };
    roles.push({ ...ANALYST, ...body });
    return { status: 201, body: roles[0] };
  });
  edge.route(`PATCH /api/members/${GRACE.id}`, () => ({ status: 200, body: { ...GRACE, customRole: roles[0] } }));
  const user = userEvent.setup();
  openMembers();
  expect(await screen.findByText("No custom roles yet")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "New custom role" }));
  const dialog = screen.getByRole("dialog", { name: "New custom role" });
  await user.click(within(dialog).getByRole("button", { name: "Create role" }));
  expect(within(dialog).getByText("Give the role a name, such as Analyst")).toBeInTheDocument();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Analyst");
  // Based on developer, with every right of it: untick writing collections and making keys.
  expect(within(dialog).getByRole("combobox", { name: "Based on" })).toHaveValue("developer");
  const collections = within(dialog).getByRole("group", { name: "Collections and points" });
  await user.click(within(collections).getByRole("checkbox", { name: "create, change and delete" }));
  await user.click(within(within(dialog).getByRole("group", { name: "API keys" })).getByRole("checkbox", { name: "create" }));
  // What every member holds stays ticked.
  expect(within(within(dialog).getByRole("group", { name: "Projects" })).getByRole("checkbox", { name: "read (every member)" })).toBeDisabled();
  await user.click(within(dialog).getByRole("button", { name: "Create role" }));
  expect(await screen.findByText("Custom role Analyst created")).toBeInTheDocument();
  const sent = edge.calls("POST /api/roles")[0]?.body as { rights: string[]; baseRole: string };
  expect(sent.baseRole).toBe("developer");
  expect(sent.rights).toContain("collection.read");
  expect(sent.rights).not.toContain("collection.write");
  expect(sent.rights).not.toContain("apiKey.create");
  expect(sent.rights).not.toContain("project.read");

  const table = await screen.findByRole("table", { name: "Custom roles" });
  expect(within(table).getByRole("list", { name: "What Analyst leaves out" })).toHaveTextContent("Collections and points: create, change and delete");
  expect(within(table).getByRole("list", { name: "What Analyst leaves out" })).toHaveTextContent("API keys: create");

  const select = within(await rowOf("Grace Hopper")).getByRole("combobox", { name: "Role of Grace Hopper" });
  await waitFor(() => expect(within(select).getAllByRole("option").map((option) => option.textContent)).toContain("Analyst"));
  await user.selectOptions(select, `custom:${ANALYST.id}`);
  expect(await screen.findByText("Grace Hopper is now Analyst")).toBeInTheDocument();
  expect(edge.calls(`PATCH /api/members/${GRACE.id}`)[0]?.body).toEqual({ customRoleId: ANALYST.id });
}, 30_000);

it("shows a member's custom role, and says why a viewer cannot make one", async () => {
  serveMembers("viewer", [ADA, { ...GRACE, customRole: ANALYST }], [{ ...ANALYST, holders: 1 }]);
  openMembers();
  expect(within(await rowOf("Grace Hopper")).getByText("Analyst")).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "Custom roles" });
  expect(within(table).getByRole("rowheader", { name: /Analyst/ })).toBeInTheDocument();
  expect(within(table).getByText("1 member")).toBeInTheDocument();
  expect(within(table).queryByRole("button")).not.toBeInTheDocument();
  const create = screen.getByRole("button", { name: "New custom role" });
  expect(create).toBeDisabled();
  expect(create).toHaveAccessibleDescription("Viewers cannot make custom roles");
});
