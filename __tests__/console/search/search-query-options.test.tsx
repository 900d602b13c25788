// Search and Discovery's query options: diversity by MMR on a nearest query,
// the recommend strategy, point ids of another collection (lookup_from), a
// random sample, and RRF's weights per prefetch. Each is checked in the form
// before it is sent, sent as Qdrant has it, and shown as code in curl,
// JavaScript and Python.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;
type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "catalog" }, { name: "tiny" }] }));
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ size: 3, points: 10 })));
  edge.route(
    "GET /collections/catalog",
    qdrantOk(collectionInfo({ vectors: { image: { size: 3, distance: "Cosine" }, text: { size: 2, distance: "Dot" }, caption: { size: 3, distance: "Euclid" } } })),
  );
  edge.route("GET /collections/tiny", qdrantOk(collectionInfo({ size: 2 })));
  edge.route("POST /collections/docs/points/query", qdrantOk({ points: [{ id: 4, version: 1, score: 0.5, payload: { title: "Four" } }] }));
});

afterEach(() => removeToasts());

function openSearch() {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: "?collection=docs" }} />);
}

function sentBodies(): unknown[] {
  return edge.calls("POST /collections/docs/points/query").map((call) => call.body);
}

/** The code dialog's text in each language, closed again. */
async function codeInEveryLanguage(user: User): Promise<Record<"curl" | "javascript" | "python", string>> {
  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  const read = async (tab: string) => {
    await user.click(within(dialog).getByRole("tab", { name: tab }));
    return within(dialog).getByRole("tabpanel").textContent?.replace(/\s+/g, " ") ?? "";
  };
  const code = { curl: await read("curl"), javascript: await read("JavaScript"), python: await read("Python") };
  await user.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Query as code" })).not.toBeInTheDocument());
  return code;
}

async function choose(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole("option", { name: option }));
}

it("re-ranks a search by vector for diversity, with the diversity and candidates checked, and shows MMR as code", async () => {
  const user = userEvent.setup();
  openSearch();
  // The option comes with the query builders, loaded once the form has shown for a moment.
  const mmr = await screen.findByRole("switch", { name: "Diversity (MMR)" }, { timeout: 5000 });
  expect(mmr).toHaveAccessibleDescription("Re-ranks the nearest points so that each result is relevant yet unlike those before it");
  expect(screen.queryByRole("textbox", { name: "Diversity" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("textbox", { name: "Vector" }));
  await user.paste("[0.1, 0.2, 0.3]");
  await user.click(mmr);

  const diversity = screen.getByRole("textbox", { name: "Diversity" });
  const candidates = screen.getByRole("textbox", { name: "Candidates" });
  expect(diversity).toHaveValue("0.5");
  expect(diversity).toHaveAccessibleDescription("0 for relevance only, 1 for diversity only");
  expect(candidates).toHaveAccessibleDescription("Nearest points re-ranked, up to 16384; blank for the limit");
  await user.clear(diversity);
  await user.type(diversity, "1.5");
  expect(diversity).toBeInvalid();
  expect(diversity).toHaveAccessibleDescription("A number from 0 (relevance only) to 1 (diversity only)");
  await user.type(candidates, "5");
  expect(candidates).toHaveAccessibleDescription("A whole number from 10 (the limit) to 16384, or blank for the limit");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(sentBodies()).toHaveLength(0);

  await user.clear(diversity);
  await user.type(diversity, "0.3");
  await user.clear(candidates);
  await user.type(candidates, "40");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([{ query: { nearest: [0.1, 0.2, 0.3], mmr: { diversity: 0.3, candidates_limit: 40 } }, limit: 10, with_payload: true }]);

  const code = await codeInEveryLanguage(user);
  expect(code.curl).toContain(`"query": { "nearest": [ 0.1, 0.2, 0.3 ], "mmr": { "diversity": 0.3, "candidates_limit": 40 } }`);
  expect(code.javascript).toContain(`query: { nearest: [0.1, 0.2, 0.3], mmr: { diversity: 0.3, candidates_limit: 40 }, },`);
  expect(code.python).toContain(`query=models.NearestQuery(nearest=[0.1, 0.2, 0.3], mmr=models.Mmr(diversity=0.3, candidates_limit=40)),`);

  // Off again, the query is a plain vector.
  await user.click(mmr);
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(sentBodies()[1]).toEqual({ query: [0.1, 0.2, 0.3], limit: 10, with_payload: true });
}, 30_000);

it("recommends by best score from points to look unlike alone, which the average vector refuses", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Recommend" }));
  const strategy = await screen.findByRole("combobox", { name: "Strategy" });
  expect(strategy).toHaveTextContent("Average vector");
  expect(strategy).toHaveAccessibleDescription("Nearest to the average of the examples; needs a point to look like");
  await user.type(screen.getByRole("textbox", { name: "Negative examples" }), "3");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("textbox", { name: "Positive examples" })).toHaveAccessibleDescription("Give at least one point to look like");
  expect(sentBodies()).toHaveLength(0);

  await choose(user, strategy, "Best score");
  expect(strategy).toHaveAccessibleDescription("Each point scored by its closest example, liked or not; works from points to look unlike alone");
  expect(screen.getByRole("textbox", { name: "Positive examples" })).toBeValid();
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([{ query: { recommend: { positive: [], negative: [3], strategy: "best_score" } }, limit: 10, with_payload: true }]);

  await choose(user, strategy, "Sum of scores");
  await user.type(screen.getByRole("textbox", { name: "Positive examples" }), "1");
  const code = await codeInEveryLanguage(user);
  expect(code.curl).toContain(`"recommend": { "positive": [ 1 ], "negative": [ 3 ], "strategy": "sum_scores" }`);
  expect(code.javascript).toContain(`query: { recommend: { positive: [1], negative: [3], strategy: "sum_scores" } }`);
  expect(code.python).toContain(`models.RecommendInput(positive=[1], negative=[3], strategy=models.RecommendStrategy.SUM_SCORES)`);
}, 30_000);

