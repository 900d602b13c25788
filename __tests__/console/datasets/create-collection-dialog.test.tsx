import { screen, waitFor, within } from "@testing-library/react";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, PROJECT_A, signedInUser } from "../support/console-fixtures";
import { listModels } from "../support/model-fixtures";
import { removeToasts } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";
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
});

afterEach(() => removeToasts());


it("checks the name, the dimension and the payload indexes before sending anything", async () => {
  const { user, dialog } = await openCreateDialog();
  await user.click(within(dialog).getByRole("button", { name: "Add payload index" }));
  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(within(dialog).getByText("Enter a name")).toBeInTheDocument();
  expect(within(dialog).getByText("Enter the vectors' dimension")).toBeInTheDocument();
  expect(within(dialog).getByText("Enter a payload field")).toBeInTheDocument();

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "a/b");
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "70000");
  expect(within(dialog).getByText("A collection name cannot contain /")).toBeInTheDocument();
  expect(within(dialog).getByText("From 1 to 65536")).toBeInTheDocument();
  await user.clear(within(dialog).getByRole("textbox", { name: "Dimension" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "2.5");
  expect(within(dialog).getByText("A whole number")).toBeInTheDocument();
  expect(edge.requests.filter((request) => request.method === "PUT")).toEqual([]);
});

it("creates the collection, then its payload indexes, and shows the same request as code", async () => {
  const { user, dialog } = await openCreateDialog();
  edge.route("PUT /collections/docs", () => {
    names = ["docs"];
    return qdrantOk(true);
  });
  edge.route("PUT /collections/docs/index", qdrantOk({ operation_id: 1, status: "completed" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "docs");
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "384");
  await user.click(within(dialog).getByRole("combobox", { name: "Distance" }));
  await user.click(screen.getByRole("option", { name: "Euclid" }));
  await user.click(within(dialog).getByRole("button", { name: "Add payload index" }));
  await user.type(within(dialog).getByRole("textbox", { name: "Field name" }), "city");

  const code = within(dialog).getByRole("tabpanel");
  expect(code).toHaveTextContent(`curl -X PUT 'http://localhost/collections/docs'`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("vectors_config=models.VectorParams(size=384, distance=models.Distance.EUCLID)");
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`field_name="city"`);
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`await client.createCollection("docs", { vectors: { size: 384, distance: "Euclid" } });`);

  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(await screen.findByText("Collection docs created")).toBeInTheDocument();
  expect(edge.calls("PUT /collections/docs")).toEqual([expect.objectContaining({ projectId: PROJECT_A.id, body: { vectors: { size: 384, distance: "Euclid" } } })]);
  expect(edge.calls("PUT /collections/docs/index")).toEqual([
    expect.objectContaining({ query: { wait: "true" }, body: { field_name: "city", field_schema: "keyword" } }),
  ]);
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create collection" })).not.toBeInTheDocument());
  expect(await screen.findByRole("link", { name: "docs" })).toBeInTheDocument();
});

it("keeps what was typed, with the service's message, when the service refuses", async () => {
  const { user, dialog } = await openCreateDialog();
  edge.route("PUT /collections/docs", qdrantError(409, "Wrong input: Collection `docs` already exists!"));
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "docs");
  await user.type(within(dialog).getByRole("textbox", { name: "Dimension" }), "4");
  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(await within(dialog).findByText("Wrong input: Collection `docs` already exists!")).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("docs");
  expect(within(dialog).getByRole("textbox", { name: "Dimension" })).toHaveValue("4");
  expect(screen.getByRole("dialog", { name: "Create collection" })).toBeInTheDocument();
});

