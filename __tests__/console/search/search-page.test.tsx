import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { TEST_CONFIG } from "../auth/support/network-edge";
import { collectionInfo, PROJECT_A, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);
let edge: ServiceEdge;

const RESULTS = [
  { id: 2, version: 1, score: 0.9876, payload: { city: "London", tags: ["a"] } },
  { id: 5, version: 1, score: 0.5, payload: { city: "London" } },
];

beforeEach(() => {
  navigateMock.mockClear();
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "other" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 3, points: 10 })));
  edge.route("GET /collections/other", qdrantOk(collectionInfo({ size: 2 })));
  edge.route("POST /collections/docs/points/query", qdrantOk({ points: RESULTS }));
});

afterEach(() => removeToasts());

function openSearch(search = "?collection=docs") {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search }} />);
}

it("runs a Find similar link's query by point at once", async () => {
  openSearch("?collection=docs&point=7");
  const results = await screen.findByRole("table", { name: "Results" });
  expect(within(results).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2", "5"]);
  expect(edge.calls("POST /collections/docs/points/query")).toEqual([
    expect.objectContaining({ projectId: PROJECT_A.id, body: { query: 7, limit: 10, with_payload: true } }),
  ]);
  expect(screen.getByRole("textbox", { name: "Point id" })).toHaveValue("7");
});

it("searches by vector with a filter, limit and score threshold, and shows scores and payloads", async () => {
  const user = userEvent.setup();
  openSearch();
  const vector = await screen.findByRole("textbox", { name: "Vector" });
  await user.click(vector);
  await user.paste("[0.1, 0.2]");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByText("This collection's vectors have 3 dimensions; this one has 2")).toBeInTheDocument();
  expect(edge.calls("POST /collections/docs/points/query")).toHaveLength(0);

  await user.clear(vector);
  await user.paste("[0.1, 0.2, 0.3]");
  await user.click(screen.getByRole("button", { name: "Add condition" }));
  await user.type(screen.getByRole("textbox", { name: "Payload key" }), "city");
  await user.type(screen.getByRole("textbox", { name: "Value" }), "London");
  await user.clear(screen.getByRole("textbox", { name: "Limit" }));
  await user.type(screen.getByRole("textbox", { name: "Limit" }), "2");
  await user.type(screen.getByRole("textbox", { name: "Score threshold" }), "0.4");
  await user.click(screen.getByRole("button", { name: "Search" }));

  const results = await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/docs/points/query")[0]?.body).toEqual({
    query: [0.1, 0.2, 0.3],
    filter: { must: [{ key: "city", match: { value: "London" } }] },
    limit: 2,
    score_threshold: 0.4,
    with_payload: true,
  });
  expect(within(results).getByText("0.9876")).toBeInTheDocument();
  await user.click(within(results).getByRole("button", { name: "Show payload of point 2" }));
  expect(within(results).getByLabelText("Payload of point 2")).toHaveTextContent('"tags": [ "a" ]');
}, 15_000);

it("recommends from positive and negative examples, and shows the query as code", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Recommend" }));
  await user.type(await screen.findByRole("textbox", { name: "Positive examples" }), "1, 2");
  await user.type(screen.getByRole("textbox", { name: "Negative examples" }), "3");
  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`curl -X POST 'http://localhost/collections/docs/points/query'`);
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(
    "query=models.RecommendQuery(recommend=models.RecommendInput(positive=[1, 2], negative=[3], strategy=models.RecommendStrategy.AVERAGE_VECTOR))",
  );
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Query as code" })).not.toBeInTheDocument());

  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/docs/points/query")[0]?.body).toEqual({
    query: { recommend: { positive: [1, 2], negative: [3], strategy: "average_vector" } },
    limit: 10,
    with_payload: true,
  });
});

it("shows the query in Go and Rust too when the service serves gRPC, against its gRPC endpoint", async () => {
  const user = userEvent.setup();
  const grpc = { host: "vdb.example.com", port: 6334, tls: true };
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: async () => ({ ...TEST_CONFIG, grpc }) } as Response)) as typeof fetch;
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Recommend" }));
  await user.type(await screen.findByRole("textbox", { name: "Positive examples" }), "1, 2");
  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  await user.click(await within(dialog).findByRole("tab", { name: "Go" }));
  const go = within(dialog).getByRole("tabpanel", { name: "Go" });
  expect(go).toHaveTextContent('Host: "vdb.example.com", Port: 6334,');
  expect(go).toHaveTextContent(
    'points, err := client.Query(context.Background(), &qdrant.QueryPoints{ CollectionName: "docs", Query: qdrant.NewQueryRecommend(&qdrant.RecommendInput{',
  );
  await user.click(within(dialog).getByRole("tab", { name: "Rust" }));
  expect(within(dialog).getByRole("tabpanel", { name: "Rust" })).toHaveTextContent('QueryPointsBuilder::new("docs") .query(Query::new_recommend(RecommendInput {');
});

it("keeps the query, with the service's message, when the service refuses it", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/docs/points/query", qdrantError(404, "Not found: No point with id 99 found"));
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "By point" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "99");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The query was refused: Not found: No point with id 99 found");
  expect(screen.getByRole("textbox", { name: "Point id" })).toHaveValue("99");
});

it("shows a refused search's message in the query form, by the Search button, and clears the results of the query before (issue 26)", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "By point" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "2");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });

  edge.route("POST /collections/docs/points/query", qdrantError(404, "Not found: No point with id 99 found"));
  await user.clear(screen.getByRole("textbox", { name: "Point id" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "99");
  await user.click(screen.getByRole("button", { name: "Search" }));
  const alert = await within(screen.getByRole("form", { name: "Query" })).findByRole("alert");
  expect(alert).toHaveTextContent("The query was refused: Not found: No point with id 99 found");
  const outcome = screen.getByRole("region", { name: "Search results" });
  expect(within(outcome).queryByRole("table", { name: "Results" })).not.toBeInTheDocument();
  expect(outcome).toHaveTextContent("No results: the last query was refused.");
});

it("keeps the chosen collection in the URL", async () => {
  const user = userEvent.setup();
  openSearch("");
  await user.click(await screen.findByRole("combobox", { name: "Collection" }));
  await user.click(screen.getByRole("option", { name: /^other/ }));
  expect(navigateMock).toHaveBeenCalledWith("/ai-hub/vectorSearch?collection=other", { replace: true });
});

it("points to Datasets when the project has no collection", async () => {
  edge.route("GET /collections", qdrantOk({ collections: [] }));
  openSearch("");
  const empty = await screen.findByRole("region", { name: "Nothing to search yet" });
  expect(within(empty).getByRole("link", { name: "Go to Datasets" })).toHaveAttribute("href", "/ai-hub/datasets");
});
