import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { answerVectorCounts } from "../support/vector-counts";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);
let edge: ServiceEdge;

const PAGES: Record<string, { points: { id: number; payload: Record<string, unknown> }[]; next_page_offset: number | null }> = {
  first: { points: [1, 2].map((id) => ({ id, payload: { city: id === 1 ? "London" : "Paris" } })), next_page_offset: 3 },
  second: { points: [{ id: 3, payload: { city: "Rome" } }], next_page_offset: null },
};

beforeEach(() => {
  navigateMock.mockClear();
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("POST /collections/docs/points/count", answerVectorCounts({ "": 3, image: 3, text: 3 }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 3, schema: { city: { data_type: "keyword", points: 3 } } })));
  edge.route("POST /collections/docs/points/scroll", (request) => {
    const body = request.body as { offset?: number; filter?: unknown };
    if (body.filter !== undefined) return qdrantOk({ points: [PAGES.first!.points[0]], next_page_offset: null });
    return qdrantOk(body.offset === 3 ? PAGES.second : PAGES.first);
  });
});

afterEach(() => removeToasts());

function openCollection() {
  return renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />);
}

it("shows the collection's info and payload indexes", async () => {
  openCollection();
  expect(screen.getByRole("heading", { level: 1, name: "docs" })).toBeInTheDocument();
  const info = await screen.findByRole("region", { name: "Collection info" });
  expect(within(info).getByText("Points").nextSibling).toHaveTextContent("3");
  expect(within(info).getByText("Vectors").nextSibling).toHaveTextContent("4 · Cosine");
  const indexes = screen.getByRole("table", { name: "Payload indexes" });
  expect(within(indexes).getByRole("rowheader", { name: "city" })).toBeInTheDocument();
});

it("shows the service's warnings about the collection and a float16 datatype", async () => {
  const warning = 'Searches filtered on "color" read stored payloads, because "color" has no payload index (2 since the service started, 4.8 ms each on average).';
  const info = collectionInfo({ points: 3 });
  info.config.params.vectors = { size: 4, distance: "Cosine", datatype: "float16" };
  edge.route("GET /collections/docs", qdrantOk({ ...info, warnings: [{ message: warning }] }));
  openCollection();
  const region = await screen.findByRole("region", { name: "Collection info" });
  expect(within(region).getByRole("alert")).toHaveTextContent(warning);
  expect(within(region).getByText("Vectors").nextSibling).toHaveTextContent("4 · Cosine · float16");
});

it("shows each named vector with its size, distance and datatype", async () => {
  const vectors = { image: { size: 4, distance: "Cosine" as const }, text: { size: 384, distance: "Dot" as const, datatype: "float16" as const, on_disk: true } };
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 3, vectors })));
  openCollection();
  const region = await screen.findByRole("region", { name: "Collection info" });
  expect(within(region).getByText("Vector image").nextSibling).toHaveTextContent("4 · Cosine");
  expect(within(region).getByText("Vector text").nextSibling).toHaveTextContent("384 · Dot · float16 · on disk");
  expect(within(region).queryByText("Vectors")).not.toBeInTheDocument();
});

it("opens a point of named vectors: each name it holds with its dimension and values, and those it does not", async () => {
  const user = userEvent.setup();
  const vectors = { image: { size: 4, distance: "Cosine" as const }, text: { size: 3, distance: "Dot" as const } };
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 3, vectors })));
  edge.route("GET /collections/docs/points/1", qdrantOk({ id: 1, payload: { city: "London" }, vector: { image: [0.1, 0.2, 0.3, 0.4] } }));
  edge.route("GET /collections/docs/points/2", qdrantOk({ id: 2, payload: { city: "Paris" }, vector: { image: [1, 0, 0, 0], text: [0.5, 0.25, 0.125] } }));
  openCollection();
  await user.click(await screen.findByRole("button", { name: "Open point 1" }));
  let dialog = screen.getByRole("dialog", { name: "Point 1" });
  const section = await within(dialog).findByRole("region", { name: "Vectors" });
  expect(section).toHaveTextContent("1 of 2 named vectors");
  const image = within(section).getByRole("listitem", { name: "Vector image" });
  expect(within(image).getByRole("heading", { level: 4, name: "image" })).toBeInTheDocument();
  expect(image).toHaveTextContent("4 dimensions");
  expect(within(image).getByLabelText("Values of vector image")).toHaveTextContent("[0.1,0.2,0.3,0.4]");
  expect(within(image).getByRole("button", { name: "Copy vector image" })).toBeInTheDocument();
  const text = within(section).getByRole("listitem", { name: "Vector text" });
  expect(text).toHaveTextContent("Not set on this point");
  expect(within(text).queryByLabelText("Values of vector text")).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Close" }));

  await user.click(screen.getByRole("button", { name: "Open point 2" }));
  dialog = await screen.findByRole("dialog", { name: "Point 2" });
  expect(await within(dialog).findByLabelText("Values of vector text")).toHaveTextContent("[0.5,0.25,0.125]");
  expect(within(dialog).getByRole("listitem", { name: "Vector text" })).toHaveTextContent("3 dimensions");
  expect(within(dialog).getByRole("region", { name: "Vectors" })).toHaveTextContent("2 of 2 named vectors");
});