it("creates a collection of named vectors, each with its own size and distance, and shows them as code", async () => {
  const { user, dialog } = await openCreateDialog();
  edge.route("PUT /collections/media", () => {
    names = ["media"];
    return qdrantOk(true);
  });
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "media");
  expect(within(dialog).getByRole("radio", { name: "One unnamed vector" })).toBeChecked();
  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  expect(within(dialog).queryByText("The vectors' size, 1 to 65536")).not.toBeInTheDocument();

  const first = within(dialog).getByRole("group", { name: "Named vector 1" });
  await user.type(within(first).getByRole("textbox", { name: "Vector name" }), "image");
  await user.type(within(first).getByRole("textbox", { name: "Dimension" }), "4");
  await user.click(within(dialog).getByRole("button", { name: "Add named vector" }));
  const second = within(dialog).getByRole("group", { name: "Named vector 2" });
  expect(within(second).getByRole("textbox", { name: "Vector name" })).toHaveFocus();
  await user.keyboard("text");
  await user.type(within(second).getByRole("textbox", { name: "Dimension" }), "384");
  await user.click(within(second).getByRole("combobox", { name: "Distance" }));
  await user.click(screen.getByRole("option", { name: "Dot" }));

  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`vectors: { image: { size: 4, distance: "Cosine" }, text: { size: 384, distance: "Dot" }, }`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(
    `vectors_config={ "image": models.VectorParams(size=4, distance=models.Distance.COSINE), "text": models.VectorParams(size=384, distance=models.Distance.DOT), }`,
  );

  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  expect(await screen.findByText("Collection media created")).toBeInTheDocument();
  expect(edge.calls("PUT /collections/media")).toEqual([
    expect.objectContaining({ body: { vectors: { image: { size: 4, distance: "Cosine" }, text: { size: 384, distance: "Dot" } } } }),
  ]);
}, 15_000);

it("checks that named vectors have a name no other has and a size from 1 to 65536", async () => {
  const { user, dialog } = await openCreateDialog();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "media");
  await user.click(within(dialog).getByRole("radio", { name: "Named vectors" }));
  expect(within(dialog).getByRole("radiogroup", { name: "Vectors" })).toHaveAccessibleDescription(/^Several vectors per point, each with its own name/);
  await user.click(within(dialog).getByRole("button", { name: "Add named vector" }));
  await user.click(within(dialog).getByRole("button", { name: "Create collection" }));
  const first = within(dialog).getByRole("group", { name: "Named vector 1" });
  const second = within(dialog).getByRole("group", { name: "Named vector 2" });
  expect(within(first).getByRole("textbox", { name: "Vector name" })).toHaveAccessibleDescription("Enter a vector name");
  expect(within(second).getByRole("textbox", { name: "Dimension" })).toHaveAccessibleDescription("Enter this vector's dimension");

  await user.type(within(first).getByRole("textbox", { name: "Vector name" }), "image");
  await user.type(within(first).getByRole("textbox", { name: "Dimension" }), "4");
  await user.type(within(second).getByRole("textbox", { name: "Vector name" }), "image");
  await user.type(within(second).getByRole("textbox", { name: "Dimension" }), "70000");
  expect(within(second).getByRole("textbox", { name: "Vector name" })).toHaveAccessibleDescription("Another vector is named image");
  expect(within(second).getByRole("textbox", { name: "Dimension" })).toHaveAccessibleDescription("From 1 to 65536");
  expect(within(first).getByRole("textbox", { name: "Vector name" })).not.toHaveAccessibleDescription();
  expect(edge.requests.filter((request) => request.method === "PUT")).toEqual([]);

  await user.click(within(second).getByRole("button", { name: "Remove named vector 2" }));
  expect(within(dialog).queryByRole("group", { name: "Named vector 2" })).not.toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Add named vector" })).toHaveFocus();
  expect(within(first).getByRole("button", { name: "Remove named vector 1" })).toBeDisabled();

  await user.click(within(dialog).getByRole("radio", { name: "One unnamed vector" }));
  expect(within(dialog).getByRole("textbox", { name: "Dimension" })).toHaveAccessibleDescription("Enter the vectors' dimension");
}, 15_000);
