// Notebooks (/api/projects/{id}/notebooks): a project's first list makes its
// starter notebook once, and its request cells, run against the data plane as
// the console runs them, make a collection, fill it with embedded text and
// answer a filtered and a hybrid query; saves carry their version (a stale one
// is 409); sharing decides who reads and edits (a private notebook is 404 to
// others, one shared to read is duplicated to be changed); runs are recorded
// for request cells only, the newest 100 kept; bad cells are refused.
import { NOTEBOOK_CELLS_MAX, type Notebook, type NotebookSummary } from "../../../contract/notebooks";
import { startBuiltinModels, type BuiltinModels } from "../../../server/models/builtin/start-builtin-models";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { openTestStore, type TestStore } from "../support/stores";

jest.setTimeout(120_000);

let store: TestStore;
let builtin: BuiltinModels;
let server: DataPlaneServer;
let owner: Owner;

beforeAll(async () => {
  store = await openTestStore("pglite");
  builtin = await startBuiltinModels({ cacheDirectory: "/nonexistent/glove-unused", threads: 2 });
  server = await startDataPlaneServer(store.store, {}, { builtinModels: builtin.models });
  owner = await server.createOwner();
});
afterAll(async () => {
  await server.close();
  await builtin.close();
  await store.remove();
});

const api = (who: Owner, method: string, path: string, body?: unknown) =>
  server.call(method, `/api/projects/${owner.projectId}/notebooks${path}`, { headers: { authorization: `Bearer ${who.token}` }, body });
const listed = async (who: Owner) => ((await api(who, "GET", "")).body as { notebooks: NotebookSummary[] }).notebooks;

/** A request cell's source as the console reads it: method and path, then the JSON body. */
function readRequest(source: string): { method: string; path: string; body: unknown } {
  const [first = "", ...rest] = source.split("\n");
  const [method = "", path = ""] = first.trim().split(/\s+/);
  const text = rest.join("\n").trim();
  return { method, path: `/${path}`, body: text === "" ? undefined : JSON.parse(text) };
}

it("makes the starter notebook once, and its cells make, fill and query a collection", async () => {
  const [starter, ...others] = await listed(owner);
  expect(others).toEqual([]);
  expect(starter).toEqual(expect.objectContaining({ name: "Getting started", sharing: "read", version: 1, cellCount: 6, canEdit: true }));
  expect(await listed(owner)).toHaveLength(1);

  const { notebook } = (await api(owner, "GET", `/${starter?.id ?? ""}`)).body as { notebook: Notebook };
  const answers: Record<string, { status: number; body: { result?: unknown } }> = {};
  for (const cell of notebook.cells.filter((item) => item.kind === "request")) {
    const { method, path, body } = readRequest(cell.source);
    answers[cell.id] = await server.call(method, path, { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId }, body });
    expect({ cell: cell.id, status: answers[cell.id]?.status }).toEqual({ cell: cell.id, status: 200 });
  }
  const titles = (cell: string) => ((answers[cell]?.body.result as { points: { payload: { title: string; topic: string } }[] }).points ?? []).map((point) => point.payload);
  expect(titles("filtered").map((payload) => payload.topic)).toEqual(["economy", "economy"]);
  expect(titles("hybrid")[0]?.title).toBe("Rates rise again");

  // Deleted, it is not made again.
  expect((await api(owner, "DELETE", `/${starter?.id ?? ""}`)).status).toBe(204);
  expect(await listed(owner)).toEqual([]);
});

