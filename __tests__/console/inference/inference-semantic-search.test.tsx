// The Inference page's Semantic search tab: a collection and its vector, the
// models that fit it (the others disabled with the reason), a question sent
// as Qdrant's inference object {text, model}, the nearest points, the
// service's message for a refused query, and the same request as code.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InferencePage from "../../../src/areas/inference/inference-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, PROJECT_A, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";
import { listModels } from "../support/model-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

const NEAREST = [
  { id: 2, version: 1, score: 0.8123, payload: { text: "Foxes live in dens" } },
  { id: 1, version: 1, score: 0.4, payload: { text: "Databases store rows" } },
];

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  listModels(edge);
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "articles" }, { name: "notes" }] }));
  const articles = collectionInfo({ vectors: { body: { size: 512, distance: "Cosine" }, title: { size: 100, distance: "Dot" } }, points: 3 });
  articles.config.params.sparse_vectors = { bm25: { modifier: "idf" } };
  edge.route("GET /collections/articles", qdrantOk(articles));
  edge.route("GET /collections/notes", qdrantOk(collectionInfo({ size: 8 })));
  edge.route("POST /collections/articles/points/query", qdrantOk({ points: NEAREST }));
});

afterEach(() => removeToasts());

async function openSemanticSearch() {
  const user = userEvent.setup();
  renderConsole(<InferencePage location={{ pathname: "/ai-hub/inference" }} />);
  await user.click(await screen.findByRole("tab", { name: "Semantic search" }));
  return user;
}

const optionState = () => screen.getAllByRole("option").map((option) => [option.textContent, option.getAttribute("aria-disabled") === "true"]);

it("asks for the collections only once its tab opens", async () => {
  renderConsole(<InferencePage location={{ pathname: "/ai-hub/inference" }} />);
  await screen.findByRole("combobox", { name: "Model" });
  expect(edge.calls("GET /collections")).toHaveLength(0);
});

it("offers the models that fit the vector chosen, and says why the others do not", async () => {
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: "articles (named vectors: body, title, sparse bm25)" }));
  expect(screen.getByRole("combobox", { name: "Vector" })).toHaveTextContent("body (512 · Cosine)");
  const model = screen.getByRole("combobox", { name: "Model" });
  expect(model).toHaveTextContent("universal-sentence-encoder-lite");
  expect(model).toHaveAccessibleDescription("1 of 4 models fit body (512 · Cosine)");
  await user.click(model);
  expect(optionState()).toEqual([
    ["universal-sentence-encoder-litedense · 512", false],
    ["glove-100-meandense · 100: 100 dimensions; this vector has 512", true],
    ["qdrant/bm25sparse: A sparse model: this vector is dense", true],
    ["openai-smalldense · dimension not known yet: Not tested yet, so its dimension is unknown: test it in Models", true],
  ]);
  await user.keyboard("{Escape}");

  await user.click(screen.getByRole("combobox", { name: "Vector" }));
  await user.click(screen.getByRole("option", { name: "title (100 · Dot)" }));
  expect(screen.getByRole("combobox", { name: "Model" })).toHaveTextContent("glove-100-mean");

  await user.click(screen.getByRole("combobox", { name: "Vector" }));
  await user.click(screen.getByRole("option", { name: "bm25 (sparse · IDF)" }));
  expect(screen.getByRole("combobox", { name: "Model" })).toHaveTextContent("qdrant/bm25");
  await user.click(screen.getByRole("combobox", { name: "Model" }));
  expect(optionState().filter(([, isDisabled]) => !isDisabled)).toEqual([["qdrant/bm25sparse", false]]);
  expect(screen.getByRole("option", { name: /^universal-sentence-encoder-lite/ })).toHaveTextContent("A dense model: this vector is sparse");
}, 20_000);

it("says so when no model of the project fits the vector, and sends nothing", async () => {
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: "notes (8 · Cosine)" }));
  const model = screen.getByRole("combobox", { name: "Model" });
  expect(model).toHaveAccessibleDescription("None of the project's 4 models fits Unnamed vector (8 · Cosine): add one in Models");
  await user.type(screen.getByRole("textbox", { name: "Question" }), "anything");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(edge.requests.filter((request) => request.method === "POST")).toHaveLength(0);
}, 20_000);