it("takes recommend examples from another collection's vector of the same dimension, and says when it has none", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Recommend" }));
  const source = await screen.findByRole("combobox", { name: "Point ids from" });
  expect(source).toHaveTextContent("This collection");
  expect(source).toHaveAccessibleDescription("The points of this collection, left out of the results");
  await user.type(await screen.findByRole("textbox", { name: "Positive examples" }), "11, 12");

  await choose(user, source, "tiny");
  expect(source).toHaveAccessibleDescription("tiny has no vector of 3 dimensions like the one searched: choose another collection");
  expect(source).toHaveAttribute("aria-invalid", "true");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(sentBodies()).toHaveLength(0);

  await choose(user, source, "catalog");
  expect(source).toHaveAccessibleDescription("Points of catalog, compared by their vector with this collection's");
  const theirVector = screen.getByRole("combobox", { name: "Vector of catalog" });
  expect(theirVector).toHaveTextContent("image (3 · Cosine)");
  await user.click(theirVector);
  // Only their vectors of this collection's dimension.
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["image (3 · Cosine)", "caption (3 · Euclid)"]);
  await user.click(screen.getByRole("option", { name: "caption (3 · Euclid)" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([
    { query: { recommend: { positive: [11, 12], negative: [], strategy: "average_vector" } }, lookup_from: { collection: "catalog", vector: "caption" }, limit: 10, with_payload: true },
  ]);

  const code = await codeInEveryLanguage(user);
  expect(code.curl).toContain(`"lookup_from": { "collection": "catalog", "vector": "caption" }`);
  expect(code.javascript).toContain(`lookup_from: { collection: "catalog", vector: "caption" }`);
  expect(code.python).toContain(`lookup_from=models.LookupLocation(collection="catalog", vector="caption"),`);
}, 30_000);

it("queries by a point of another collection, re-ranked by MMR", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "By point" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "7");
  await choose(user, await screen.findByRole("combobox", { name: "Point ids from" }), "catalog");
  expect(screen.getByRole("textbox", { name: "Point id" })).toHaveAccessibleDescription("The points nearest to this point's vector");
  await user.click(screen.getByRole("switch", { name: "Diversity (MMR)" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(sentBodies()).toEqual([{ query: { nearest: 7, mmr: { diversity: 0.5 } }, lookup_from: { collection: "catalog", vector: "image" }, limit: 10, with_payload: true }]);
}, 30_000);

it("samples points at random with the filter and limit, naming no vector", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Random sample" }));
  expect(await screen.findByText("Points picked at random among those the filter keeps, as many as the limit.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Add condition" }));
  const condition = screen.getByRole("group", { name: "Condition 1" });
  await user.type(within(condition).getByRole("textbox", { name: "Payload key" }), "lang");
  await user.type(within(condition).getByRole("textbox", { name: "Value" }), "en");
  await user.clear(screen.getByRole("textbox", { name: "Limit" }));
  await user.type(screen.getByRole("textbox", { name: "Limit" }), "3");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  const filter = { must: [{ key: "lang", match: { value: "en" } }] };
  expect(sentBodies()).toEqual([{ query: { sample: "random" }, filter, limit: 3, with_payload: true }]);

  const code = await codeInEveryLanguage(user);
  expect(code.curl).toContain(`"query": { "sample": "random" }`);
  expect(code.javascript).toContain(`query: { sample: "random" },`);
  expect(code.python).toContain(`query=models.SampleQuery(sample=models.Sample.RANDOM),`);
}, 30_000);

