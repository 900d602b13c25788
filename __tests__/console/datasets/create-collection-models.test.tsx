// The create-collection dialog beside the project's models: the sizes they
// make offered as choices, a warning naming the way out for a size none makes,
// and code that marks what is not filled in yet instead of inventing it.
import { within } from "@testing-library/react";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { ALL_MODELS, listModels, MODELS_PATH, OPENAI } from "../support/model-fixtures";
import { removeToasts } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";
import { openCreateDialog } from "../support/open-create-collection";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [] }));
  listModels(edge);
});

afterEach(() => removeToasts());


it("offers the sizes the project's models make, and fills the dimension in with one", async () => {
  const tested = { ...OPENAI, dimension: 1536 };
  listModels(edge, [...ALL_MODELS.filter((model) => model !== OPENAI), tested]);
  const { user, dialog } = await openCreateDialog();
  const sizes = await within(dialog).findByRole("group", { name: "Sizes the project's models make" });
  expect(within(sizes).getAllByRole("button").map((choice) => choice.textContent)).toEqual([
    "512: universal-sentence-encoder-lite",
    "100: glove-100-mean",
    "1536: openai-small",
    "sparse: qdrant/bm25",
  ]);
  await user.click(within(sizes).getByRole("button", { name: "512: universal-sentence-encoder-lite" }));
  expect(within(dialog).getByRole("textbox", { name: "Dimension" })).toHaveValue("512");
  expect(within(sizes).getByRole("button", { name: "512: universal-sentence-encoder-lite" })).toHaveAttribute("aria-pressed", "true");
  expect(within(dialog).queryByText(/No model of this project makes/)).not.toBeInTheDocument();

  await user.click(within(sizes).getByRole("button", { name: "sparse: qdrant/bm25" }));
  const sparse = within(dialog).getByRole("group", { name: "Sparse vector 1" });
  expect(within(sparse).getByRole("textbox", { name: "Sparse vector name" })).toHaveValue("bm25");
});

it("offers the sizes under each named vector, filling that vector's dimension in, and the sparse model once", async () => {
  const { user, dialog } = await openCreateDialog();
  await within(dialog).findByRole("group", { name: "Sizes the project's models make" });
  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  await user.click(within(dialog).getByRole("button", { name: "Add named vector" }));
  const second = within(dialog).getByRole("group", { name: "Sizes the project's models make, for named vector 2" });
  await user.click(within(second).getByRole("button", { name: "100: glove-100-mean" }));
  expect(within(within(dialog).getByRole("group", { name: "Named vector 2" })).getByRole("textbox", { name: "Dimension" })).toHaveValue("100");
  expect(within(within(dialog).getByRole("group", { name: "Named vector 1" })).getByRole("textbox", { name: "Dimension" })).toHaveValue("");
  expect(within(second).queryByRole("button", { name: "sparse: qdrant/bm25" })).not.toBeInTheDocument();

  const first = within(dialog).getByRole("group", { name: "Sizes the project's models make, for named vector 1" });
  await user.click(within(first).getByRole("button", { name: "sparse: qdrant/bm25" }));
  expect(within(within(dialog).getByRole("group", { name: "Sparse vector 1" })).getByRole("textbox", { name: "Sparse vector name" })).toHaveValue("bm25");
});

it("warns when no model makes the size typed, naming the way out", async () => {
  const { user, dialog } = await openCreateDialog();
  await within(dialog).findByRole("group", { name: "Sizes the project's models make" });
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "384");
  const warning = within(dialog).getByRole("status");
  expect(warning).toHaveTextContent(
    "No model of this project makes 384-dimension vectors, so imports and searches by text cannot fill this vector; only vectors you send yourself can. To embed text at this size, add an OpenAI-compatible model that makes 384 dimensions under Models.",
  );
  expect(within(warning).getByRole("link", { name: "Models" })).toHaveAttribute("href", "/ai-hub/models");

  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  const first = within(dialog).getByRole("group", { name: "Named vector 1" });
  await user.type(within(first).getByRole("textbox", { name: "Dimension" }), "768");
  expect(within(dialog).getByRole("status")).toHaveTextContent("No model of this project makes 768-dimension vectors");
  await user.clear(within(first).getByRole("textbox", { name: "Dimension" }));
  await user.type(within(first).getByRole("textbox", { name: "Dimension" }), "100");
  expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
});

it("says so when the project's models cannot be loaded", async () => {
  edge.route(`GET ${MODELS_PATH}`, { status: 503, body: { error: { code: "unavailable", message: "Starting" } } });
  const { dialog } = await openCreateDialog();
  expect(await within(dialog).findByText("The project's models could not be loaded, so their sizes are not offered here.")).toBeInTheDocument();
});

it("marks in the code what the fields do not hold yet, rather than inventing a name and a size", async () => {
  const { user, dialog } = await openCreateDialog();
  const code = within(dialog).getByRole("tabpanel");
  expect(code).toHaveTextContent("curl -X PUT 'http://localhost/collections/<name>'");
  expect(code).toHaveTextContent(`"size": <dimension>`);
  expect(code).not.toHaveTextContent("my-collection");
  expect(code).not.toHaveTextContent("384");
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`await client.createCollection("<name>", { vectors: { size: <dimension>, distance: "Cosine" } });`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("vectors_config=models.VectorParams(size=<dimension>, distance=models.Distance.COSINE)");

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "docs");
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "100");
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("vectors_config=models.VectorParams(size=100, distance=models.Distance.COSINE)");
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`collection_name="docs"`);
});
