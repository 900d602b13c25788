// The Inference page's Embed tab: texts typed one a line, a model of the
// project and a purpose sent to /inference/embed; each text's vector shown
// with its dimension, L2 norm and first values, copied as Qdrant takes it;
// the texts checked before sending, and the service's message shown as is.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InferencePage from "../../../src/areas/inference/inference-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";
import { EMBED_PATH, GLOVE, MODELS_PATH, listModels } from "../support/model-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

/** 100 values: 0.6, 0.8, then zeros (norm 1); and all 0.2 (norm 2). */
const UNIT = [0.6, 0.8, ...new Array<number>(98).fill(0)];
const DOUBLE = new Array<number>(100).fill(0.2);

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  listModels(edge);
});

afterEach(() => removeToasts());

function openInference() {
  return renderConsole(<InferencePage location={{ pathname: "/ai-hub/inference" }} />);
}

it("offers every model of the project with its kind and dimension, the first chosen", async () => {
  const user = userEvent.setup();
  openInference();
  expect(screen.getByRole("heading", { level: 1, name: "Inference" })).toBeInTheDocument();
  const picker = await screen.findByRole("combobox", { name: "Model" });
  expect(picker).toHaveTextContent("universal-sentence-encoder-lite");
  await user.click(picker);
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "universal-sentence-encoder-litedense · 512",
    "glove-100-meandense · 100",
    "qdrant/bm25sparse",
    "openai-smalldense · dimension not known yet",
  ]);
  expect(screen.getAllByRole("option").filter((option) => option.getAttribute("aria-disabled") === "true")).toHaveLength(0);
  await user.keyboard("{Escape}");
  const purpose = screen.getByRole("combobox", { name: "Purpose" });
  expect(purpose).toHaveTextContent("Document");
  expect(purpose).toHaveAccessibleDescription(/^A document is stored in a collection; a query is searched with\. BM25 weighs/);
});

it("embeds the texts typed, one a line, and shows each vector's dimension, norm and values, copied as JSON", async () => {
  const user = userEvent.setup();
  edge.route(`POST ${EMBED_PATH}`, { status: 200, body: { model: GLOVE.name, kind: "dense", dimension: 100, vectors: [UNIT, DOUBLE], timeMs: 4.25 } });
  openInference();
  await user.click(await screen.findByRole("combobox", { name: "Model" }));
  await user.click(screen.getByRole("option", { name: /^glove-100-mean/ }));
  const texts = screen.getByRole("textbox", { name: "Texts" });
  await user.type(texts, "A small red fox{Enter}{Enter}  Vector databases  ");
  expect(texts).toHaveAccessibleDescription("One text a line, up to 64 · 2 texts");
  await user.click(screen.getByRole("button", { name: "Embed" }));

  const vectors = await screen.findByRole("region", { name: "Vectors" });
  expect(edge.calls(`POST ${EMBED_PATH}`).map((request) => request.body)).toEqual([{ model: "glove-100-mean", texts: ["A small red fox", "Vector databases"], purpose: "document" }]);
  expect(vectors).toHaveTextContent("2 vectors from glove-100-mean (100 dimensions) in 4.3 ms");
  const first = within(vectors).getByRole("listitem", { name: "Vector 1" });
  expect(first).toHaveTextContent("A small red fox");
  expect(first).toHaveTextContent("100 dimensions · L2 norm 1.0000");
  expect(within(first).getByLabelText("Values of vector 1")).toHaveTextContent("[0.6000, 0.8000, 0.0000, 0.0000, 0.0000, 0.0000, …]");
  const second = within(vectors).getByRole("listitem", { name: "Vector 2" });
  expect(second).toHaveTextContent("Vector databases");
  expect(second).toHaveTextContent("100 dimensions · L2 norm 2.0000");

  await user.click(within(second).getByRole("button", { name: "Show all 100 values" }));
  expect(within(second).getByLabelText("Values of vector 2").textContent?.split(", ")).toHaveLength(100);
  expect(within(second).getByRole("button", { name: "Show the first values" })).toHaveAttribute("aria-expanded", "true");

  await user.click(within(first).getByRole("button", { name: "Copy Vector 1" }));
  expect(await navigator.clipboard.readText()).toBe(JSON.stringify(UNIT));
  expect(await screen.findByText("Vector 1 copied")).toBeInTheDocument();
}, 20_000);