it("pages through the points with the scroll offsets", async () => {
  const user = userEvent.setup();
  openCollection();
  const table = await screen.findByRole("table", { name: "Points" });
  expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["1", "2"]);
  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByRole("rowheader", { name: "3" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(edge.calls("POST /collections/docs/points/scroll").map((request) => request.body)).toEqual([
    { limit: 25, with_payload: true, with_vector: false },
    { limit: 25, offset: 3, with_payload: true, with_vector: false },
  ]);
  await user.click(screen.getByRole("button", { name: "Previous" }));
  expect(await screen.findByRole("rowheader", { name: "1" })).toBeInTheDocument();
});

it("filters the points by a payload field", async () => {
  const user = userEvent.setup();
  openCollection();
  const form = await screen.findByRole("form", { name: "Filter points" });
  await user.click(within(form).getByRole("button", { name: "Add condition" }));
  await user.type(within(form).getByRole("textbox", { name: "Payload key" }), "city");
  await user.type(within(form).getByRole("textbox", { name: "Value" }), "London");
  await user.click(within(form).getByRole("button", { name: "Apply filter" }));
  expect(await screen.findByText("Page 1")).toBeInTheDocument();
  expect(edge.calls("POST /collections/docs/points/scroll").at(-1)?.body).toEqual({
    limit: 25,
    filter: { must: [{ key: "city", match: { value: "London" } }] },
    with_payload: true,
    with_vector: false,
  });
  await user.click(within(form).getByRole("button", { name: "JSON" }));
  expect(JSON.parse((within(form).getByRole("textbox", { name: "Filter JSON" }) as HTMLTextAreaElement).value)).toEqual({
    must: [{ key: "city", match: { value: "London" } }],
  });
});

it("opens a point: its vector, its payload to edit, and Find similar", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections/docs/points/1", qdrantOk({ id: 1, payload: { city: "London" }, vector: [0.1, 0.2, 0.3, 0.4] }));
  edge.route("PUT /collections/docs/points/payload", qdrantOk({ operation_id: 2, status: "completed" }));
  openCollection();
  await user.click(await screen.findByRole("button", { name: "Open point 1" }));
  const dialog = screen.getByRole("dialog", { name: "Point 1" });
  expect(await within(dialog).findByLabelText("Vector values")).toHaveTextContent("[0.1,0.2,0.3,0.4]");
  expect(within(dialog).getByText("4 dimensions")).toBeInTheDocument();
  const editor = within(dialog).getByRole("textbox", { name: "Payload (JSON)" });
  await user.clear(editor);
  await user.type(editor, "[[1]");
  expect(within(dialog).getByText("A payload is a JSON object: { \"key\": value, … }")).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Save payload" })).toBeDisabled();
  await user.clear(editor);
  await user.type(editor, '{{"city": "Leeds"}');
  await user.click(within(dialog).getByRole("button", { name: "Save payload" }));
  expect(await screen.findByText("Payload of point 1 saved")).toBeInTheDocument();
  expect(edge.calls("PUT /collections/docs/points/payload")[0]).toMatchObject({ query: { wait: "true" }, body: { points: [1], payload: { city: "Leeds" } } });

  await user.click(within(dialog).getByRole("button", { name: "Find similar" }));
  expect(navigateMock).toHaveBeenCalledWith("/ai-hub/vectorSearch?collection=docs&point=1");
});

it("keeps an edited payload, with the service's message, when saving is refused", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections/docs/points/1", qdrantOk({ id: 1, payload: {}, vector: [1, 0, 0, 0] }));
  edge.route("PUT /collections/docs/points/payload", qdrantError(403, "Forbidden: this API key is read-only"));
  openCollection();
  await user.click(await screen.findByRole("button", { name: "Open point 1" }));
  const dialog = screen.getByRole("dialog", { name: "Point 1" });
  const editor = await within(dialog).findByRole("textbox", { name: "Payload (JSON)" });
  await user.clear(editor);
  await user.type(editor, '{{"a": 1}');
  await user.click(within(dialog).getByRole("button", { name: "Save payload" }));
  expect(await within(dialog).findByText("Forbidden: this API key is read-only")).toBeInTheDocument();
  expect(editor).toHaveValue('{"a": 1}');
});

it("deletes the selected points after asking", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/docs/points/delete", qdrantOk({ operation_id: 3, status: "completed" }));
  openCollection();
  await user.click(await screen.findByRole("checkbox", { name: "Select point 1" }));
  await user.click(screen.getByRole("checkbox", { name: "Select point 2" }));
  await user.click(screen.getByRole("button", { name: "Delete selected" }));
  const dialog = screen.getByRole("dialog", { name: "Delete points" });
  expect(dialog).toHaveTextContent("2 points will be deleted.");
  expect(edge.calls("POST /collections/docs/points/delete")).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("2 points deleted")).toBeInTheDocument();
  expect(edge.calls("POST /collections/docs/points/delete")[0]).toMatchObject({ query: { wait: "true" }, body: { points: [1, 2] } });
});

it("says when the collection does not exist in this project", async () => {
  edge.route("GET /collections/docs", qdrantError(404, "Not found: Collection `docs` doesn't exist!"));
  openCollection();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The collection docs could not be loaded");
  expect(alert).toHaveTextContent("Not found: Collection `docs` doesn't exist!");
  expect(screen.getByRole("link", { name: "All collections" })).toHaveAttribute("href", "/ai-hub/datasets");
});
