// The Notebooks page against the service's edge (contract/notebooks.ts and the
// data plane): the list in words for a viewer and an owner; a notebook opened,
// a cell run with its variables filled in (the answer as a points table, the
// run recorded), a refusal in Qdrant's words, a change saved with its version
// and a save refused with 409 (changed elsewhere: nothing overwritten, reload
// or keep a copy); a notebook shared to read opens read-only.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorView } from "@codemirror/view";
import type { Notebook, NotebookSummary, UpdateNotebookBody } from "../../../contract/notebooks";
import type { MemberRole } from "../../../contract/rights";
import NotebooksPage from "../../../src/areas/notebooks/notebooks-page";
import { PROJECT_A, signedInUser } from "../support/console-fixtures";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.setTimeout(20_000);
afterEach(() => removeToasts());

const NOTEBOOKS_PATH = `/api/projects/${PROJECT_A.id}/notebooks`;
const NOTEBOOK_ID = "7f3e2d1c-0b9a-4e8d-9c7b-6a5f4e3d2c1b";
const ME = signedInUser().user.sub;

function notebook(overrides: Partial<Notebook> = {}): Notebook {
  return {
    id: NOTEBOOK_ID,
    name: "Team queries",
    sharing: "private",
    createdBy: ME,
    updatedBy: ME,
    createdAt: "2026-11-30T10:00:00.000Z",
    updatedAt: "2026-11-30T10:00:00.000Z",
    version: 3,
    canEdit: true,
    cells: [
      { id: "vars", kind: "markdown", source: "# Nearest cities\n\nThe **closest** point to Berlin." },
      { id: "near", kind: "request", source: '@collection = cities\nPOST collections/{{collection}}/points/query\n{"query": [1, 0], "limit": 2, "with_payload": true}' },
    ],
    cellCount: 2,
    ...overrides,
  };
}

const summaryOf = ({ cells: _cells, ...summary }: Notebook): NotebookSummary => summary;

function serve({ role = "owner" as MemberRole, notebooks = [] as Notebook[], saveStatus = 200 } = {}): { edge: ServiceEdge; saves: UpdateNotebookBody[] } {
  const edge = installServiceEdge();
  const me = signedInUser();
  const saves: UpdateNotebookBody[] = [];
  edge.route("GET /api/auth/me", { status: 200, body: { ...me, organisation: me.organisation && { ...me.organisation, role } } });
  edge.route(`GET ${NOTEBOOKS_PATH}`, { status: 200, body: { notebooks: notebooks.map(summaryOf) } });
  edge.route(`GET ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}`, () => ({ status: 200, body: { notebook: notebooks[0] } }));
  edge.route(`PUT ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}`, (request) => {
    const body = request.body as UpdateNotebookBody;
    saves.push(body);
    if (saveStatus === 409) return { status: 409, body: { error: { code: "conflict", message: "This notebook was changed elsewhere since you opened it: reload it to see the change, then make yours again" } } };
    return { status: 200, body: { notebook: notebook({ ...body, cells: body.cells ?? notebooks[0]!.cells, version: body.version + 1 }) } };
  });
  edge.route(`POST ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}/runs`, (request) => ({ status: 201, body: { run: { id: "1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d", ...(request.body as object), ranBy: ME, ranAt: "2026-11-30T10:01:00.000Z" } } }));
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "cities" }] }));
  edge.route("GET /collections/cities", qdrantOk({ status: "green", points_count: 2, segments_count: 1, config: { params: { vectors: { size: 2, distance: "Cosine" } } }, payload_schema: { city: { data_type: "keyword", points: 2 } } }));
  edge.route("GET /openapi.json", { status: 200, body: { openapi: "3.1.0", paths: {} } });
  edge.route("GET /api/members", {
    status: 200,
    body: { members: [{ id: "someone-else", state: "active", email: "grace@example.com", name: "Grace Hopper", role: "developer", customRole: null, since: "2026-11-01T10:00:00.000Z", expiresAt: null, projects: null }], total: 1 },
  });
  return { edge, saves };
}

const openList = () => renderConsole(<NotebooksPage location={{ pathname: "/ai-hub/notebooks" }} />);
const openNotebook = () => renderConsole(<NotebooksPage location={{ pathname: `/ai-hub/notebooks/${NOTEBOOK_ID}` }} />);

