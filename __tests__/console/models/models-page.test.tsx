import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ModelSummary } from "../../../contract/models";
import ModelsPage from "../../../src/areas/models/models-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";
import { BM25, GLOVE as GLOVE_UNUSED, MODELS_PATH, OPENAI, USE_LITE } from "../support/model-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// The list's own figures: GloVe measured and used by two collections.
const GLOVE: ModelSummary = { ...GLOVE_UNUSED, usage: { requests: 4, texts: 1200, textsPerSecond: 5210.4, averageLatencyMs: 57.6 }, usedBy: ["articles", "reviews"] };

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
});

afterEach(() => removeToasts());

function listing(models: ModelSummary[], canManage = true) {
  edge.route(`GET ${MODELS_PATH}`, { status: 200, body: { models, canManage } });
}

function openModels(pathname = "/ai-hub/models/") {
  return renderConsole(<ModelsPage location={{ pathname }} />);
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr") as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell").map((cell) => cell.textContent);

it("lists every model: kind, dimension, where it runs, throughput, latency, the collections it filled and its last test", async () => {
  listing([GLOVE, BM25, OPENAI]);
  openModels();
  expect(screen.getByRole("heading", { level: 1, name: "Models" })).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "Models" });
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Kind", "Dimension", "Runs on", "Throughput", "Latency", "Used by", "Last test", ""]);
  expect(within(rowOf("glove-100-mean")).getByRole("rowheader")).toHaveTextContent("glove-100-meanThe mean of GloVe word vectors");
  expect(cellsOf(rowOf("glove-100-mean"))).toEqual(["dense", "100", "Built-in", "5,210.4 texts/s", "57.6 ms", "articles, reviews", "–", ""]);
  expect(cellsOf(rowOf("qdrant/bm25"))).toEqual(["sparse", "–", "Built-in", "Not measured", "Not measured", "None yet", "–", ""]);
  expect(cellsOf(rowOf("openai-small")).slice(0, 7)).toEqual(["dense", "Not tested yet", "Externalhttps://api.openai.com/v1 · Key …x9Qa", "Not measured", "Not measured", "None yet", "Not tested yet"]);
  expect(within(rowOf("openai-small")).getByRole("button", { name: "Test model openai-small" })).toBeInTheDocument();
  expect(within(rowOf("glove-100-mean")).queryAllByRole("button")).toHaveLength(0);
  expect(edge.calls(`GET ${MODELS_PATH}`)[0]).toMatchObject({ authorization: "Bearer id-token-1" });
});