it("filters by any of several words or by a phrase, each checked and shown as code", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("textbox", { name: "Vector" }));
  await user.paste("[1, 0, 0]");
  await user.click(screen.getByRole("button", { name: "Add condition" }));
  await user.click(screen.getByRole("button", { name: "Add condition" }));
  const first = screen.getByRole("group", { name: "Condition 1" });
  const second = screen.getByRole("group", { name: "Condition 2" });
  await user.type(within(first).getByRole("textbox", { name: "Payload key" }), "body");
  await choose(user, within(first).getByRole("combobox", { name: "Operator" }), "contains any word");
  await user.type(within(first).getByRole("textbox", { name: "Value" }), "vector search");
  await user.type(within(second).getByRole("textbox", { name: "Payload key" }), "title");
  await choose(user, within(second).getByRole("combobox", { name: "Operator" }), "contains phrase");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(within(second).getByRole("alert")).toHaveTextContent("Condition 2: Enter the text to look for");
  expect(sentBodies()).toHaveLength(0);

  await user.type(within(second).getByRole("textbox", { name: "Value" }), " nearest neighbours ");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  const filter = {
    must: [
      { key: "body", match: { text_any: "vector search" } },
      { key: "title", match: { phrase: "nearest neighbours" } },
    ],
  };
  expect(sentBodies()).toEqual([{ query: [1, 0, 0], filter, limit: 10, with_payload: true }]);

  const code = await codeInEveryLanguage(user);
  expect(code.curl).toContain(`{ "key": "body", "match": { "text_any": "vector search" } }`);
  expect(code.javascript).toContain(`{ key: "body", match: { text_any: "vector search" } }`);
  expect(code.python).toContain(`{"key": "title", "match": {"phrase": "nearest neighbours"}}`);

  // The JSON view and back keep each condition's kind.
  await user.click(screen.getByRole("button", { name: "JSON" }));
  expect(JSON.parse((screen.getByRole("textbox", { name: "Filter JSON" }) as HTMLTextAreaElement).value)).toEqual(filter);
  await user.click(screen.getByRole("button", { name: "Conditions" }));
  expect(within(screen.getByRole("group", { name: "Condition 1" })).getByRole("combobox", { name: "Operator" })).toHaveTextContent("contains any word");
  expect(within(screen.getByRole("group", { name: "Condition 2" })).getByRole("combobox", { name: "Operator" })).toHaveTextContent("contains phrase");
}, 30_000);
