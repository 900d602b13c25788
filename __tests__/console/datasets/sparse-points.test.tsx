// A collection with sparse vectors on its page: each sparse vector in the
// overview with its modifier, and a point's sparse vectors readable in its
// details (the largest weights first, all of them on demand), beside dense ones.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { answerVectorCounts } from "../support/vector-counts";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

/** Twelve weights at indices 100..111: index 100 + k weighs k / 10, so 111 weighs most. */
const TEXT = { indices: Array.from({ length: 12 }, (_, k) => 100 + k), values: Array.from({ length: 12 }, (_, k) => k / 10) };

function hybridInfo(vectors: NonNullable<Parameters<typeof collectionInfo>[0]>["vectors"] = { dense: { size: 4, distance: "Cosine" } }) {
  const info = collectionInfo({ points: 2, vectors });
  info.config.params.sparse_vectors = { bm25: { modifier: "idf" }, text: { index: { on_disk: true } } };
  return info;
}

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("POST /collections/docs/points/count", answerVectorCounts({ "": 2, dense: 2, bm25: 2, text: 1 }));
  edge.route("GET /collections/docs", qdrantOk(hybridInfo()));
  edge.route("POST /collections/docs/points/scroll", qdrantOk({ points: [{ id: 1, payload: { title: "One" } }], next_page_offset: null }));
});

afterEach(() => removeToasts());

function openCollection() {
  return renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />);
}

it("shows each sparse vector in the overview with its modifier", async () => {
  openCollection();
  const info = await screen.findByRole("region", { name: "Collection info" });
  expect(within(info).getByText("Vector dense").nextSibling).toHaveTextContent("4 · Cosine");
  expect(within(info).getByText("Sparse vector bm25").nextSibling).toHaveTextContent("Sparse · IDF");
  expect(within(info).getByText("Sparse vector text").nextSibling).toHaveTextContent("Sparse · on disk");
}, 20_000);

it("shows a point's sparse vector as its largest weights first, all of them on demand, beside its dense vector", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections/docs/points/1", qdrantOk({ id: 1, payload: { title: "One" }, vector: { dense: [0.5, 0.5, 0.5, 0.5], text: TEXT } }));
  openCollection();
  await user.click(await screen.findByRole("button", { name: "Open point 1" }));
  const dialog = screen.getByRole("dialog", { name: "Point 1" });
  const section = await within(dialog).findByRole("region", { name: "Vectors" });
  expect(section).toHaveTextContent("2 of 3 named vectors");
  expect(within(section).getByRole("listitem", { name: "Vector dense" })).toHaveTextContent("4 dimensions");
  expect(within(section).getByLabelText("Values of vector dense")).toHaveTextContent("[0.5,0.5,0.5,0.5]");
  expect(within(section).getByRole("listitem", { name: "Vector bm25" })).toHaveTextContent("Not set on this point");

  const text = within(section).getByRole("listitem", { name: "Vector text" });
  expect(text).toHaveTextContent("Sparse · 12 dimensions");
  const weights = within(text).getByRole("list", { name: "Weights of vector text, largest first" });
  expect(within(weights).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "111 → 1.1",
    "110 → 1",
    "109 → 0.9",
    "108 → 0.8",
    "107 → 0.7",
    "106 → 0.6",
    "105 → 0.5",
    "104 → 0.4",
  ]);
  await user.click(within(text).getByRole("button", { name: "Show all 12 weights" }));
  expect(within(weights).getAllByRole("listitem")).toHaveLength(12);
  expect(within(weights).getAllByRole("listitem").at(-1)).toHaveTextContent("100 → 0");
  expect(within(text).getByRole("button", { name: "Show the 8 largest" })).toHaveAttribute("aria-expanded", "true");
  expect(within(text).getByRole("button", { name: "Copy vector text" })).toBeInTheDocument();
}, 20_000);

it("shows the unnamed dense vector beside sparse vectors by that name", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections/docs", qdrantOk(hybridInfo({ size: 2, distance: "Dot" })));
  edge.route("GET /collections/docs/points/1", qdrantOk({ id: 1, payload: {}, vector: { "": [1, 0], bm25: { indices: [7], values: [0.25] } } }));
  openCollection();
  await user.click(await screen.findByRole("button", { name: "Open point 1" }));
  const section = await within(screen.getByRole("dialog", { name: "Point 1" })).findByRole("region", { name: "Vectors" });
  expect(section).toHaveTextContent("2 of 3 vectors");
  const unnamed = within(section).getByRole("listitem", { name: "Vector unnamed" });
  expect(within(unnamed).getByRole("heading", { level: 4, name: "Unnamed vector" })).toBeInTheDocument();
  expect(unnamed).toHaveTextContent("2 dimensions");
  const bm25 = within(section).getByRole("listitem", { name: "Vector bm25" });
  expect(bm25).toHaveTextContent("Sparse · 1 dimension");
  expect(within(bm25).getByRole("list", { name: "Weights of vector bm25, largest first" })).toHaveTextContent("7 → 0.25");
  expect(within(bm25).queryByRole("button", { name: /^Show all/ })).not.toBeInTheDocument();
}, 20_000);
