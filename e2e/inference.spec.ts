// The Inference page end to end, in Chromium against `npm start`: two
// sentences embedded by the built-in universal-sentence-encoder-lite (512
// dimensions each); then a collection of a 512-d cosine vector filled with an
// API key through the Qdrant REST API, its points given as texts that the
// service embeds ({"text", "model"}), and a question asked in the page's
// semantic search, the point closest to it first; and the request as code
// taken by the service with the same answer.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { storeSession } from "./fixtures/session";

const MODEL = "universal-sentence-encoder-lite";

const DOCUMENTS = [
  { id: 1, text: "The cat sleeps all afternoon on the warm windowsill." },
  { id: 2, text: "Stock markets fell sharply after the central bank raised interest rates." },
  { id: 3, text: "Fresh basil, garlic and ripe tomatoes make a simple pasta sauce." },
];

async function createTextCollection(request: APIRequestContext, name: string, key: string): Promise<void> {
  const headers = { "api-key": key };
  const created = await request.put(`/collections/${name}`, { headers, data: { vectors: { size: 512, distance: "Cosine" } } });
  expect(created.status(), await created.text()).toBe(200);
  const points = DOCUMENTS.map(({ id, text }) => ({ id, vector: { text, model: MODEL }, payload: { text } }));
  const upserted = await request.put(`/collections/${name}/points?wait=true`, { headers, data: { points } });
  expect(upserted.status(), await upserted.text()).toBe(200);
}

test("embed two sentences, then ask a collection of embedded texts a question", async ({ page, request }) => {
  test.setTimeout(180_000);
  await storeSession(page, { label: "inference" });

  await page.goto("/ai-hub/inference");
  await expect(page.getByRole("heading", { level: 1, name: "Inference" })).toBeVisible();
  await page.getByRole("combobox", { name: "Model" }).click();
  await page.getByRole("option", { name: new RegExp(`^${MODEL}`) }).click();
  await page.getByRole("textbox", { name: "Texts" }).fill("A small red fox jumps over the fence.\nVector databases find similar items.");
  await page.getByRole("button", { name: "Embed" }).click();
  const vectors = page.getByRole("region", { name: "Vectors" });
  await expect(vectors).toContainText(`2 vectors from ${MODEL} (512 dimensions)`, { timeout: 60_000 });
  await expect(vectors.getByRole("listitem", { name: "Vector 1" })).toContainText("512 dimensions · L2 norm");
  await expect(vectors.getByRole("listitem", { name: "Vector 2" })).toContainText("Vector databases find similar items.");

  const key = await createApiKey(page);
  const name = `e2e-inference-${Date.now()}`;
  await createTextCollection(request, name, key);

  await page.goto("/ai-hub/inference");
  await page.getByRole("tab", { name: "Semantic search" }).click();
  // The project's only collection is chosen, and the only model of its dimension.
  await expect(page.getByRole("combobox", { name: "Collection" })).toContainText(name);
  await expect(page.getByRole("combobox", { name: "Model" })).toHaveText(MODEL);
  await page.getByRole("textbox", { name: "Question" }).fill("What can I cook for dinner with tomatoes?");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("table", { name: "Results" });
  await expect(results.getByRole("rowheader")).toHaveCount(3);
  await expect(results.getByRole("rowheader").first()).toHaveText("3");
  await expect(page.getByText(`3 points from ${name}`)).toBeVisible();

  // The same request as code is one the service takes, with the same first point.
  await page.getByRole("button", { name: "Show code" }).click();
  const code = page.getByRole("dialog", { name: "Query as code" });
  const curl = (await code.getByRole("tabpanel").textContent()) ?? "";
  const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)?.[1] ?? "null") as { query: unknown };
  expect(body.query).toEqual({ text: "What can I cook for dinner with tomatoes?", model: MODEL });
  const answer = await request.post(`/collections/${name}/points/query`, { headers: { "api-key": key }, data: body });
  expect(answer.status(), await answer.text()).toBe(200);
  const { result } = (await answer.json()) as { result: { points: { id: number }[] } };
  expect(result.points[0]?.id).toBe(3);
});
