// Search and Discovery by text: a text the service embeds with a model of the
// project, sent as Qdrant's inference object {text, model} (nearest, or
// re-ranked by MMR), the models offered filtered to the vector searched with
// the reason for each one left out, and the request as code.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";
import { MODELS_PATH, listModels } from "../support/model-fixtures";

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
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "articles" }, { name: "small" }] }));
  const articles = collectionInfo({ vectors: { body: { size: 512, distance: "Cosine" } }, points: 3 });
  articles.config.params.sparse_vectors = { bm25: { modifier: "idf" } };
  edge.route("GET /collections/articles", qdrantOk(articles));
  edge.route("GET /collections/small", qdrantOk(collectionInfo({ size: 8 })));
  edge.route("POST /collections/articles/points/query", qdrantOk({ points: NEAREST }));
});

afterEach(() => removeToasts());

async function openByText(collection = "articles") {
  const user = userEvent.setup();
  renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: `?collection=${collection}` }} />);
  await user.click(await screen.findByRole("tab", { name: "By text" }));
  await screen.findByRole("combobox", { name: "Model" });
  return user;
}

const sentBodies = () => edge.calls("POST /collections/articles/points/query").map((request) => request.body);

it("asks for the project's models only when the By text tab opens", async () => {
  const user = userEvent.setup();
  renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: "?collection=articles" }} />);
  const tabs = await screen.findAllByRole("tab");
  expect(tabs.map((tab) => tab.textContent)).toEqual(["By vector", "By text", "By point", "Recommend", "Discover", "Hybrid", "Order by", "Random sample"]);
  await screen.findByRole("textbox", { name: "Vector" });
  expect(edge.calls(`GET ${MODELS_PATH}`)).toHaveLength(0);
  await user.click(screen.getByRole("tab", { name: "By text" }));
  expect(await screen.findByRole("combobox", { name: "Model" })).toBeInTheDocument();
  expect(edge.calls(`GET ${MODELS_PATH}`)).toHaveLength(1);
});

it("offers the models that fit the vector searched, with the reason for the others, and sends {text, model}", async () => {
  const user = await openByText();
  const model = screen.getByRole("combobox", { name: "Model" });
  expect(model).toHaveTextContent("universal-sentence-encoder-lite");
  expect(model).toHaveAccessibleDescription("1 of 4 models fit body (512 · Cosine)");
  await user.click(model);
  expect(screen.getAllByRole("option").map((option) => [option.textContent, option.getAttribute("aria-disabled") === "true"])).toEqual([
    ["universal-sentence-encoder-litedense · 512", false],
    ["glove-100-meandense · 100: 100 dimensions; this vector has 512", true],
    ["qdrant/bm25sparse: A sparse model: this vector is dense", true],
    ["openai-smalldense · dimension not known yet: Not tested yet, so its dimension is unknown: test it in Models", true],
  ]);
  await user.keyboard("{Escape}");

  await user.type(screen.getByRole("textbox", { name: "Text" }), "Where do foxes sleep?");
  await user.click(screen.getByRole("button", { name: "Search" }));
  const results = await screen.findByRole("table", { name: "Results" });
  expect(within(results).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2", "1"]);
  expect(sentBodies()).toEqual([{ query: { text: "Where do foxes sleep?", model: "universal-sentence-encoder-lite" }, using: "body", limit: 10, with_payload: true }]);

  // The sparse vector: only the sparse model fits, and is chosen.
  await user.click(screen.getByRole("combobox", { name: "Vector name" }));
  await user.click(screen.getByRole("option", { name: "bm25 (sparse · IDF)" }));
  expect(screen.getByRole("combobox", { name: "Model" })).toHaveTextContent("qdrant/bm25");
  expect(screen.getByRole("combobox", { name: "Model" })).toHaveAccessibleDescription("1 of 4 models fit bm25 (sparse · IDF)");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()[1]).toEqual({ query: { text: "Where do foxes sleep?", model: "qdrant/bm25" }, using: "bm25", limit: 10, with_payload: true });
}, 30_000);

