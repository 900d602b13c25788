// Search and Discovery in a collection of a dense and a sparse vector: a
// sparse query typed and checked before it is sent, and a hybrid query (a
// dense and a sparse prefetch fused by RRF or DBSF), sent and shown as code.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";
import { listModels } from "../support/model-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

const FUSED = [
  { id: 3, version: 1, score: 0.0328, payload: { title: "Both" } },
  { id: 1, version: 1, score: 0.0161, payload: { title: "Dense only" } },
];

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  listModels(edge);
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "hybrid" }] }));
  const info = collectionInfo({ vectors: { dense: { size: 3, distance: "Cosine" } }, points: 3 });
  info.config.params.sparse_vectors = { bm25: { modifier: "idf" } };
  edge.route("GET /collections/hybrid", qdrantOk(info));
  edge.route("POST /collections/hybrid/points/query", qdrantOk({ points: FUSED }));
});

afterEach(() => removeToasts());

/** A prefetch searches by text when a model of the project fits its vector (BM25 fits the sparse one): these rows are typed as vectors. */
async function searchByVector(user: ReturnType<typeof userEvent.setup>, prefetch: HTMLElement) {
  await user.click(within(prefetch).getByRole("button", { name: "Vector" }));
}

function openSearch() {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: "" }} />);
}

it("takes a sparse query as index:value pairs, checks it before sending, and searches it by name", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  expect(screen.getByRole("option", { name: "hybrid (named vectors: dense, sparse bm25)" })).toBeInTheDocument();
  await user.keyboard("{Escape}");
  const vectorName = screen.getByRole("combobox", { name: "Vector name" });
  await user.click(vectorName);
  await user.click(screen.getByRole("option", { name: "bm25 (sparse · IDF)" }));

  const sparse = screen.getByRole("textbox", { name: "Sparse vector" });
  expect(sparse).toHaveAccessibleDescription(`Weights for bm25: index:value pairs (1:0.3, 5:1.2) or {"indices": [1, 5], "values": [0.3, 1.2]}`);
  await user.type(sparse, "1:0.5, 1:0.7");
  expect(sparse).toHaveAccessibleDescription("Index 1 is given twice: indices must be unique");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(edge.calls("POST /collections/hybrid/points/query")).toHaveLength(0);

  await user.clear(sparse);
  await user.click(sparse);
  await user.paste(`{"indices": [5, 1], "values": [1.2, 0.3]}`);
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("table", { name: "Results" })).toBeInTheDocument();
  expect(edge.calls("POST /collections/hybrid/points/query")[0]?.body).toEqual({
    query: { indices: [5, 1], values: [1.2, 0.3] },
    using: "bm25",
    limit: 10,
    with_payload: true,
  });
}, 20_000);

it("fuses a dense and a sparse prefetch, shows the fused results, and the same request as code", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Hybrid" }));
  const dense = await screen.findByRole("group", { name: "Prefetch 1" });
  const sparse = screen.getByRole("group", { name: "Prefetch 2" });
  // Each prefetch names its vector: the form's own vector choice is gone.
  expect(screen.getAllByRole("combobox", { name: "Vector name" })).toHaveLength(2);
  expect(within(dense).getByRole("combobox", { name: "Vector name" })).toHaveTextContent("dense (3 · Cosine)");
  expect(within(sparse).getByRole("combobox", { name: "Vector name" })).toHaveTextContent("bm25 (sparse · IDF)");
  // No model of the project makes 3 dimensions: the dense prefetch starts by vector, the sparse one by text.
  expect(within(dense).getByRole("button", { name: "Vector" })).toHaveAttribute("aria-pressed", "true");
  expect(await within(sparse).findByRole("combobox", { name: "Model" })).toHaveTextContent("qdrant/bm25");
  await searchByVector(user, sparse);

  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(within(dense).getByRole("textbox", { name: "Vector" })).toHaveAccessibleDescription("Paste a vector: a JSON array of numbers");
  expect(within(sparse).getByRole("textbox", { name: "Sparse vector" })).toHaveAccessibleDescription(/^Enter a sparse vector/);
  expect(edge.calls("POST /collections/hybrid/points/query")).toHaveLength(0);

  await user.click(within(dense).getByRole("textbox", { name: "Vector" }));
  await user.paste("[0.1, 0.2, 0.3]");
  await user.type(within(sparse).getByRole("textbox", { name: "Sparse vector" }), "17:0.5 42:1.5");
  await user.clear(within(sparse).getByRole("textbox", { name: "Limit" }));
  await user.type(within(sparse).getByRole("textbox", { name: "Limit" }), "50");
  await user.click(screen.getByRole("combobox", { name: "Fusion" }));
  await user.click(screen.getByRole("option", { name: "Distribution-based score fusion (DBSF)" }));
  await user.click(screen.getByRole("button", { name: "Search" }));

  const results = await screen.findByRole("table", { name: "Results" });
  expect(within(results).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["3", "1"]);
  expect(screen.getByText("2 points from hybrid")).toBeInTheDocument();
  expect(edge.calls("POST /collections/hybrid/points/query")[0]?.body).toEqual({
    prefetch: [
      { query: [0.1, 0.2, 0.3], using: "dense", limit: 20 },
      { query: { indices: [17, 42], values: [0.5, 1.5] }, using: "bm25", limit: 50 },
    ],
    query: { fusion: "dbsf" },
    limit: 10,
    with_payload: true,
  });

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`"fusion": "dbsf"`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(
    `models.Prefetch(query=models.SparseVector(indices=[17, 42], values=[0.5, 1.5]), using="bm25", limit=50), ], query=models.FusionQuery(fusion=models.Fusion.DBSF),`,
  );
}, 20_000);

