import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import { navigate } from "gatsby";
import { AppShell } from "../../../src/layout/app-shell";
import { pathAfterProjectSwitch } from "../../../src/links/project-switch-path";
import type * as GatsbyMock from "../support/gatsby-mock";
import { sandboxSummary } from "../billing/billing-fixtures";
import { PROJECT_A, PROJECT_B, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", (request) => qdrantOk({ collections: request.projectId === PROJECT_B.id ? [{ name: "staging-docs" }] : [] }));
  edge.route("GET /collections/staging-docs", qdrantOk({ status: "green", points_count: 1, segments_count: 1, config: { params: { vectors: { size: 2, distance: "Dot" } } }, payload_schema: {} }));
});

afterEach(() => removeToasts());

function openDatasetsInShell() {
  return renderConsole(
    <AppShell pathname="/ai-hub/datasets">
      <DatasetsPage location={{ pathname: "/ai-hub/datasets" }} />
    </AppShell>,
  );
}

it("shows the first project, switches to another, remembers it and reloads the data", async () => {
  const user = userEvent.setup();
  openDatasetsInShell();
  const switcher = await screen.findByRole("button", { name: "Project: Default project" });
  expect(await screen.findByRole("heading", { level: 2, name: "No collections yet" })).toBeInTheDocument();

  await user.click(switcher);
  const menu = screen.getByRole("menu", { name: "Projects" });
  expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Default project", "Staging", "New project", "Project settings", "API keys"]);
  expect(within(menu).getByRole("menuitem", { name: "Project settings" })).toHaveAttribute("href", "/account-settings/project/");
  expect(within(menu).getByRole("menuitem", { name: "API keys" })).toHaveAttribute("href", "/account-settings/api-keys/");
  await user.click(within(menu).getByRole("menuitem", { name: "Staging" }));

  expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
  expect(await screen.findByRole("link", { name: "staging-docs" })).toBeInTheDocument();
  expect(window.localStorage.getItem("projectId")).toBe(PROJECT_B.id);
  expect(edge.calls("GET /collections").map((request) => request.projectId)).toEqual([PROJECT_A.id, PROJECT_B.id]);
});

it("starts from the stored project", async () => {
  window.localStorage.setItem("projectId", PROJECT_B.id);
  openDatasetsInShell();
  expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
  expect(await screen.findByRole("link", { name: "staging-docs" })).toBeInTheDocument();
});

it("falls back to the first project when the stored one is gone", async () => {
  window.localStorage.setItem("projectId", "00000000-0000-4000-8000-000000000000");
  openDatasetsInShell();
  expect(await screen.findByRole("button", { name: "Project: Default project" })).toBeInTheDocument();
});

it("creates a project and switches to it; a refused name stays typed with the service's message", async () => {
  const user = userEvent.setup();
  const created = { id: "9e3f5b01-2c8d-4d4f-9032-7b0c1d2e3f04", name: "Research", createdAt: "2026-04-01T10:00:00.000Z", collectionsCount: 0 };
  let projects = [PROJECT_A, PROJECT_B];
  edge.route("GET /api/auth/me", () => ({ status: 200, body: signedInUser(projects) }));
  let refusals = 1;
  edge.route("POST /api/projects", () => {
    if (refusals-- > 0) return { status: 409, body: { error: { code: "conflict", message: "A project named Research exists already" } } };
    projects = [...projects, created];
    return { status: 201, body: created };
  });
  openDatasetsInShell();
  await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
  await user.click(screen.getByRole("menuitem", { name: "New project" }));
  const dialog = screen.getByRole("dialog", { name: "New project" });
  await user.type(within(dialog).getByRole("textbox", { name: "Project name" }), "Research");
  await user.click(within(dialog).getByRole("button", { name: "Create project" }));
  expect(await within(dialog).findByText("A project named Research exists already")).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Project name" })).toHaveValue("Research");

  await user.click(within(dialog).getByRole("button", { name: "Create project" }));
  expect(await screen.findByRole("button", { name: "Project: Research" })).toBeInTheDocument();
  expect(edge.calls("POST /api/projects").map((request) => request.body)).toEqual([{ name: "Research" }, { name: "Research" }]);
  expect(window.localStorage.getItem("projectId")).toBe(created.id);
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "New project" })).not.toBeInTheDocument());
});

it("offers the service's regions where there is a choice, the first by default, with what the tier allows", async () => {
  const user = userEvent.setup();
  const created = { id: "9e3f5b01-2c8d-4d4f-9032-7b0c1d2e3f05", name: "Tokyo", createdAt: "2026-04-01T10:00:00.000Z", collectionsCount: 0 };
  let projects = [PROJECT_A, PROJECT_B];
  edge.route("GET /api/auth/me", () => ({ status: 200, body: signedInUser(projects) }));
  edge.route("GET /api/billing", { status: 200, body: sandboxSummary({ regions: { available: ["eu-west", "us-east", "ap-south"], used: ["eu-west"] } }) });
  edge.route("POST /api/projects", () => {
    projects = [...projects, created];
    return { status: 201, body: created };
  });
  openDatasetsInShell();
  await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
  await user.click(screen.getByRole("menuitem", { name: "New project" }));
  const dialog = screen.getByRole("dialog", { name: "New project" });
  const region = await within(dialog).findByRole("combobox", { name: "Region" });
  expect(region).toHaveValue("eu-west");
  expect(within(region).getAllByRole("option").map((option) => option.textContent)).toEqual(["eu-west (in use)", "us-east", "ap-south"]);
  expect(region).toHaveAccessibleDescription("The Sandbox tier allows projects in 2 regions; your projects use 1.");
  await user.type(within(dialog).getByRole("textbox", { name: "Project name" }), "Tokyo");
  await user.selectOptions(region, "ap-south");
  await user.click(within(dialog).getByRole("button", { name: "Create project" }));
  expect(await screen.findByRole("button", { name: "Project: Tokyo" })).toBeInTheDocument();
  expect(edge.calls("POST /api/projects").map((request) => request.body)).toEqual([{ name: "Tokyo", region: "ap-south" }]);
});