it("checks the text before sending", async () => {
  const user = await openByText();
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("textbox", { name: "Text" })).toHaveAccessibleDescription("Enter a text to search by");
  expect(sentBodies()).toHaveLength(0);
}, 20_000);

it("says when no model of the project fits the vector, and sends nothing", async () => {
  const user = await openByText("small");
  const model = screen.getByRole("combobox", { name: "Model" });
  expect(model).toHaveAccessibleDescription("None of the project's 4 models fits Unnamed vector (8 · Cosine): add one in Models");
  expect(model).toBeInvalid();
  await user.type(screen.getByRole("textbox", { name: "Text" }), "red fox");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(edge.requests.filter((request) => request.method === "POST")).toHaveLength(0);
}, 20_000);

it("re-ranks a text query by MMR, and shows it as code with the text object", async () => {
  const user = await openByText();
  await user.type(screen.getByRole("textbox", { name: "Text" }), "red fox");
  await user.click(await screen.findByRole("switch", { name: "Diversity (MMR)" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([
    { query: { nearest: { text: "red fox", model: "universal-sentence-encoder-lite" }, mmr: { diversity: 0.5 } }, using: "body", limit: 10, with_payload: true },
  ]);

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  const panel = () => within(dialog).getByRole("tabpanel");
  expect(await within(dialog).findByRole("tabpanel")).toHaveTextContent(`"nearest": { "text": "red fox", "model": "universal-sentence-encoder-lite" },`);
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(panel()).toHaveTextContent(`nearest: { text: "red fox", model: "universal-sentence-encoder-lite" },`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(panel()).toHaveTextContent("cloud_inference=True)");
  expect(panel()).toHaveTextContent(
    `query=models.NearestQuery(nearest=models.Document(text="red fox", model="universal-sentence-encoder-lite"), mmr=models.Mmr(diversity=0.5)),`,
  );
}, 30_000);

it("shows the service's message when it refuses the model", async () => {
  edge.route("POST /collections/articles/points/query", qdrantError(400, "Wrong input: no model named universal-sentence-encoder-lite in this project"));
  const user = await openByText();
  await user.type(screen.getByRole("textbox", { name: "Text" }), "red fox");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The query was refused: Wrong input: no model named universal-sentence-encoder-lite in this project");
}, 20_000);

it("fuses a dense and a sparse prefetch each given the same text, with the models that fit, and shows it as code", async () => {
  const user = userEvent.setup();
  renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: "?collection=articles" }} />);
  await user.click(await screen.findByRole("tab", { name: "Hybrid" }));
  const dense = await screen.findByRole("group", { name: "Prefetch 1" });
  const sparse = screen.getByRole("group", { name: "Prefetch 2" });
  const denseModel = await within(dense).findByRole("combobox", { name: "Model" });
  expect(denseModel).toHaveTextContent("universal-sentence-encoder-lite");
  expect(denseModel).toHaveAccessibleDescription("1 of 4 models fit body (512 · Cosine)");
  expect(within(sparse).getByRole("combobox", { name: "Model" })).toHaveTextContent("qdrant/bm25");
  expect(within(dense).getByRole("button", { name: "Text" })).toHaveAttribute("aria-pressed", "true");

  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(within(dense).getByRole("textbox", { name: "Text" })).toHaveAccessibleDescription("Enter a text to search by");
  expect(sentBodies()).toHaveLength(0);

  await user.type(within(dense).getByRole("textbox", { name: "Text" }), "red fox");
  await user.type(within(sparse).getByRole("textbox", { name: "Text" }), "red fox");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([
    {
      prefetch: [
        { query: { text: "red fox", model: "universal-sentence-encoder-lite" }, using: "body", limit: 20 },
        { query: { text: "red fox", model: "qdrant/bm25" }, using: "bm25", limit: 20 },
      ],
      query: { fusion: "rrf" },
      limit: 10,
      with_payload: true,
    },
  ]);

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(
    `models.Prefetch(query=models.Document(text="red fox", model="qdrant/bm25"), using="bm25", limit=20),`,
  );
}, 30_000);
