// The create-collection dialog's sparse vectors: beside named dense vectors,
// or alone; names unique across both; the request sent and shown as code.
import { screen, within } from "@testing-library/react";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { listModels } from "../support/model-fixtures";
import { removeToasts } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";
import { openCreateDialog } from "../support/open-create-collection";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;
let names: string[];

beforeEach(() => {
  names = [];
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  listModels(edge);
  edge.route("GET /collections", () => qdrantOk({ collections: names.map((name) => ({ name })) }));
  edge.route(/^GET \/collections\/[^/]+$/, () => qdrantOk(collectionInfo({ size: 4 })));
  edge.route(/^PUT \/collections\/[^/]+$/, (request) => {
    names = [decodeURIComponent(request.path.split("/")[2] ?? "")];
    return qdrantOk(true);
  });
});

afterEach(() => removeToasts());


it("creates a collection with a named dense vector and sparse vectors, and shows them as code", async () => {
  const { user, dialog } = await openCreateDialog();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "hybrid");
  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  const dense = within(dialog).getByRole("group", { name: "Named vector 1" });
  await user.type(within(dense).getByRole("textbox", { name: "Vector name" }), "dense");
  await user.type(within(dense).getByRole("textbox", { name: "Dimension" }), "4");

  const sparseSection = within(dialog).getByRole("region", { name: "Sparse vectors" });
  expect(sparseSection).toHaveAccessibleDescription(/^Weights at a few of many dimensions/);
  await user.click(within(sparseSection).getByRole("button", { name: "Add sparse vector" }));
  const bm25 = within(sparseSection).getByRole("group", { name: "Sparse vector 1" });
  expect(within(bm25).getByRole("textbox", { name: "Sparse vector name" })).toHaveFocus();
  await user.keyboard("bm25");
  await user.click(within(bm25).getByRole("combobox", { name: "Modifier" }));
  await user.click(screen.getByRole("option", { name: "IDF" }));
  await user.click(within(sparseSection).getByRole("button", { name: "Add sparse vector" }));
  await user.keyboard("text");

  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`sparse_vectors: { bm25: { modifier: "idf" }, text: {} },`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`"bm25": models.SparseVectorParams(modifier=models.Modifier.IDF),`);

  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(await screen.findByText("Collection hybrid created")).toBeInTheDocument();
  expect(edge.calls("PUT /collections/hybrid")).toEqual([
    expect.objectContaining({ body: { vectors: { dense: { size: 4, distance: "Cosine" } }, sparse_vectors: { bm25: { modifier: "idf" }, text: {} } } }),
  ]);
}, 20_000);

it("refuses a sparse vector named like a dense one, or unnamed, before sending anything", async () => {
  const { user, dialog } = await openCreateDialog();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "hybrid");
  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  const dense = within(dialog).getByRole("group", { name: "Named vector 1" });
  await user.type(within(dense).getByRole("textbox", { name: "Vector name" }), "text");
  await user.type(within(dense).getByRole("textbox", { name: "Dimension" }), "4");
  const sparseSection = within(dialog).getByRole("region", { name: "Sparse vectors" });
  await user.click(within(sparseSection).getByRole("button", { name: "Add sparse vector" }));
  await user.keyboard("text");
  await user.click(within(sparseSection).getByRole("button", { name: "Add sparse vector" }));
  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));

  const first = within(sparseSection).getByRole("group", { name: "Sparse vector 1" });
  const second = within(sparseSection).getByRole("group", { name: "Sparse vector 2" });
  expect(within(first).getByRole("textbox", { name: "Sparse vector name" })).toHaveAccessibleDescription("Another vector is named text");
  expect(within(second).getByRole("textbox", { name: "Sparse vector name" })).toHaveAccessibleDescription("Enter a vector name");
  expect(edge.requests.filter((request) => request.method === "PUT")).toEqual([]);

  await user.click(within(second).getByRole("button", { name: "Remove sparse vector 2" }));
  expect(within(sparseSection).getByRole("button", { name: "Add sparse vector" })).toHaveFocus();
  await user.clear(within(first).getByRole("textbox", { name: "Sparse vector name" }));
  await user.type(within(first).getByRole("textbox", { name: "Sparse vector name" }), "terms");
  expect(within(first).getByRole("textbox", { name: "Sparse vector name" })).not.toHaveAccessibleDescription();
}, 20_000);

it("creates a collection of sparse vectors only, keeping at least one", async () => {
  const { user, dialog } = await openCreateDialog();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "terms");
  await user.click(within(dialog).getByRole("radio", { name: "Sparse vectors only" }));
  expect(within(dialog).getByRole("radiogroup", { name: "Vectors" })).toHaveAccessibleDescription("No dense vector: points hold only the sparse vectors below.");
  expect(within(dialog).queryByRole("textbox", { name: "Dimension" })).not.toBeInTheDocument();
  const only = within(dialog).getByRole("group", { name: "Sparse vector 1" });
  expect(within(only).getByRole("button", { name: "Remove sparse vector 1" })).toBeDisabled();
  await user.type(within(only).getByRole("textbox", { name: "Sparse vector name" }), "text");
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`"vectors": {}, "sparse_vectors": { "text": {} }`);

  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(await screen.findByText("Collection terms created")).toBeInTheDocument();
  expect(edge.calls("PUT /collections/terms")).toEqual([expect.objectContaining({ body: { vectors: {}, sparse_vectors: { text: {} } } })]);
}, 20_000);
