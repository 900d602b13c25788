// Hybrid search end to end, in Chromium against `npm start`: a collection of
// a dense and a sparse vector created in the console, points upserted with
// an API key through the Qdrant REST API, their sparse vectors read in the
// points browser, then a dense and a sparse prefetch fused by RRF on the
// Search page, and the same request as code accepted by the service; then the
// points that hold each vector counted in the collection's overview.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createApiKey, openCreateCollection } from "./fixtures/datasets";
import { storeSession } from "./fixtures/session";

/**
 * Four points: by the dense query [1, 0, 0, 0] they rank 1, 2, 3, 4; by the
 * sparse query {20: 1, 30: 0.5} only 2 and 3 match, 2 first. Fused by rank,
 * 2 (second and first) and 3 (third and second) come before 1 and 4.
 */
const POINTS = [
  { id: 1, vector: { dense: [1, 0, 0, 0], bm25: { indices: [10], values: [1] } }, payload: { title: "dense only" } },
  { id: 2, vector: { dense: [0.8, 0.6, 0, 0], bm25: { indices: [30, 20], values: [1, 1] } }, payload: { title: "both" } },
  { id: 3, vector: { dense: [0.2, 0.98, 0, 0], bm25: { indices: [20], values: [0.5] } }, payload: { title: "sparse mostly" } },
  { id: 4, vector: { dense: [0, 0, 1, 0], bm25: { indices: [40], values: [1] } }, payload: { title: "neither" } },
];

async function createHybridCollection(page: Page, name: string): Promise<void> {
  const dialog = await openCreateCollection(page, name);
  await dialog.getByRole("radio", { name: "Named vectors" }).check();
  const dense = dialog.getByRole("group", { name: "Named vector 1" });
  await dense.getByRole("textbox", { name: "Vector name" }).fill("dense");
  await dense.getByRole("textbox", { name: "Dimension" }).fill("4");
  await dialog.getByRole("button", { name: "Add sparse vector" }).click();
  const sparse = dialog.getByRole("group", { name: "Sparse vector 1" });
  await sparse.getByRole("textbox", { name: "Sparse vector name" }).fill("bm25");
  await sparse.getByRole("combobox", { name: "Modifier" }).click();
  await page.getByRole("option", { name: "IDF" }).click();
  await expect(dialog.getByRole("tabpanel")).toContainText(`"sparse_vectors": {`);
  await dialog.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText(`Collection ${name} created`)).toBeVisible();
}

async function upsertPoints(request: APIRequestContext, name: string, key: string): Promise<void> {
  const response = await request.put(`/collections/${name}/points?wait=true`, { headers: { "api-key": key }, data: { points: POINTS } });
  expect(response.status(), await response.text()).toBe(200);
}

test("create a dense and sparse collection, upsert points with a key, run a hybrid query and its code", async ({ page, request }) => {
  test.setTimeout(120_000);
  await storeSession(page, { label: "hybrid" });
  const name = `e2e-hybrid-${Date.now()}`;
  await createHybridCollection(page, name);
  const key = await createApiKey(page);
  await upsertPoints(request, name, key);

  // The collection's sparse vector in its overview, and a point's weights in its details.
  await page.goto(`/ai-hub/datasets/${name}`);
  await expect(page.getByRole("region", { name: "Collection info" })).toContainText("Sparse vector bm25");
  await page.getByRole("button", { name: "Open point 2" }).click();
  const point = page.getByRole("dialog", { name: "Point 2" });
  const bm25 = point.getByRole("listitem", { name: "Vector bm25" });
  await expect(bm25).toContainText("Sparse · 2 dimensions");
  await expect(bm25.getByRole("list", { name: "Weights of vector bm25, largest first" }).getByRole("listitem")).toHaveText(["20 → 1", "30 → 1"]);
  await point.getByRole("button", { name: "Close" }).click();

  // A dense prefetch and a sparse one, fused by RRF.
  await page.goto(`/ai-hub/vectorSearch?collection=${name}`);
  await page.getByRole("tab", { name: "Hybrid" }).click();
  const densePrefetch = page.getByRole("group", { name: "Prefetch 1" });
  const sparsePrefetch = page.getByRole("group", { name: "Prefetch 2" });
  await expect(densePrefetch.getByRole("combobox", { name: "Vector name" })).toHaveText("dense (4 · Cosine)");
  await expect(sparsePrefetch.getByRole("combobox", { name: "Vector name" })).toHaveText("bm25 (sparse · IDF)");
  // No model makes 4 dimensions: the dense prefetch is by vector; BM25 fits the sparse one, which starts by text.
  await expect(densePrefetch.getByRole("button", { name: "Vector" })).toHaveAttribute("aria-pressed", "true");
  await expect(sparsePrefetch.getByRole("combobox", { name: "Model" })).toHaveText("qdrant/bm25");
  await sparsePrefetch.getByRole("button", { name: "Vector" }).click();
  await densePrefetch.getByRole("textbox", { name: "Vector" }).fill("[1, 0, 0, 0]");
  await sparsePrefetch.getByRole("textbox", { name: "Sparse vector" }).fill("20:1, 30:0.5");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("table", { name: "Results" });
  await expect(results.getByRole("rowheader")).toHaveText(["2", "3", "1", "4"]);
  await expect(page.getByText(`4 points from ${name}`)).toBeVisible();

  // The same request as code is one the service takes, with the same answer.
  await page.getByRole("button", { name: "Show code" }).click();
  const code = page.getByRole("dialog", { name: "Query as code" });
  const curl = (await code.getByRole("tabpanel").textContent()) ?? "";
  const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)?.[1] ?? "null") as { prefetch: unknown[]; query: unknown };
  expect(body.query).toEqual({ fusion: "rrf" });
  expect(body.prefetch).toHaveLength(2);
  const answer = await request.post(`/collections/${name}/points/query`, { headers: { "api-key": key }, data: body });
  expect(answer.status(), await answer.text()).toBe(200);
  const { result } = (await answer.json()) as { result: { points: { id: number }[] } };
  expect(result.points.map((found) => found.id)).toEqual([2, 3, 1, 4]);

  // A fifth point with the dense vector only: the overview counts, per vector, the points that hold it.
  const denseOnly = await request.put(`/collections/${name}/points?wait=true`, {
    headers: { "api-key": key },
    data: { points: [{ id: 5, vector: { dense: [0, 0, 0, 1] }, payload: { title: "dense, no sparse" } }] },
  });
  expect(denseOnly.status(), await denseOnly.text()).toBe(200);
  await page.goto(`/ai-hub/datasets/${name}`);
  const info = page.getByRole("region", { name: "Collection info" });
  await expect(info.getByText("Vector dense", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("4 · Cosine5 points");
  await expect(info.getByText("Sparse vector bm25", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("Sparse · IDF4 points");
});
