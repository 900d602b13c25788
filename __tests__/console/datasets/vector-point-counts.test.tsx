// Each of a collection's vectors in its overview with how many points hold
// it, counted exactly by the service: the unnamed vector, named dense and
// multi-vectors and sparse vectors; while counting, when a count fails, and
// again after points are deleted.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceAnswer, type ServiceEdge } from "../support/service-edge";
import { answerVectorCounts, countedVector } from "../support/vector-counts";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

/** A named dense vector, a multi-vector and two sparse vectors. */
function mixedInfo() {
  const info = collectionInfo({
    points: 1_234_567,
    vectors: {
      dense: { size: 4, distance: "Cosine" },
      colbert: { size: 8, distance: "Dot", multivector_config: { comparator: "max_sim" } },
    },
  });
  info.config.params.sparse_vectors = { bm25: { modifier: "idf" }, title: {} };
  return info;
}

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections/docs", qdrantOk(mixedInfo()));
  edge.route("POST /collections/docs/points/scroll", qdrantOk({ points: [1, 2].map((id) => ({ id, payload: {} })), next_page_offset: null }));
});

afterEach(() => removeToasts());

async function overview() {
  renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />);
  return screen.findByRole("region", { name: "Collection info" });
}

/** What the overview shows under a fact's label. */
function fact(region: HTMLElement, label: string) {
  return within(region).getByText(label).nextSibling as HTMLElement;
}

it("shows how many points hold each vector, dense, multi and sparse, with thousands separators", async () => {
  edge.route("POST /collections/docs/points/count", answerVectorCounts({ dense: 1_234_567, colbert: 1_000, bm25: 1, title: 0 }));
  const region = await overview();
  expect(await within(region).findByText("1,234,567 points")).toBeInTheDocument();
  expect(fact(region, "Vector dense")).toHaveTextContent("4 · Cosine1,234,567 points");
  expect(fact(region, "Vector colbert")).toHaveTextContent("8 · Dot1,000 points");
  expect(fact(region, "Sparse vector bm25")).toHaveTextContent("Sparse · IDF1 point");
  expect(fact(region, "Sparse vector title")).toHaveTextContent("Sparse0 points");
  // Counted exactly, one has_vector filter per vector.
  const asked = edge.calls("POST /collections/docs/points/count");
  expect(asked.map(countedVector).sort()).toEqual(["bm25", "colbert", "dense", "title"]);
  expect(asked[0]!.body).toEqual({ exact: true, filter: { must: [{ has_vector: countedVector(asked[0]!) }] } });
}, 20_000);

it("counts the unnamed vector by the name \"\"", async () => {
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 12_345, size: 384 })));
  edge.route("POST /collections/docs/points/count", answerVectorCounts({ "": 12_345 }));
  const region = await overview();
  expect(await within(region).findByText("12,345 points")).toBeInTheDocument();
  expect(fact(region, "Vectors")).toHaveTextContent("384 · Cosine12,345 points");
  expect(edge.calls("POST /collections/docs/points/count").map((request) => request.body)).toEqual([{ exact: true, filter: { must: [{ has_vector: "" }] } }]);
}, 20_000);

it("shows each count loading until the service answers it", async () => {
  let answerDense: (answer: ServiceAnswer) => void = () => undefined;
  const dense = new Promise<ServiceAnswer>((resolve) => (answerDense = resolve));
  const others = answerVectorCounts({ colbert: 5, bm25: 5, title: 5 });
  edge.route("POST /collections/docs/points/count", (request) => (countedVector(request) === "dense" ? dense : others(request)));
  const region = await overview();
  await waitFor(() => expect(within(region).getAllByText("5 points")).toHaveLength(3));
  expect(within(fact(region, "Vector dense")).getByRole("progressbar", { name: "Counting the points with vector dense" })).toBeInTheDocument();
  answerDense(qdrantOk({ count: 4_321 }));
  expect(await within(region).findByText("4,321 points")).toBeInTheDocument();
  expect(within(region).queryByRole("progressbar")).toBeNull();
}, 20_000);

it("says a count failed, with the service's message, and shows the others", async () => {
  const others = answerVectorCounts({ dense: 2, colbert: 2, title: 2 });
  edge.route("POST /collections/docs/points/count", (request) =>
    countedVector(request) === "bm25" ? qdrantError(403, "Forbidden: this API key may not read docs") : others(request),
  );
  const region = await overview();
  const failed = await within(fact(region, "Sparse vector bm25")).findByText("Points could not be counted");
  expect(failed).toHaveAttribute("title", "Forbidden: this API key may not read docs");
  expect(fact(region, "Vector dense")).toHaveTextContent("2 points");
  expect(screen.getByRole("region", { name: "Points" })).toBeInTheDocument();
}, 20_000);

it("counts again after points are deleted", async () => {
  const user = userEvent.setup();
  let counts = { dense: 2, colbert: 2, bm25: 1, title: 0 };
  edge.route("POST /collections/docs/points/count", (request) => answerVectorCounts(counts)(request));
  edge.route("POST /collections/docs/points/delete", () => {
    counts = { dense: 1, colbert: 1, bm25: 0, title: 0 };
    return qdrantOk({ operation_id: 3, status: "completed" });
  });
  const region = await overview();
  expect(await within(fact(region, "Vector dense")).findByText("2 points")).toBeInTheDocument();
  await user.click(await screen.findByRole("checkbox", { name: "Select point 1" }));
  await user.click(screen.getByRole("button", { name: "Delete selected" }));
  await user.click(within(screen.getByRole("dialog", { name: "Delete point" })).getByRole("button", { name: "Delete" }));
  expect(await within(fact(region, "Vector dense")).findByText("1 point")).toBeInTheDocument();
  expect(fact(region, "Sparse vector bm25")).toHaveTextContent("0 points");
}, 20_000);