it("shows progress while the models load, and the service's message when they cannot", async () => {
  edge.route(`GET ${MODELS_PATH}`, { status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
  openModels();
  expect(await screen.findByRole("progressbar", { name: "Loading the models" })).toBeInTheDocument();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The models could not be loaded");
  expect(alert).toHaveTextContent("Project not found");
  expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
});

it("explains external models while there are none, and offers to add one to those who may", async () => {
  listing([GLOVE, BM25]);
  openModels();
  const empty = await screen.findByRole("region", { name: "No external models yet" });
  expect(empty).toHaveTextContent("any OpenAI-compatible embeddings endpoint: OpenAI, Ollama, Text Embeddings Inference or vLLM. Add one by its base URL, model name and API key");
  expect(within(empty).getByRole("button", { name: "Add external model" })).toBeInTheDocument();
});

it("offers a member no way to add, test, edit or delete models", async () => {
  listing([GLOVE, OPENAI], false);
  openModels();
  await screen.findByRole("table", { name: "Models" });
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).not.toContain("");
});

it("says what a member cannot do while there is no external model", async () => {
  listing([GLOVE], false);
  openModels();
  const empty = await screen.findByRole("region", { name: "No external models yet" });
  expect(empty).toHaveTextContent("Owners and admins of the organisation can add one");
  expect(within(empty).queryByRole("button")).not.toBeInTheDocument();
});

it("adds an external model after checking the form, and never shows its key", async () => {
  const user = userEvent.setup();
  listing([GLOVE, BM25]);
  edge.route(`POST ${MODELS_PATH}`, (request) => {
    const body = request.body as { name: string; baseUrl: string; providerModel: string };
    return { status: 201, body: { model: { ...OPENAI, name: body.name, external: { ...OPENAI.external, baseUrl: body.baseUrl, providerModel: body.providerModel, apiKeyLastFour: "1234" } } } };
  });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Add external model" }));
  const dialog = await screen.findByRole("dialog", { name: "Add external model" });
  await user.click(within(dialog).getByRole("button", { name: "Add model" }));
  expect(within(dialog).getByText("Enter a name for the model")).toBeInTheDocument();
  expect(within(dialog).getByText("Enter the provider's base URL, e.g. https://api.openai.com/v1")).toBeInTheDocument();
  expect(within(dialog).getByText("Enter the model's name at the provider, e.g. text-embedding-3-small")).toBeInTheDocument();

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "my-openai");
  await user.type(within(dialog).getByRole("textbox", { name: "Base URL" }), "ftp://api.openai.com/v1");
  await user.type(within(dialog).getByRole("textbox", { name: "Provider model" }), "text-embedding-3-small");
  await user.type(within(dialog).getByLabelText("API key"), "sk-secret-1234");
  expect(within(dialog).getByText("The base URL must start with http:// or https://")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Add model" }));
  expect(edge.calls(`POST ${MODELS_PATH}`)).toHaveLength(0);

  await user.clear(within(dialog).getByRole("textbox", { name: "Base URL" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Base URL" }), "https://api.openai.com/v1/");
  await user.click(within(dialog).getByRole("button", { name: "Add model" }));
  expect(await screen.findByText("Model my-openai added: test it to learn its dimension")).toBeInTheDocument();
  expect(edge.calls(`POST ${MODELS_PATH}`)[0]?.body).toEqual({ name: "my-openai", baseUrl: "https://api.openai.com/v1", providerModel: "text-embedding-3-small", apiKey: "sk-secret-1234" });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(cellsOf(rowOf("my-openai"))[2]).toBe("Externalhttps://api.openai.com/v1 · Key …1234");
  expect(screen.queryByText(/sk-secret/)).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "No external models yet" })).not.toBeInTheDocument();
});

it("keeps the form, with the service's message, when adding is refused", async () => {
  const user = userEvent.setup();
  listing([GLOVE]);
  edge.route(`POST ${MODELS_PATH}`, { status: 409, body: { error: { code: "conflict", message: '"glove-100-mean" is the name of a built-in model: choose another name' } } });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Add external model" }));
  const dialog = await screen.findByRole("dialog", { name: "Add external model" });
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "glove-100-mean");
  await user.type(within(dialog).getByRole("textbox", { name: "Base URL" }), "http://localhost:11434/v1");
  await user.type(within(dialog).getByRole("textbox", { name: "Provider model" }), "nomic-embed-text");
  await user.click(within(dialog).getByRole("button", { name: "Add model" }));
  expect(await within(dialog).findByText('"glove-100-mean" is the name of a built-in model: choose another name')).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("glove-100-mean");
  expect(edge.calls(`POST ${MODELS_PATH}`)[0]?.body).toEqual({ name: "glove-100-mean", baseUrl: "http://localhost:11434/v1", providerModel: "nomic-embed-text" });
});

it("tests a model: its dimension and latency, then on its row", async () => {
  const user = userEvent.setup();
  listing([GLOVE, OPENAI]);
  const tested = { ...OPENAI, dimension: 1536, external: { ...OPENAI.external!, lastTest: { at: "2026-11-21T10:00:00.000Z", outcome: "succeeded" as const, latencyMs: 240, error: null } } };
  edge.route(`POST ${MODELS_PATH}/openai-small/test`, { status: 200, body: { dimension: 1536, latencyMs: 240, model: tested } });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Test model openai-small" }));
  expect(await screen.findByText("openai-small answered a 1536-dimensional vector in 240 ms")).toBeInTheDocument();
  expect(cellsOf(rowOf("openai-small"))[1]).toBe("1,536");
  expect(cellsOf(rowOf("openai-small"))[6]).toBe("Passed in 240 ms");
});

