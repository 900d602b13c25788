// Data Import's target and mapping: the proposal edited into the request the
// service gets, an existing collection's own proposal, the form's checks at
// their fields, and the service's refusals shown as it words them.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportPreview } from "../../../contract/imports";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, PROJECT_A } from "../support/console-fixtures";
import { removeToasts } from "../support/render-console";
import { qdrantOk } from "../support/service-edge";
import { csvFile, installEdges, openDataImport, uploadAndPreview, type Edges } from "./support/data-import-page";
import { FILMS_CSV, IMPORTS_PATH, filmsPreview, importSummary } from "./support/import-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("tus-js-client", () => jest.requireActual("tus-js-client/lib.es5/browser/index.js"));

// Typing and choosing through a whole import takes a few seconds on a busy machine.
jest.setTimeout(20_000);

let edges: Edges;

/** The proposal for the existing collection "reviews" and its named vector "dense". */
const REVIEWS_PROPOSAL: ImportPreview["proposal"] = {
  target: { collection: "reviews" },
  mapping: { id: { column: "id" }, vectors: [{ vector: "dense", source: "json", column: "vector" }], payload: [{ column: "title", field: "title", type: "keyword" }] },
};

beforeEach(() => {
  edges = installEdges();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, (request) => {
    const { collection } = request.body as { collection?: string };
    return { status: 200, body: collection === "reviews" ? filmsPreview({ proposal: REVIEWS_PROPOSAL }) : filmsPreview() };
  });
  edges.api.route(`POST ${IMPORTS_PATH}`, (request) => ({ status: 201, body: { import: importSummary({ dryRun: (request.body as { dryRun: boolean }).dryRun }) } }));
  edges.api.route(/^GET \/api\/projects\/[^/]+\/imports\/[^/]+$/, { status: 200, body: { import: importSummary() } });
  edges.api.route(/^GET \/api\/projects\/[^/]+\/imports\/[^/]+\/errors$/, { status: 200, body: { errors: [], failed: 10 } });
});

afterEach(() => removeToasts());

function uploadId(): string {
  return [...edges.tus.uploads.keys()][0] ?? "";
}

it("proposes a new collection named after the file, and sends the mapping as edited", async () => {
  const user = userEvent.setup();
  openDataImport();
  const mapping = await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  const name = within(mapping).getByRole("textbox", { name: "Collection name" });
  expect(name).toHaveValue("films");
  await user.clear(name);
  await user.type(name, "films-2024");
  await user.selectOptions(within(mapping).getByRole("combobox", { name: "Distance" }), "Dot");
  await user.selectOptions(within(mapping).getByRole("combobox", { name: "Point ids" }), "Derive ids from the file");

  const vector = within(mapping).getByRole("group", { name: "Source of the unnamed vector" });
  expect(within(vector).getByRole("combobox", { name: "Column" })).toHaveValue("vector");
  await user.selectOptions(within(vector).getByRole("combobox", { name: "Source" }), "Delimited numbers");
  await user.selectOptions(within(vector).getByRole("combobox", { name: "Separator" }), "Comma");

  const payload = within(mapping).getByRole("table", { name: "Payload fields" });
  expect(within(payload).getByRole("checkbox", { name: "Include title" })).toBeChecked();
  expect(within(payload).getByRole("checkbox", { name: "Include id" })).not.toBeChecked();
  await user.click(within(payload).getByRole("checkbox", { name: "Include rating" }));
  await user.click(within(payload).getByRole("checkbox", { name: "Include id" }));
  await user.selectOptions(within(payload).getByRole("combobox", { name: "Read title as" }), "text");
  await user.clear(within(payload).getByRole("textbox", { name: "Field for title" }));
  await user.type(within(payload).getByRole("textbox", { name: "Field for title" }), "name");

  await user.click(screen.getByRole("button", { name: "Import" }));
  await waitFor(() => expect(edges.api.calls(`POST ${IMPORTS_PATH}`)).toHaveLength(1));
  expect(edges.api.calls(`POST ${IMPORTS_PATH}`)[0]?.body).toEqual({
    uploadId: uploadId(),
    target: { collection: "films-2024", create: { distance: "Dot" } },
    mapping: {
      id: null,
      vectors: [{ vector: "", source: "delimited", column: "vector", separator: "," }],
      payload: [
        { column: "id", field: "id", type: "integer" },
        { column: "title", field: "name", type: "text" },
      ],
    },
    dryRun: false,
  });
  expect(await screen.findByRole("region", { name: "Import of films.csv into films" })).toBeInTheDocument();
});

it("says that how a column is read types its values only, and creates no payload index", async () => {
  const user = userEvent.setup();
  openDataImport();
  const mapping = await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  const payload = within(mapping).getByRole("table", { name: "Payload fields" });
  expect(within(payload).getByRole("columnheader", { name: "Read as" })).toBeInTheDocument();
  expect(within(payload).queryByRole("columnheader", { name: "Type" })).not.toBeInTheDocument();
  expect(payload).toHaveAccessibleDescription(
    "“Read as” types each value as it is stored (a keyword, a number, a date…); it creates no payload index. To filter on a field quickly, add an index for it under Payload indexes on the collection's page in Datasets.",
  );
});