it("adds and removes prefetches, with RRF's k checked, and shows the service's message for a refused query", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/hybrid/points/query", qdrantError(422, "Validation error in JSON body: [prefetch[1].query.indices: must be unique]"));
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Hybrid" }));
  await user.click(await screen.findByRole("button", { name: "Add prefetch" }));
  const third = screen.getByRole("group", { name: "Prefetch 3" });
  expect(within(third).getByRole("textbox", { name: "Vector" })).toHaveFocus();
  await user.click(within(third).getByRole("button", { name: "Remove prefetch 3" }));
  expect(screen.queryByRole("group", { name: "Prefetch 3" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Add prefetch" })).toHaveFocus();

  await user.type(screen.getByRole("textbox", { name: "RRF k" }), "0");
  expect(screen.getByRole("textbox", { name: "RRF k" })).toHaveAccessibleDescription("A whole number from 1, or blank for 2");
  await user.clear(screen.getByRole("textbox", { name: "RRF k" }));
  await user.type(screen.getByRole("textbox", { name: "RRF k" }), "30");
  await user.click(within(screen.getByRole("group", { name: "Prefetch 1" })).getByRole("textbox", { name: "Vector" }));
  await user.paste("[1, 0, 0]");
  await searchByVector(user, screen.getByRole("group", { name: "Prefetch 2" }));
  await user.type(within(screen.getByRole("group", { name: "Prefetch 2" })).getByRole("textbox", { name: "Sparse vector" }), "1:1");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The query was refused: Validation error in JSON body: [prefetch[1].query.indices: must be unique]");
  expect(edge.calls("POST /collections/hybrid/points/query")[0]?.body).toMatchObject({ query: { rrf: { k: 30 } } });
}, 20_000);

it("weighs each prefetch in RRF, blank for 1, checked, shown as code, and sends no weights for DBSF", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Hybrid" }));
  const dense = await screen.findByRole("group", { name: "Prefetch 1" });
  const sparse = screen.getByRole("group", { name: "Prefetch 2" });
  await user.click(within(dense).getByRole("textbox", { name: "Vector" }));
  await user.paste("[1, 0, 0]");
  await searchByVector(user, sparse);
  await user.type(within(sparse).getByRole("textbox", { name: "Sparse vector" }), "1:1");
  const weight = within(dense).getByRole("textbox", { name: "Weight" });
  expect(weight).toHaveAccessibleDescription("In RRF; blank for 1");
  await user.type(weight, "0");
  expect(weight).toBeInvalid();
  expect(weight).toHaveAccessibleDescription("A number above 0, or blank for 1");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(edge.calls("POST /collections/hybrid/points/query")).toHaveLength(0);

  await user.clear(weight);
  await user.type(weight, "3");
  await user.type(screen.getByRole("textbox", { name: "RRF k" }), "10");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/hybrid/points/query")[0]?.body).toMatchObject({ query: { rrf: { k: 10, weights: [3, 1] } } });

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`"rrf": { "k": 10, "weights": [ 3, 1 ] }`);
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`query: { rrf: { k: 10, weights: [3, 1] } },`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`query=models.RrfQuery(rrf=models.Rrf(k=10, weights=[3, 1])),`);
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Query as code" })).not.toBeInTheDocument());

  await user.click(screen.getByRole("combobox", { name: "Fusion" }));
  await user.click(screen.getByRole("option", { name: "Distribution-based score fusion (DBSF)" }));
  expect(within(dense).queryByRole("textbox", { name: "Weight" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(edge.calls("POST /collections/hybrid/points/query")[1]?.body).toMatchObject({ query: { fusion: "dbsf" } });
}, 30_000);
