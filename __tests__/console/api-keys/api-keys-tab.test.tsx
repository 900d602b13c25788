import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AccountPage from "../../../src/areas/account/account-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_A, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const KEYS_PATH = `/api/projects/${PROJECT_A.id}/api-keys`;
const FULL_KEY = "vdb_0123456789abcdefghijABCDEFGHIJ01";

const EXISTING = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "ingest-job",
  partialKey: "vdb_0123…IJ01",
  access: "read-write",
  collections: null,
  createdBy: { sub: "user-2", email: "grace@example.com", name: "Grace Hopper" },
  createdAt: "2026-03-01T09:30:00.000Z",
  lastUsedAt: null,
};

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [EXISTING] } });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "reviews" }, { name: "docs" }] }));
});

afterEach(() => removeToasts());

function openApiKeys() {
  return renderConsole(<AccountPage location={{ pathname: "/account-settings/api-keys/" }} />);
}

it("lists the current project's keys with their partial key, access and collections, and how to connect", async () => {
  const user = userEvent.setup();
  openApiKeys();
  expect(screen.getByRole("tab", { name: "API keys" })).toHaveAttribute("aria-selected", "true");
  expect(await screen.findByRole("heading", { level: 2, name: "API keys of Default project" })).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "API keys" });
  const cells = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell").map((cell) => cell.textContent);
  expect(cells.slice(0, 3)).toEqual(["vdb_0123…IJ01", "read-write", "All"]);
  expect(cells[4]).toBe("Never");
  expect(cells[5]).toBe("Grace Hopper");
  const connect = screen.getByRole("region", { name: "Connect" });
  await user.click(within(connect).getByRole("tab", { name: "JavaScript" }));
  expect(within(connect).getByRole("tabpanel", { name: "JavaScript" })).toHaveTextContent(
    'new QdrantClient({ url: "http://localhost", port: 80, apiKey: process.env.QDRANT_API_KEY })',
  );
});

it("shows a created key once, with a warning, and never again", async () => {
  const user = userEvent.setup();
  edge.route(`POST ${KEYS_PATH}`, (request) => {
    const body = request.body as { name: string; access: string; collections?: string[] };
    return { status: 201, body: { key: FULL_KEY, apiKey: { ...EXISTING, id: "7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4c", name: body.name, access: body.access, collections: body.collections ?? null, partialKey: "vdb_0123…IJ01" } } };
  });
  openApiKeys();
  await screen.findByRole("table", { name: "API keys" });
  await user.click(screen.getByRole("button", { name: "Create API key" }));
  const dialog = screen.getByRole("dialog", { name: "Create API key" });
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
  expect(within(dialog).getByText("Enter a name, to recognise the key by")).toBeInTheDocument();
  expect(edge.calls(`POST ${KEYS_PATH}`)).toHaveLength(0);

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "search-app");
  await user.click(within(dialog).getByRole("radio", { name: "Read only" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Collections" }), "docs, reviews");
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));

  const created = await screen.findByRole("dialog", { name: "API key created" });
  expect(within(created).getByLabelText("New API key")).toHaveTextContent(FULL_KEY);
  expect(within(created).getByText(/It will not be shown again/)).toBeInTheDocument();
  expect(within(created).getByRole("button", { name: "Copy API key" })).toBeInTheDocument();
  expect(edge.calls(`POST ${KEYS_PATH}`)[0]?.body).toEqual({ name: "search-app", access: "read-only", collections: ["docs", "reviews"] });

  await user.click(within(created).getByRole("button", { name: "I have copied the key" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.queryByText(FULL_KEY)).not.toBeInTheDocument();
  const table = screen.getByRole("table", { name: "API keys" });
  expect(within(table).getByRole("rowheader", { name: "search-app" })).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Create API key" }));
  expect(within(screen.getByRole("dialog", { name: "Create API key" })).getByRole("textbox", { name: "Name" })).toHaveValue("");
  expect(screen.queryByText(FULL_KEY)).not.toBeInTheDocument();
});

it("offers the project's collections for the limit, and warns about a name that is not one, creating the key all the same", async () => {
  const user = userEvent.setup();
  edge.route(`POST ${KEYS_PATH}`, (request) => {
    const body = request.body as { name: string; collections?: string[] };
    return { status: 201, body: { key: FULL_KEY, apiKey: { ...EXISTING, id: "8b2e3d4c-5b6f-4a71-9b8c-0d1e2f3a4b5d", name: body.name, collections: body.collections ?? null } } };
  });
  openApiKeys();
  await screen.findByRole("table", { name: "API keys" });
  await user.click(screen.getByRole("button", { name: "Create API key" }));
  const dialog = screen.getByRole("dialog", { name: "Create API key" });
  const choices = await within(dialog).findByRole("group", { name: "The project's collections" });
  expect(within(choices).getAllByRole("button").map((choice) => choice.textContent)).toEqual(["docs", "reviews"]);
  expect(edge.calls("GET /collections").map((request) => request.projectId)).toEqual([PROJECT_A.id]);

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "search-app");
  await user.click(within(choices).getByRole("button", { name: "reviews" }));
  expect(within(dialog).getByRole("textbox", { name: "Collections" })).toHaveValue("reviews");
  expect(within(choices).getByRole("button", { name: "reviews" })).toHaveAttribute("aria-pressed", "true");
  await user.type(within(dialog).getByRole("textbox", { name: "Collections" }), ", revews");
  expect(within(dialog).getByRole("status")).toHaveTextContent(
    'This project has no collection named "revews" yet. The key can still be created: it reaches that collection once created, and no other.',
  );
  await user.click(within(choices).getByRole("button", { name: "reviews" }));
  expect(within(dialog).getByRole("textbox", { name: "Collections" })).toHaveValue("revews");

  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
  expect(await screen.findByRole("dialog", { name: "API key created" })).toBeInTheDocument();
  expect(edge.calls(`POST ${KEYS_PATH}`)[0]?.body).toEqual({ name: "search-app", access: "read-write", collections: ["revews"] });
});

it("keeps the form, with the service's message, when creating is refused", async () => {
  const user = userEvent.setup();
  edge.route(`POST ${KEYS_PATH}`, { status: 403, body: { error: { code: "forbidden", message: "Only owners and admins can manage API keys" } } });
  openApiKeys();
  await screen.findByRole("table", { name: "API keys" });
  await user.click(screen.getByRole("button", { name: "Create API key" }));
  const dialog = screen.getByRole("dialog", { name: "Create API key" });
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "search-app");
  await user.click(within(dialog).getByRole("button", { name: "Create key" }));
  expect(await within(dialog).findByText("Only owners and admins can manage API keys")).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("search-app");
});