it("shows the service's refusal of the mapping's vectors beside them, until the mapping is edited", async () => {
  const user = userEvent.setup();
  const message =
    'Collection "minilm" needs its vector (384 dimensions) on every point, and the mapping gives none: every row would fail. To fill it, map a column that holds 384 numbers, or add an OpenAI-compatible model that makes 384 dimensions under Models and embed a text column with it.';
  edges.api.route(`POST ${IMPORTS_PATH}`, { status: 400, body: { error: { code: "bad_request", field: "mapping.vectors", message } } });
  openDataImport();
  const mapping = await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  await user.click(screen.getByRole("button", { name: "Dry run" }));

  const vectors = within(mapping).getByRole("region", { name: "Vectors" });
  expect(await within(vectors).findByRole("alert")).toHaveTextContent(message);
  const run = screen.getByRole("region", { name: "Run" });
  expect(within(run).getByRole("alert")).toHaveTextContent("Nothing was started: the mapping's vectors need attention (see Vectors above).");
  expect(screen.queryByRole("region", { name: /^Dry run of/ })).not.toBeInTheDocument();

  await user.click(within(mapping).getByRole("checkbox", { name: "Include rating" }));
  expect(within(vectors).queryByRole("alert")).not.toBeInTheDocument();
  expect(within(run).queryByRole("alert")).not.toBeInTheDocument();
});

it("asks for the preview again for an existing collection, and maps onto its vectors", async () => {
  const user = userEvent.setup();
  edges.api.route("GET /collections", qdrantOk({ collections: [{ name: "reviews" }] }));
  edges.api.route("GET /collections/reviews", qdrantOk(collectionInfo({ vectors: { dense: { size: 3, distance: "Cosine" } } })));
  openDataImport();
  const mapping = await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  await user.click(within(mapping).getByRole("radio", { name: "An existing collection" }));
  const collection = await within(mapping).findByRole("combobox", { name: "Collection" });
  await waitFor(() => expect(collection).toBeEnabled());
  await user.selectOptions(collection, "reviews (dense 3 · Cosine)");

  expect(await within(mapping).findByRole("group", { name: "Source of vector dense" })).toBeInTheDocument();
  expect(edges.api.calls(`POST ${IMPORTS_PATH}/preview`).map((call) => call.body)).toEqual([{ uploadId: uploadId() }, { uploadId: uploadId(), collection: "reviews" }]);
  expect(within(within(mapping).getByRole("table", { name: "Payload fields" })).getByRole("checkbox", { name: "Include rating" })).not.toBeChecked();

  await user.click(screen.getByRole("button", { name: "Dry run" }));
  await waitFor(() => expect(edges.api.calls(`POST ${IMPORTS_PATH}`)).toHaveLength(1));
  expect(edges.api.calls(`POST ${IMPORTS_PATH}`)[0]?.body).toEqual({ uploadId: uploadId(), target: { collection: "reviews" }, mapping: REVIEWS_PROPOSAL.mapping, dryRun: true });
  expect(edges.api.requests.filter((request) => request.path.startsWith("/collections")).every((request) => request.projectId === PROJECT_A.id)).toBe(true);
});

it("shows the form's own problems at their fields before sending anything", async () => {
  const user = userEvent.setup();
  edges.api.route(`GET /api/projects/${PROJECT_A.id}/models`, {
    status: 200,
    body: {
      canManage: true,
      models: [{ name: "glove-100-mean", kind: "dense", dimension: 100, runsOn: "built-in", description: "", usage: {}, usedBy: [], external: null }],
    },
  });
  openDataImport();
  const mapping = await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  await user.clear(within(mapping).getByRole("textbox", { name: "Collection name" }));
  const vector = within(mapping).getByRole("group", { name: "Source of the unnamed vector" });
  await user.selectOptions(within(vector).getByRole("combobox", { name: "Source" }), "Text to embed");
  await user.selectOptions(within(vector).getByRole("combobox", { name: "Column" }), "title");
  await user.click(screen.getByRole("button", { name: "Import" }));

  expect(within(mapping).getByRole("textbox", { name: "Collection name" })).toHaveAccessibleDescription("Name the new collection");
  expect(within(vector).getByRole("combobox", { name: "Model" })).toHaveAccessibleDescription("Choose a model");
  expect(screen.getByText("Some fields above need attention before this can run.")).toBeInTheDocument();
  expect(edges.api.calls(`POST ${IMPORTS_PATH}`)).toHaveLength(0);

  await user.type(within(mapping).getByRole("textbox", { name: "Collection name" }), "films");
  await user.selectOptions(within(vector).getByRole("combobox", { name: "Model" }), "glove-100-mean (dense, 100 dimensions)");
  await user.click(screen.getByRole("button", { name: "Import" }));
  await waitFor(() => expect(edges.api.calls(`POST ${IMPORTS_PATH}`)).toHaveLength(1));
  expect(edges.api.calls(`POST ${IMPORTS_PATH}`)[0]?.body).toMatchObject({ mapping: { vectors: [{ vector: "", source: "text", column: "title", model: "glove-100-mean" }] } });
});

it("shows the service's refusals as it words them", async () => {
  const user = userEvent.setup();
  const refusals = [
    { status: 400, body: { error: { code: "bad_request", message: 'No column named "key" in the file (its columns: id, title, rating, vector)' } } },
    { status: 409, body: { error: { code: "conflict", message: 'Collection "films" already exists: pick another name, or import into it' } } },
    { status: 404, body: { error: { code: "not_found", message: "No such upload in this project" } } },
  ];
  let attempt = 0;
  edges.api.route(`POST ${IMPORTS_PATH}`, () => refusals[attempt++]!);
  openDataImport();
  await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  for (const refusal of refusals) {
    await user.click(screen.getByRole("button", { name: "Dry run" }));
    expect(await screen.findByText(refusal.body.error.message)).toBeInTheDocument();
  }
  expect(screen.queryByRole("region", { name: /^Dry run of/ })).not.toBeInTheDocument();
});