it("saves on the version it was made on, and refuses a stale one", async () => {
  const created = await api(owner, "POST", "", { name: "Scratch", cells: [{ id: "a", kind: "markdown", source: "# Notes" }] });
  expect(created.status).toBe(201);
  const { id, version } = (created.body as { notebook: Notebook }).notebook;
  const saved = await api(owner, "PUT", `/${id}`, { version, cells: [{ id: "a", kind: "markdown", source: "# Notes" }, { id: "b", kind: "request", source: "GET collections" }] });
  expect(saved.body).toEqual({ notebook: expect.objectContaining({ version: 2, cellCount: 2 }) });
  expect(await api(owner, "PUT", `/${id}`, { version, name: "Lost" })).toEqual({
    status: 409,
    body: { error: { code: "conflict", message: "This notebook was changed elsewhere since you opened it: reload it to see the change, then make yours again" } },
  });

  const bad = async (cells: unknown) => (await api(owner, "PUT", `/${id}`, { version: 2, cells })).status;
  expect(await bad([{ id: "a", kind: "markdown", source: "" }, { id: "a", kind: "request", source: "" }])).toBe(400);
  expect(await bad([{ id: "a", kind: "python", source: "" }])).toBe(400);
  expect(await bad([{ id: "a b", kind: "markdown", source: "" }])).toBe(400);
  expect(await bad(Array.from({ length: NOTEBOOK_CELLS_MAX + 1 }, (_, index) => ({ id: `c${index}`, kind: "markdown", source: "" })))).toBe(400);
  expect((await api(owner, "GET", `/${id}`)).body).toEqual({ notebook: expect.objectContaining({ version: 2, name: "Scratch" }) });

  // Runs: request cells only, newest first.
  const run = (cellId: string) => api(owner, "POST", `/${id}/runs`, { cellId, method: "GET", path: "/collections", status: 200, durationMs: 3.5 });
  expect((await run("b")).status).toBe(201);
  expect((await run("a")).status).toBe(400);
  expect(((await api(owner, "GET", `/${id}/runs`)).body as { runs: unknown[] }).runs).toEqual([expect.objectContaining({ cellId: "b", method: "GET", path: "/collections", status: 200, durationMs: 3.5 })]);
});

it("lets sharing decide who reads and who edits", async () => {
  const developer = await server.addMember(owner, "developer");
  const viewer = await server.addMember(owner, "viewer");
  const mine = (await api(owner, "POST", "", { name: "Private", cells: [] })).body as { notebook: Notebook };
  expect((await api(developer, "GET", `/${mine.notebook.id}`)).status).toBe(404);
  expect((await listed(developer)).map((notebook) => notebook.name)).not.toContain("Private");

  const shared = ((await api(owner, "POST", "", { name: "Team queries", cells: [], sharing: "read" })).body as { notebook: Notebook }).notebook;
  expect((await api(developer, "GET", `/${shared.id}`)).body).toEqual({ notebook: expect.objectContaining({ name: "Team queries", canEdit: false }) });
  expect(await api(developer, "PUT", `/${shared.id}`, { version: 1, name: "Mine now" })).toEqual({
    status: 403,
    body: { error: { code: "forbidden", message: "This notebook is shared to read: duplicate it to change your own copy" } },
  });
  const copy = await api(developer, "POST", `/${shared.id}/duplicate`);
  expect(copy).toEqual({ status: 201, body: { notebook: expect.objectContaining({ name: "Team queries (copy)", sharing: "private", canEdit: true }) } });
  expect(await api(developer, "POST", `/${shared.id}/duplicate`, { name: "My team queries" })).toEqual({ status: 201, body: { notebook: expect.objectContaining({ name: "My team queries", canEdit: true }) } });

  const editable = (await api(owner, "PUT", `/${shared.id}`, { version: 1, sharing: "edit" })).body as { notebook: Notebook };
  expect((await api(developer, "PUT", `/${shared.id}`, { version: editable.notebook.version, name: "Team queries, improved" })).status).toBe(200);
  expect((await api(developer, "PUT", `/${shared.id}`, { version: editable.notebook.version + 1, sharing: "private" })).status).toBe(403);
  // A viewer reads it, and is refused a change by the rights table.
  expect((await api(viewer, "GET", `/${shared.id}`)).status).toBe(200);
  expect((await api(viewer, "PUT", `/${shared.id}`, { version: editable.notebook.version + 1, name: "x" })).status).toBe(403);
  expect((await api(developer, "DELETE", `/${shared.id}`)).status).toBe(403);
  expect((await api(owner, "DELETE", `/${shared.id}`)).status).toBe(204);
});