it("says when the projects cannot be loaded, and tries again", async () => {
  const user = userEvent.setup();
  let failures = 1;
  edge.route("GET /api/auth/me", () => (failures-- > 0 ? { status: 503, body: { error: { code: "unavailable", message: "The metadata store is starting" } } } : { status: 200, body: signedInUser() }));
  openDatasetsInShell();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Your projects could not be loaded");
  expect(alert).toHaveTextContent("The metadata store is starting");
  expect(screen.getByRole("button", { name: "Project: Projects unavailable" })).toBeInTheDocument();
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("button", { name: "Project: Default project" })).toBeInTheDocument();
});

describe("from a page inside one resource", () => {
  function openCollectionInShell() {
    edge.route("GET /collections/docs", (request) =>
      request.projectId === PROJECT_A.id
        ? qdrantOk({ status: "green", points_count: 1, segments_count: 1, config: { params: { vectors: { size: 2, distance: "Dot" } } }, payload_schema: {} })
        : qdrantError(404, "Not found: Collection `docs` doesn't exist!"),
    );
    return renderConsole(
      <AppShell pathname="/ai-hub/datasets/docs">
        <DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />
      </AppShell>,
    );
  }

  it("a switch goes to the same area's list in the new project", async () => {
    const user = userEvent.setup();
    openCollectionInShell();
    await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
    await user.click(within(screen.getByRole("menu", { name: "Projects" })).getByRole("menuitem", { name: "Staging" }));
    expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
    expect(jest.mocked(navigate)).toHaveBeenCalledWith("/ai-hub/datasets");
  });

  it("choosing the current project again stays on the page", async () => {
    const user = userEvent.setup();
    openCollectionInShell();
    await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
    await user.click(within(screen.getByRole("menu", { name: "Projects" })).getByRole("menuitem", { name: "Default project" }));
    expect(jest.mocked(navigate)).not.toHaveBeenCalled();
  });

  it("creating a project, which switches to it, goes to the list too", async () => {
    const user = userEvent.setup();
    const created = { id: "9e3f5b01-2c8d-4d4f-9032-7b0c1d2e3f04", name: "Research", createdAt: "2026-04-01T10:00:00.000Z", collectionsCount: 0 };
    let projects = [PROJECT_A, PROJECT_B];
    edge.route("GET /api/auth/me", () => ({ status: 200, body: signedInUser(projects) }));
    edge.route("POST /api/projects", () => {
      projects = [...projects, created];
      return { status: 201, body: created };
    });
    openCollectionInShell();
    await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
    await user.click(screen.getByRole("menuitem", { name: "New project" }));
    const dialog = screen.getByRole("dialog", { name: "New project" });
    await user.type(within(dialog).getByRole("textbox", { name: "Project name" }), "Research");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));
    expect(await screen.findByRole("button", { name: "Project: Research" })).toBeInTheDocument();
    expect(jest.mocked(navigate)).toHaveBeenCalledWith("/ai-hub/datasets");
  });
});

it("stays on a page that names no resource, such as the list itself", async () => {
  const user = userEvent.setup();
  openDatasetsInShell();
  await user.click(await screen.findByRole("button", { name: "Project: Default project" }));
  await user.click(within(screen.getByRole("menu", { name: "Projects" })).getByRole("menuitem", { name: "Staging" }));
  expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
  expect(jest.mocked(navigate)).not.toHaveBeenCalled();
});

it("leads from an import's page to Data Import's list, and leaves account settings' tabs alone", () => {
  expect(pathAfterProjectSwitch("/data-import/7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4c")).toBe("/data-import");
  expect(pathAfterProjectSwitch("/ai-hub/datasets/docs/")).toBe("/ai-hub/datasets");
  expect(pathAfterProjectSwitch("/ai-hub/datasets")).toBeNull();
  expect(pathAfterProjectSwitch("/account-settings/api-keys/")).toBeNull();
});

it("drops from the query what names the old project's collections, points, rules and keys, and keeps the rest", () => {
  expect(pathAfterProjectSwitch("/ai-hub/vectorSearch", "?collection=docs&point=7")).toBe("/ai-hub/vectorSearch");
  expect(pathAfterProjectSwitch("/alerts", "?rule=5c56c793-69f3-4fbf-87e6-c4bf54c28c26")).toBe("/alerts");
  expect(pathAfterProjectSwitch("/metrics/", "?range=24h&collection=docs&apiKey=k1")).toBe("/metrics?range=24h");
  expect(pathAfterProjectSwitch("/metrics", "?range=24h")).toBeNull();
});