it("searches by the question as {text, model} in the vector chosen and shows the nearest points", async () => {
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: /^articles/ }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("textbox", { name: "Question" })).toHaveAccessibleDescription("Ask a question, or type the text to search by");
  expect(edge.calls("POST /collections/articles/points/query")).toHaveLength(0);

  await user.type(screen.getByRole("textbox", { name: "Question" }), "  Where do foxes sleep?  ");
  await user.clear(screen.getByRole("textbox", { name: "Limit" }));
  await user.type(screen.getByRole("textbox", { name: "Limit" }), "5");
  await user.click(screen.getByRole("button", { name: "Search" }));

  const results = await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/articles/points/query")).toEqual([
    expect.objectContaining({
      projectId: PROJECT_A.id,
      body: { query: { text: "Where do foxes sleep?", model: "universal-sentence-encoder-lite" }, using: "body", limit: 5, with_payload: true },
    }),
  ]);
  expect(within(results).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2", "1"]);
  expect(within(results).getByText("0.8123")).toBeInTheDocument();
  expect(within(results).getAllByRole("row")[1]).toHaveTextContent("Foxes live in dens");
  expect(screen.getByText("2 points from articles")).toBeInTheDocument();
}, 20_000);

it("leaves `using` out for a collection's one unnamed vector", async () => {
  edge.route("GET /collections/notes", qdrantOk(collectionInfo({ size: 100 })));
  edge.route("POST /collections/notes/points/query", qdrantOk({ points: [] }));
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: "notes (100 · Cosine)" }));
  await user.type(screen.getByRole("textbox", { name: "Question" }), "red fox");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No point matched in notes.")).toBeInTheDocument();
  expect(edge.calls("POST /collections/notes/points/query")[0]?.body).toEqual({ query: { text: "red fox", model: "glove-100-mean" }, limit: 10, with_payload: true });
}, 20_000);

it("shows the service's message when it refuses the query", async () => {
  edge.route("POST /collections/articles/points/query", qdrantError(400, "Wrong input: the model glove-100-mean makes 100-dimensional vectors; vector body has 512 dimensions"));
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: /^articles/ }));
  await user.type(screen.getByRole("textbox", { name: "Question" }), "foxes");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The query was refused: Wrong input: the model glove-100-mean makes 100-dimensional vectors; vector body has 512 dimensions",
  );
}, 20_000);

it("shows the same request as code: curl, JavaScript and Python with the text object", async () => {
  const user = await openSemanticSearch();
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: /^articles/ }));
  await user.type(screen.getByRole("textbox", { name: "Question" }), "Where do foxes sleep?");
  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  const panel = () => within(dialog).getByRole("tabpanel");
  expect(await within(dialog).findByRole("tabpanel")).toHaveTextContent("/collections/articles/points/query");
  expect(panel()).toHaveTextContent(`"query": { "text": "Where do foxes sleep?", "model": "universal-sentence-encoder-lite" }, "using": "body",`);
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(panel()).toHaveTextContent(`await client.query("articles", { query: { text: "Where do foxes sleep?", model: "universal-sentence-encoder-lite", }, using: "body",`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(panel()).toHaveTextContent(`cloud_inference=True)`);
  expect(panel()).toHaveTextContent(`query=models.Document(text="Where do foxes sleep?", model="universal-sentence-encoder-lite"), using="body",`);
  expect(edge.calls("POST /collections/articles/points/query")).toHaveLength(0);
}, 20_000);

it("points to Datasets while the project has no collection", async () => {
  edge.route("GET /collections", qdrantOk({ collections: [] }));
  await openSemanticSearch();
  const empty = await screen.findByRole("region", { name: "No collection to search yet" });
  expect(within(empty).getByRole("link", { name: "Go to Datasets" })).toHaveAttribute("href", "/ai-hub/datasets");
});