it("revokes a key after asking", async () => {
  const user = userEvent.setup();
  edge.route(`DELETE ${KEYS_PATH}/${EXISTING.id}`, { status: 204 });
  openApiKeys();
  await user.click(await screen.findByRole("button", { name: "Revoke key ingest-job" }));
  const dialog = screen.getByRole("dialog", { name: "Revoke API key" });
  expect(edge.calls(`DELETE ${KEYS_PATH}/${EXISTING.id}`)).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));
  expect(await screen.findByText("API key ingest-job revoked")).toBeInTheDocument();
  expect(edge.calls(`DELETE ${KEYS_PATH}/${EXISTING.id}`)).toHaveLength(1);
  expect(await screen.findByRole("heading", { level: 2, name: "No API keys yet" })).toBeInTheDocument();
});

it("says why the keys could not be loaded", async () => {
  edge.route(`GET ${KEYS_PATH}`, { status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
  openApiKeys();
  expect(await screen.findByRole("alert")).toHaveTextContent("The API keys could not be loaded");
  expect(screen.getByRole("alert")).toHaveTextContent("Project not found");
});

describe("for a role that holds fewer rights", () => {
  it("lets a viewer make read-only keys only, saying why, and revoke only the keys they made", async () => {
    edge.route("GET /api/auth/me", { status: 200, body: signedInUser(undefined, "viewer") });
    const own = { ...EXISTING, id: "9c2e3d4c-5b6f-4a71-9b8c-0d1e2f3a4b5e", name: "my-reader", access: "read-only", createdBy: { sub: "user-1", email: "ada@example.com", name: "Ada Lovelace" } };
    edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [own, EXISTING] } });
    edge.route(`POST ${KEYS_PATH}`, (request) => ({ status: 201, body: { key: FULL_KEY, apiKey: { ...own, id: "ad2e3d4c-5b6f-4a71-9b8c-0d1e2f3a4b5f", name: (request.body as { name: string }).name } } }));
    const user = userEvent.setup();
    openApiKeys();
    const table = await screen.findByRole("table", { name: "API keys" });
    await waitFor(() => expect(within(table).queryByRole("button", { name: "Revoke key ingest-job" })).not.toBeInTheDocument());
    expect(within(table).getByRole("button", { name: "Revoke key my-reader" })).toBeInTheDocument();
    expect(within(within(table).getAllByRole("row")[1]!).getAllByRole("cell")[5]).toHaveTextContent("You");

    await user.click(screen.getByRole("button", { name: "Create API key" }));
    const dialog = screen.getByRole("dialog", { name: "Create API key" });
    expect(within(dialog).getByRole("radio", { name: "Read and write" })).toBeDisabled();
    expect(within(dialog).getByRole("radio", { name: "Read only" })).toBeChecked();
    expect(within(dialog).getByRole("radiogroup")).toHaveAccessibleDescription("Viewers cannot make keys that write collections: a key never carries more rights than its maker.");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "dashboard");
    await user.click(within(dialog).getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("dialog", { name: "API key created" })).toBeInTheDocument();
    expect(edge.calls(`POST ${KEYS_PATH}`)[0]?.body).toEqual({ name: "dashboard", access: "read-only" });
  });

  it("tells a billing member why they cannot create keys", async () => {
    edge.route("GET /api/auth/me", { status: 200, body: signedInUser(undefined, "billing") });
    openApiKeys();
    await screen.findByRole("table", { name: "API keys" });
    const create = screen.getByRole("button", { name: "Create API key" });
    await waitFor(() => expect(create).toBeDisabled());
    expect(create).toHaveAccessibleDescription("Billing members cannot create API keys");
  });
});