it("shows the provider's message when a test fails, on its row too", async () => {
  const user = userEvent.setup();
  listing([OPENAI]);
  const message = "api.openai.com answered HTTP 401: Incorrect API key provided.";
  edge.route(`POST ${MODELS_PATH}/openai-small/test`, () => {
    listing([{ ...OPENAI, external: { ...OPENAI.external!, lastTest: { at: "2026-11-21T10:00:00.000Z", outcome: "failed", latencyMs: null, error: message } } }]);
    return { status: 422, body: { error: { code: "unprocessable", message } } };
  });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Test model openai-small" }));
  expect(await screen.findByText(`openai-small failed its test: ${message}`)).toBeInTheDocument();
  await waitFor(() => expect(cellsOf(rowOf("openai-small"))[6]).toBe(`Failed: ${message}`));
});

it("edits a model: the fields it changed, and removing its key", async () => {
  const user = userEvent.setup();
  listing([OPENAI]);
  edge.route(`PATCH ${MODELS_PATH}/openai-small`, { status: 200, body: { model: { ...OPENAI, external: { ...OPENAI.external!, providerModel: "text-embedding-3-large", hasApiKey: false, apiKeyLastFour: null } } } });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Edit model openai-small" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit openai-small" });
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toBeDisabled();
  expect(within(dialog).getByText("Leave blank to keep the key ending …x9Qa")).toBeInTheDocument();
  const providerModel = within(dialog).getByRole("textbox", { name: "Provider model" });
  await user.clear(providerModel);
  await user.type(providerModel, "text-embedding-3-large");
  await user.click(within(dialog).getByRole("checkbox", { name: "Remove the API key" }));
  await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
  expect(await screen.findByText("Model openai-small saved")).toBeInTheDocument();
  expect(edge.calls(`PATCH ${MODELS_PATH}/openai-small`)[0]?.body).toEqual({ providerModel: "text-embedding-3-large", apiKey: null });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(cellsOf(rowOf("openai-small"))[2]).toBe("Externalhttps://api.openai.com/v1 · No API key");
});

it("deletes a model after asking", async () => {
  const user = userEvent.setup();
  listing([GLOVE, { ...OPENAI, usedBy: ["articles"] }]);
  edge.route(`DELETE ${MODELS_PATH}/openai-small`, { status: 204 });
  openModels();
  await user.click(await screen.findByRole("button", { name: "Delete model openai-small" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete external model" });
  expect(dialog).toHaveTextContent("Imports and searches that name openai-small will be refused from now on, and its API key is forgotten. The collections it filled (articles) keep their vectors.");
  expect(edge.calls(`DELETE ${MODELS_PATH}/openai-small`)).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Delete model" }));
  expect(await screen.findByText("Model openai-small deleted")).toBeInTheDocument();
  expect(edge.calls(`DELETE ${MODELS_PATH}/openai-small`)).toHaveLength(1);
  expect(screen.queryByRole("rowheader", { name: /^openai-small/ })).not.toBeInTheDocument();
  expect(await screen.findByRole("region", { name: "No external models yet" })).toBeInTheDocument();
});

it("answers an unknown sub-path with a way back", () => {
  openModels("/ai-hub/models/no-such-thing");
  expect(screen.getByRole("heading", { level: 2, name: "Not found in Models" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Models" })).toHaveAttribute("href", "/ai-hub/models");
});

it("says plainly which sizes the built-in models make, and what any other size needs", async () => {
  listing([USE_LITE, GLOVE, BM25, OPENAI]);
  openModels();
  await screen.findByRole("table", { name: "Models" });
  expect(
    screen.getByText(
      "The built-in models make 512-dimension vectors (universal-sentence-encoder-lite), 100-dimension vectors (glove-100-mean) and sparse BM25-style vectors (qdrant/bm25). A collection of any other size, such as 384 or 768, needs an OpenAI-compatible model that makes that size, added here; or vectors you send yourself.",
    ),
  ).toBeInTheDocument();
});
