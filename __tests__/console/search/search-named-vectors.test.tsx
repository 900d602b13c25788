// Search and Discovery in a collection of named vectors: the vector is chosen
// by name, its dimension checks the pasted vector, and every query (by vector,
// by point, recommend, and as code) names it with `using`.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

const MEDIA = { image: { size: 3, distance: "Cosine" as const }, text: { size: 2, distance: "Dot" as const } };

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "media" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 3 })));
  edge.route("GET /collections/media", qdrantOk(collectionInfo({ vectors: MEDIA, points: 10 })));
  edge.route("POST /collections/media/points/query", qdrantOk({ points: [{ id: 4, version: 1, score: 0.75, payload: {} }] }));
});

afterEach(() => removeToasts());

function openSearch(search = "?collection=media") {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search }} />);
}

it("searches by the named vector chosen, checking its dimension, and shows using in the code", async () => {
  const user = userEvent.setup();
  openSearch();
  const vectorName = await screen.findByRole("combobox", { name: "Vector name" });
  expect(vectorName).toHaveTextContent("image (3 · Cosine)");
  const vector = screen.getByRole("textbox", { name: "Vector" });
  expect(vector).toHaveAccessibleDescription("A JSON array of 3 numbers for the vector image: [0.1, 0.2, …]");
  await user.click(vector);
  await user.paste("[0.1, 0.2]");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(vector).toHaveAccessibleDescription("The vector image has 3 dimensions; this one has 2");
  expect(edge.calls("POST /collections/media/points/query")).toHaveLength(0);

  await user.click(vectorName);
  await user.click(screen.getByRole("option", { name: "text (2 · Dot)" }));
  expect(vector).toHaveAccessibleDescription("A JSON array of 2 numbers for the vector text: [0.1, 0.2, …]");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("table", { name: "Results" })).toBeInTheDocument();
  expect(edge.calls("POST /collections/media/points/query")[0]?.body).toEqual({ query: [0.1, 0.2], using: "text", limit: 10, with_payload: true });

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`"using": "text"`);
  await user.click(within(dialog).getByRole("tab", { name: "JavaScript" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`await client.query("media", { query: [0.1, 0.2], using: "text", limit: 10, with_payload: true });`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`query=[0.1, 0.2], using="text",`);
}, 15_000);

it("runs a Find similar link on the first named vector, and recommends with the one chosen", async () => {
  const user = userEvent.setup();
  openSearch("?collection=media&point=7");
  await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/media/points/query")[0]?.body).toEqual({ query: 7, using: "image", limit: 10, with_payload: true });
  expect(screen.getByRole("textbox", { name: "Point id" })).toHaveAccessibleDescription("The points nearest to this point's vector image (the point itself left out)");

  await user.click(screen.getByRole("combobox", { name: "Vector name" }));
  await user.click(screen.getByRole("option", { name: "text (2 · Dot)" }));
  await user.click(screen.getByRole("tab", { name: "Recommend" }));
  await user.type(await screen.findByRole("textbox", { name: "Positive examples" }), "1");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByText("1 point from media");
  expect(edge.calls("POST /collections/media/points/query")[1]?.body).toEqual({
    query: { recommend: { positive: [1], negative: [], strategy: "average_vector" } },
    using: "text",
    limit: 10,
    with_payload: true,
  });
});

it("shows the service's message for a vector name it does not know", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/media/points/query", qdrantError(400, "Wrong input: Not existing vector name error: image"));
  openSearch();
  await user.click(await screen.findByRole("textbox", { name: "Vector" }));
  await user.paste("[1, 0, 0]");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The query was refused: Wrong input: Not existing vector name error: image");
});

it("lists a collection's named vectors in the picker, and asks no vector name of an unnamed one", async () => {
  const user = userEvent.setup();
  openSearch("?collection=docs");
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  expect(screen.getByRole("option", { name: "media (named vectors: image, text)" })).toBeInTheDocument();
  expect(screen.getByRole("option", { name: "docs (3 · Cosine)" })).toBeInTheDocument();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("combobox", { name: "Vector name" })).not.toBeInTheDocument();
});