/** The editor of a cell, as CodeMirror holds it (typing in jsdom goes through its view). */
async function editorOf(cellName: string): Promise<EditorView> {
  const cell = await screen.findByRole("region", { name: cellName });
  const content = await waitFor(() => {
    const found = cell.querySelector<HTMLElement>(".cm-content");
    if (!found) throw new Error("the editor has not loaded");
    return found;
  });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error("no editor view");
  return view;
}

it("tells a viewer what the list will hold and who writes notebooks, offering nothing they may not do", async () => {
  serve({ role: "viewer" });
  openList();
  const empty = await screen.findByRole("region", { name: "No notebooks yet" });
  expect(within(empty).getByText("Notebooks shared with the project will be listed here; owner, admin, developer can write them.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "New notebook" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
});

it("lists the notebooks with who sees them, and marks those shared with the user to read", async () => {
  serve({ notebooks: [notebook(), notebook({ id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", name: "Starter", sharing: "read", createdBy: "someone-else", canEdit: false })] });
  openList();
  const table = await screen.findByRole("table", { name: "Notebooks" });
  const mine = within(table).getByRole("row", { name: /Team queries/ });
  expect(within(mine).getByText("Only you")).toBeInTheDocument();
  expect(within(mine).getByRole("link", { name: "Team queries" })).toHaveAttribute("href", `/ai-hub/notebooks/${NOTEBOOK_ID}`);
  const shared = within(table).getByRole("row", { name: /Starter/ });
  expect(within(shared).getByText("Read only")).toBeInTheDocument();
  expect(within(shared).getByText("Shared with you by Grace Hopper")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "New notebook" })).toBeEnabled();
});

it("names who shared a notebook from any page of the organisation's members", async () => {
  const { edge } = serve({ notebooks: [notebook({ sharing: "read", createdBy: "member-150", canEdit: false })] });
  const pages: string[] = [];
  edge.route("GET /api/members", (request) => {
    const page = Number(request.query.page);
    pages.push(request.query.page ?? "");
    const member = (at: number) => ({ id: `member-${at}`, state: "active", email: `m${at}@example.com`, name: `Member ${at}`, role: "developer", customRole: null, since: "2026-11-01T10:00:00.000Z", expiresAt: null, projects: null });
    const members = Array.from({ length: page === 1 ? 100 : 60 }, (_, at) => member((page - 1) * 100 + at));
    return { status: 200, body: { members, total: 160, params: { q: "", page, perPage: 100 } } };
  });
  openList();
  const table = await screen.findByRole("table", { name: "Notebooks" });
  expect(await within(table).findByText("Shared with you by Member 150")).toBeInTheDocument();
  expect(pages).toEqual(["1", "2"]);
});

it("runs a cell with its variables filled in, shows the points as a table and records the run", async () => {
  const { edge } = serve({ notebooks: [notebook()] });
  edge.route("POST /collections/cities/points/query", qdrantOk({ points: [{ id: 7, score: 0.98, payload: { city: "Berlin" } }, { id: 9, score: 0.5, payload: { city: "Paris" } }] }));
  openNotebook();
  expect(await screen.findByRole("heading", { level: 2, name: "Team queries" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Nearest cities" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Saved");

  await userEvent.click(screen.getByRole("button", { name: "Run cell 2" }));
  const table = await screen.findByRole("table", { name: "Points in the answer" });
  expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual(["IdScorecity", "70.9800Berlin", "90.5000Paris"]);
  expect(edge.calls("POST /collections/cities/points/query")[0]).toMatchObject({ projectId: PROJECT_A.id, body: { query: [1, 0], limit: 2, with_payload: true } });
  await waitFor(() => expect(edge.calls(`POST ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}/runs`)).toHaveLength(1));
  expect(edge.calls(`POST ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}/runs`)[0]!.body).toMatchObject({ cellId: "near", method: "POST", path: "/collections/cities/points/query", status: 200 });
});

it("stops a request under way, and says the answer did not come", async () => {
  const { edge } = serve({ notebooks: [notebook()] });
  edge.route("POST /collections/cities/points/query", () => new Promise(() => undefined));
  openNotebook();
  await userEvent.click(await screen.findByRole("button", { name: "Run cell 2" }));
  expect(await screen.findByLabelText("Running Cell 2")).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole("region", { name: "Cell 2" })).getByRole("button", { name: "Stop" }));
  expect(await screen.findByText("Stopped before the answer came.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Run cell 2" })).toBeEnabled();
});

it("shows a request cell as code with its variables filled in", async () => {
  serve({ notebooks: [notebook()] });
  openNotebook();
  await userEvent.click(await screen.findByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Request as code" });
  const panel = await within(dialog).findByRole("tabpanel");
  expect(panel).toHaveTextContent("curl -X POST 'http://localhost/collections/cities/points/query'");
  expect(panel).toHaveTextContent('"query": [ 1, 0 ]');
  await userEvent.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent('response = requests.post(f"{QDRANT_URL}/collections/cities/points/query"');
});

it("shows the data plane's refusal in its words, and a cell it cannot send without sending it", async () => {
  const { edge } = serve({ notebooks: [notebook()] });
  edge.route("POST /collections/cities/points/query", qdrantError(400, "Wrong input: Vector dimension error: expected dim: 2, got 3"));
  openNotebook();
  await userEvent.click(await screen.findByRole("button", { name: "Run cell 2" }));
  const answer = await screen.findByRole("region", { name: "Answer of Cell 2" });
  expect(within(answer).getByLabelText("Status 400")).toBeInTheDocument();
  expect(within(answer).getByRole("alert")).toHaveTextContent("Wrong input: Vector dimension error: expected dim: 2, got 3");

  const view = await editorOf("Cell 2");
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: "POST collections/{{colection}}/points/query" } });
  await userEvent.click(screen.getByRole("button", { name: "Run cell 2" }));
  expect(await screen.findByText(/unknown variable \{\{colection\}\}/)).toBeInTheDocument();
  expect(edge.calls("POST /collections/cities/points/query")).toHaveLength(1);
});

it("saves a change with the version it was made on, and stops saving when the notebook changed elsewhere", async () => {
  const { saves } = serve({ notebooks: [notebook()], saveStatus: 409 });
  openNotebook();
  const view = await editorOf("Cell 2");
  view.dispatch({ changes: { from: view.state.doc.length, insert: "\n" } });
  expect(await screen.findByText("Unsaved changes")).toBeInTheDocument();
  const conflict = await screen.findByText(/This notebook was changed elsewhere since you opened it/, {}, { timeout: 5_000 });
  expect(saves).toEqual([{ version: 3, cells: [expect.objectContaining({ id: "vars" }), expect.objectContaining({ id: "near", source: expect.stringMatching(/\n$/) })] }]);
  const alert = conflict.closest<HTMLElement>("[role=alert]")!;
  expect(within(alert).getByRole("button", { name: "Reload" })).toBeInTheDocument();
  expect(within(alert).getByRole("button", { name: "Keep mine as a copy" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Not saved: changed elsewhere");
  expect(screen.queryByRole("button", { name: "Add request" })).not.toBeInTheDocument();
});

it("answers a path below Notebooks that names no notebook with a way back", async () => {
  serve();
  renderConsole(<NotebooksPage location={{ pathname: "/ai-hub/notebooks/no-such-thing" }} />);
  expect(await screen.findByRole("heading", { level: 2, name: "Not found in Notebooks" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Notebooks" })).toHaveAttribute("href", "/ai-hub/notebooks");
});

it("says so when a notebook does not exist or is not shared with the user", async () => {
  const { edge } = serve();
  edge.route(`GET ${NOTEBOOKS_PATH}/${NOTEBOOK_ID}`, { status: 404, body: { error: { code: "not_found", message: "No such notebook in this project" } } });
  openNotebook();
  expect(await screen.findByText("This notebook does not exist, or it is not shared with you.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "All notebooks" })).toHaveAttribute("href", "/ai-hub/notebooks");
});

it("opens a notebook shared to read as read-only, still runnable", async () => {
  serve({ role: "developer", notebooks: [notebook({ sharing: "read", createdBy: "someone-else", canEdit: false })] });
  openNotebook();
  expect(await screen.findByText(/Shared with you to read: run its cells \(with your own rights\), or duplicate it/)).toBeInTheDocument();
  const view = await editorOf("Cell 2");
  expect(view.contentDOM).toHaveAttribute("contenteditable", "false");
  expect(screen.getByRole("button", { name: "Run cell 2" })).toBeEnabled();
  expect(screen.queryByRole("button", { name: "Add request" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Remove cell 2" })).not.toBeInTheDocument();
});
