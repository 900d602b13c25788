import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, PROJECT_A, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
});

afterEach(() => removeToasts());

function openDatasets() {
  return renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/" }} />);
}

it("lists the current project's collections with points, dimension, distance, status and an estimated size", async () => {
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "reviews" }, { name: "docs" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 384, distance: "Cosine", points: 1000 })));
  edge.route("GET /collections/reviews", qdrantOk(collectionInfo({ size: 4, distance: "Dot", points: 0, status: "yellow" })));
  openDatasets();
  expect(screen.getByRole("heading", { level: 1, name: "Datasets" })).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "Collections" });
  const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
  expect(rows).toEqual([
    ["1,000", "384", "Cosine", "green", "≈ 1.5 MB", ""],
    ["0", "4", "Dot", "yellow", "≈ 0 B", ""],
  ]);
  expect(within(table).getByRole("link", { name: "docs" })).toHaveAttribute("href", "/ai-hub/datasets/docs");
  for (const request of edge.requests.filter((r) => r.path.startsWith("/collections"))) {
    expect(request).toMatchObject({ projectId: PROJECT_A.id, authorization: "Bearer id-token-1" });
  }
});

it("shows a skeleton while the collections load", async () => {
  let answer: () => void = () => undefined;
  const listed = new Promise<void>((resolve) => (answer = resolve));
  edge.route("GET /collections", () => listed.then(() => qdrantOk({ collections: [] })));
  openDatasets();
  expect(screen.getByRole("progressbar", { name: "Loading your projects" })).toBeInTheDocument();
  expect(await screen.findByRole("progressbar", { name: "Loading collections" })).toBeInTheDocument();
  answer();
  expect(await screen.findByRole("heading", { level: 2, name: "No collections yet" })).toBeInTheDocument();
  expect(screen.queryByRole("progressbar", { name: "Loading collections" })).not.toBeInTheDocument();
});

it("offers to create the first collection when there is none", async () => {
  edge.route("GET /collections", qdrantOk({ collections: [] }));
  openDatasets();
  const empty = await screen.findByRole("region", { name: "No collections yet" });
  expect(within(empty).getByRole("button", { name: "Create collection" })).toBeInTheDocument();
});

it("says why the collections could not be loaded, and tries again", async () => {
  const user = userEvent.setup();
  let failures = 1;
  edge.route("GET /collections", () => (failures-- > 0 ? qdrantError(403, "Forbidden: project is not a project of your organisation") : qdrantOk({ collections: [] })));
  openDatasets();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The collections could not be loaded");
  expect(alert).toHaveTextContent("Forbidden: project is not a project of your organisation");
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("heading", { level: 2, name: "No collections yet" })).toBeInTheDocument();
  expect(edge.calls("GET /collections")).toHaveLength(2);
});

it("deletes a collection only once its name is typed", async () => {
  const user = userEvent.setup();
  let names = ["docs"];
  edge.route("GET /collections", () => qdrantOk({ collections: names.map((name) => ({ name })) }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 3 })));
  edge.route("DELETE /collections/docs", () => {
    names = [];
    return qdrantOk(true);
  });
  openDatasets();
  await user.click(await screen.findByRole("button", { name: "Delete collection docs" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete collection" });
  const confirm = within(dialog).getByRole("button", { name: "Delete collection" });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Type docs to confirm" }), "doc");
  expect(confirm).toBeDisabled();
  expect(edge.calls("DELETE /collections/docs")).toHaveLength(0);
  await user.type(within(dialog).getByRole("textbox", { name: "Type docs to confirm" }), "s");
  await user.click(confirm);
  expect(await screen.findByText("Collection docs deleted")).toBeInTheDocument();
  expect(edge.calls("DELETE /collections/docs")).toHaveLength(1);
  expect(await screen.findByRole("heading", { level: 2, name: "No collections yet" })).toBeInTheDocument();
});

it("keeps the delete dialog open with the service's message when it refuses", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo()));
  edge.route("DELETE /collections/docs", qdrantError(403, "Forbidden: this API key is read-only"));
  openDatasets();
  await user.click(await screen.findByRole("button", { name: "Delete collection docs" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete collection" });
  await user.type(within(dialog).getByRole("textbox", { name: "Type docs to confirm" }), "docs");
  await user.click(within(dialog).getByRole("button", { name: "Delete collection" }));
  expect(await within(dialog).findByText("Forbidden: this API key is read-only")).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Type docs to confirm" })).toHaveValue("docs");
  await waitFor(() => expect(screen.getByRole("dialog", { name: "Delete collection" })).toBeVisible());
});

const ANALYST = { id: "9c0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a09", name: "Analyst", baseRole: "developer" as const, rights: ["collection.read", "import.read"] };

it.each([
  ["a viewer", signedInUser(undefined, "viewer"), "Viewers cannot create collections"],
  // A custom role follows too: a developer narrowed to reading is told why in the role's own name.
  ["a custom role", signedInUser(undefined, "developer", ANALYST), 'Members with the role "Analyst" cannot create collections'],
])("tells %s why they cannot create collections, and offers them no deletion", async (_who, me, reason) => {
  edge.route("GET /api/auth/me", { status: 200, body: me });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 4, points: 2 })));
  openDatasets();
  const table = await screen.findByRole("table", { name: "Collections" });
  const create = screen.getByRole("button", { name: "Create collection" });
  await waitFor(() => expect(create).toBeDisabled());
  expect(create).toHaveAccessibleDescription(reason);
  expect(within(table).queryByRole("button", { name: "Delete collection docs" })).not.toBeInTheDocument();
});