it("embeds queries with a sparse model and copies {indices, values}", async () => {
  const user = userEvent.setup();
  const sparse = { indices: [1042, 77310], values: [1, 1] };
  edge.route(`POST ${EMBED_PATH}`, { status: 200, body: { model: "qdrant/bm25", kind: "sparse", dimension: null, vectors: [sparse], timeMs: 0.8 } });
  openInference();
  await user.click(await screen.findByRole("combobox", { name: "Model" }));
  await user.click(screen.getByRole("option", { name: /^qdrant\/bm25/ }));
  await user.click(screen.getByRole("combobox", { name: "Purpose" }));
  await user.click(screen.getByRole("option", { name: "Query" }));
  await user.type(screen.getByRole("textbox", { name: "Texts" }), "red fox");
  await user.click(screen.getByRole("button", { name: "Embed" }));

  const vector = await screen.findByRole("listitem", { name: "Vector 1" });
  expect(edge.calls(`POST ${EMBED_PATH}`)[0]?.body).toEqual({ model: "qdrant/bm25", texts: ["red fox"], purpose: "query" });
  expect(screen.getByRole("region", { name: "Vectors" })).toHaveTextContent("1 vector from qdrant/bm25 (sparse) in 0.8 ms");
  expect(vector).toHaveTextContent("Sparse · 2 terms · L2 norm 1.4142");
  expect(within(vector).getByLabelText("Values of vector 1")).toHaveTextContent("[1042:1.0000, 77310:1.0000]");
  expect(within(vector).queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  await user.click(within(vector).getByRole("button", { name: "Copy Vector 1" }));
  expect(JSON.parse(await navigator.clipboard.readText())).toEqual(sparse);
}, 20_000);

it("checks the texts before sending: at least one, at most 64, each within the service's length", async () => {
  const user = userEvent.setup();
  openInference();
  await user.click(await screen.findByRole("button", { name: "Embed" }));
  const texts = screen.getByRole("textbox", { name: "Texts" });
  expect(texts).toHaveAccessibleDescription("Enter a text to embed: one a line");
  expect(texts).toBeInvalid();

  await user.click(texts);
  await user.paste(Array.from({ length: 65 }, (_, at) => `text ${at}`).join("\n"));
  expect(texts).toHaveAccessibleDescription("65 texts: at most 64 at a time");
  await user.clear(texts);
  await user.paste(`short\n${"x".repeat(8_193)}`);
  expect(texts).toHaveAccessibleDescription("Text 2 has 8193 characters: at most 8192");
  await user.click(screen.getByRole("button", { name: "Embed" }));
  expect(edge.calls(`POST ${EMBED_PATH}`)).toHaveLength(0);
}, 20_000);

it("shows progress while embedding and the service's own message when it refuses", async () => {
  const user = userEvent.setup();
  const message = "openai-small's provider answered 401: Incorrect API key provided";
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  edge.route(`POST ${EMBED_PATH}`, () => new Promise((resolve) => (answer = resolve)));
  openInference();
  await user.type(await screen.findByRole("textbox", { name: "Texts" }), "hello");
  await user.click(screen.getByRole("button", { name: "Embed" }));
  expect(await screen.findByRole("progressbar", { name: "Embedding" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Embed" })).toBeDisabled();
  answer({ status: 422, body: { error: { code: "unprocessable", message } } });
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(`The texts could not be embedded${message}`);
  expect(screen.queryByRole("progressbar", { name: "Embedding" })).not.toBeInTheDocument();
}, 20_000);

it("says when the models cannot be loaded, with the service's message", async () => {
  edge.route(`GET ${MODELS_PATH}`, { status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
  openInference();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The models could not be loaded");
  expect(alert).toHaveTextContent("Project not found");
  expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
});
