// Search and Discovery's query options end to end, in Chromium against
// `npm start`: a collection made and filled with an API key through the
// Qdrant REST API, then, on the Search page, a nearest query re-ranked for
// diversity (MMR) and a random sample filtered by "contains any word" on a
// full-text index, each checked in the form first, and each request as code
// taken by the service with the same answer.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { storeSession } from "./fixtures/session";

/**
 * By the query [1, 0, 0, 0] the nearest two are 1 and its near twin 2; by
 * MMR with a high diversity over four candidates, 1 and then 4, the point
 * least like 1. By "contains any word" of "green sky", 2 and 3.
 */
const POINTS = [
  { id: 1, vector: [1, 0, 0, 0], payload: { body: "red apple" } },
  { id: 2, vector: [0.99, 0.01, 0, 0], payload: { body: "green pear" } },
  { id: 3, vector: [0.8, 0.6, 0, 0], payload: { body: "blue sky" } },
  { id: 4, vector: [0, 0, 1, 0], payload: { body: "red car" } },
];

async function createCollection(request: APIRequestContext, name: string, key: string): Promise<void> {
  const headers = { "api-key": key };
  const created = await request.put(`/collections/${name}`, { headers, data: { vectors: { size: 4, distance: "Cosine" } } });
  expect(created.status(), await created.text()).toBe(200);
  const indexed = await request.put(`/collections/${name}/index?wait=true`, { headers, data: { field_name: "body", field_schema: { type: "text", tokenizer: "word" } } });
  expect(indexed.status(), await indexed.text()).toBe(200);
  const upserted = await request.put(`/collections/${name}/points?wait=true`, { headers, data: { points: POINTS } });
  expect(upserted.status(), await upserted.text()).toBe(200);
}

/** The curl sample's body, sent by the test to the service: the ids it answers. */
async function runShownCode(page: Page, request: APIRequestContext, name: string, key: string): Promise<{ body: Record<string, unknown>; ids: number[] }> {
  await page.getByRole("button", { name: "Show code" }).click();
  const code = page.getByRole("dialog", { name: "Query as code" });
  const curl = (await code.getByRole("tabpanel").textContent()) ?? "";
  await code.getByRole("button", { name: "Close" }).click();
  const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)?.[1] ?? "null") as Record<string, unknown>;
  const answer = await request.post(`/collections/${name}/points/query`, { headers: { "api-key": key }, data: body });
  expect(answer.status(), await answer.text()).toBe(200);
  const { result } = (await answer.json()) as { result: { points: { id: number }[] } };
  return { body, ids: result.points.map((point) => point.id) };
}

async function setUp(page: Page, request: APIRequestContext, label: string): Promise<{ name: string; key: string }> {
  await storeSession(page, { label });
  const name = `e2e-${label}-${Date.now()}`;
  const key = await createApiKey(page);
  await createCollection(request, name, key);
  await page.goto(`/ai-hub/vectorSearch?collection=${name}`);
  return { name, key };
}

test("re-ranks the nearest points for diversity with MMR, checked first, and its code gives the same answer", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { name, key } = await setUp(page, request, "mmr");
  await page.getByRole("textbox", { name: "Vector" }).fill("[1, 0, 0, 0]");
  const limit = page.getByRole("textbox", { name: "Limit" });
  await limit.fill("2");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("table", { name: "Results" });
  await expect(results.getByRole("rowheader")).toHaveText(["1", "2"]);

  // The option comes with the query builders, soon after the form shows.
  await page.getByRole("switch", { name: "Diversity (MMR)" }).check();
  const diversity = page.getByRole("textbox", { name: "Diversity" });
  await diversity.fill("2");
  await expect(diversity).toHaveAccessibleDescription("A number from 0 (relevance only) to 1 (diversity only)");
  await diversity.fill("0.9");
  await page.getByRole("textbox", { name: "Candidates" }).fill("4");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results.getByRole("rowheader")).toHaveText(["1", "4"]);

  const shown = await runShownCode(page, request, name, key);
  expect(shown.body.query).toEqual({ nearest: [1, 0, 0, 0], mmr: { diversity: 0.9, candidates_limit: 4 } });
  expect(shown.ids).toEqual([1, 4]);

  // The service serves gRPC (playwright.config.ts's GRPC_PORT): the Go and Rust clients' form of the same query.
  await page.getByRole("button", { name: "Show code" }).click();
  const code = page.getByRole("dialog", { name: "Query as code" });
  await code.getByRole("tab", { name: "Go" }).click();
  await expect(code.getByRole("tabpanel", { name: "Go" })).toContainText("Query: qdrant.NewQueryMMR(qdrant.NewVectorInput(1, 0, 0, 0), &qdrant.Mmr{");
  await code.getByRole("tab", { name: "Rust" }).click();
  await expect(code.getByRole("tabpanel", { name: "Rust" })).toContainText(".query(Query::new_nearest_with_mmr(VectorInput::new_dense(vec![1.0, 0.0, 0.0, 0.0]), Mmr {");
  await code.getByRole("button", { name: "Close" }).click();
});

test("samples points at random among those whose text contains any of the words, and its code gives the same points", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { name, key } = await setUp(page, request, "text-any");
  await page.getByRole("tab", { name: "Random sample" }).click();
  await expect(page.getByText("Points picked at random among those the filter keeps, as many as the limit.")).toBeVisible();
  await page.getByRole("button", { name: "Add condition" }).click();
  const condition = page.getByRole("group", { name: "Condition 1" });
  await condition.getByRole("textbox", { name: "Payload key" }).fill("body");
  await condition.getByRole("combobox", { name: "Operator" }).click();
  await page.getByRole("option", { name: "contains any word" }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(condition.getByRole("alert")).toHaveText("Condition 1: Enter the text to look for");

  await condition.getByRole("textbox", { name: "Value" }).fill("green sky");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("table", { name: "Results" });
  await expect(results.getByRole("rowheader")).toHaveCount(2);
  expect((await results.getByRole("rowheader").allTextContents()).sort()).toEqual(["2", "3"]);

  const shown = await runShownCode(page, request, name, key);
  expect(shown.body).toMatchObject({ query: { sample: "random" }, filter: { must: [{ key: "body", match: { text_any: "green sky" } }] } });
  expect(shown.ids.sort()).toEqual([2, 3]);
});
