// What a new user tripped over in Search and Discovery: counts, problems
// shown before anything was typed, a lone collection left unchosen, and one
// tab's results under another.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const POINT = (id: number, score: number) => ({ id, version: 1, score, payload: { city: "London" } });
let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "other" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 3, points: 10 })));
  edge.route("GET /collections/other", qdrantOk(collectionInfo({ size: 2 })));
});

afterEach(() => removeToasts());

function openSearch(search = "?collection=docs") {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search }} />);
}

async function searchByVector(user: ReturnType<typeof userEvent.setup>, vector = "[0.1, 0.2, 0.3]") {
  await user.click(await screen.findByRole("textbox", { name: "Vector" }));
  await user.paste(vector);
  await user.click(screen.getByRole("button", { name: "Search" }));
}

it("counts one point as a point, and more as points", async () => {
  const user = userEvent.setup();
  let answer = [POINT(2, 0.9)];
  edge.route("POST /collections/docs/points/query", () => qdrantOk({ points: answer }));
  openSearch();
  await searchByVector(user);
  expect(await screen.findByText("1 point from docs")).toBeInTheDocument();

  answer = [POINT(2, 0.9), POINT(5, 0.5)];
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("2 points from docs")).toBeInTheDocument();
});

it("shows no problem on a tab before its fields are typed in or a search is tried there", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Recommend" }));
  const positive = await screen.findByRole("textbox", { name: "Positive examples" });
  expect(positive).not.toBeInvalid();
  expect(screen.queryByText("Give at least one point to look like")).not.toBeInTheDocument();

  // A search tried on another tab does not mark this one.
  await user.click(screen.getByRole("tab", { name: "By vector" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByText("Paste a vector: a JSON array of numbers")).toBeInTheDocument();
  await user.click(screen.getByRole("tab", { name: "Recommend" }));
  expect(screen.getByRole("textbox", { name: "Positive examples" })).not.toBeInvalid();
  expect(screen.queryByText("Give at least one point to look like")).not.toBeInTheDocument();

  await user.type(screen.getByRole("textbox", { name: "Negative examples" }), "x");
  expect(screen.getByText("x is not a point id: use an unsigned integer or a UUID")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Positive examples" })).not.toBeInvalid();

  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("textbox", { name: "Positive examples" })).toBeInvalid();
  expect(screen.getByText("Give at least one point to look like")).toBeInTheDocument();
  expect(edge.calls("POST /collections/docs/points/query")).toHaveLength(0);
});

it("chooses the project's only collection", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }] }));
  edge.route("POST /collections/docs/points/query", qdrantOk({ points: [POINT(2, 0.9)] }));
  openSearch("");
  expect(await screen.findByRole("combobox", { name: "Collection" })).toHaveTextContent("docs (3 · Cosine)");
  expect(screen.getByText("A JSON array of 3 numbers: [0.1, 0.2, …]")).toBeInTheDocument();
  await searchByVector(user);
  expect(await screen.findByText("1 point from docs")).toBeInTheDocument();
  expect(edge.calls("POST /collections/docs/points/query")).toHaveLength(1);
});

it("leaves the choice open when the project has several collections", async () => {
  openSearch("");
  const picker = await screen.findByRole("combobox", { name: "Collection" });
  expect(picker).not.toHaveTextContent("docs");
  expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
});

it("keeps each tab's results under that tab only", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/docs/points/query", (request) =>
    qdrantOk({ points: (request.body as { query: unknown }).query === 7 ? [POINT(8, 0.7)] : [POINT(2, 0.9), POINT(5, 0.5)] }),
  );
  openSearch();
  await searchByVector(user);
  const vectorResults = await screen.findByRole("table", { name: "Results" });
  expect(within(vectorResults).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2", "5"]);

  await user.click(screen.getByRole("tab", { name: "By point" }));
  expect(screen.queryByRole("table", { name: "Results" })).not.toBeInTheDocument();
  expect(screen.getByText("Results appear here, nearest first, with their scores and payloads.")).toBeInTheDocument();
  await user.click(screen.getByRole("tab", { name: "Recommend" }));
  expect(screen.queryByRole("table", { name: "Results" })).not.toBeInTheDocument();

  await user.click(screen.getByRole("tab", { name: "By point" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "7");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("1 point from docs")).toBeInTheDocument();
  expect(within(screen.getByRole("table", { name: "Results" })).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["8"]);

  await user.click(screen.getByRole("tab", { name: "By vector" }));
  expect(screen.getByText("2 points from docs")).toBeInTheDocument();
  expect(within(screen.getByRole("table", { name: "Results" })).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2", "5"]);
});
