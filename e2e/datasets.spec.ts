// Datasets and Search and Discovery end to end, in Chromium against `npm
// start`: a real sign-in, a collection created in the console, a key created
// in the console, points upserted through the Qdrant REST API with that key,
// then browsed, filtered, searched and the collection deleted.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createApiKey, createCollection } from "./fixtures/datasets";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

const CITIES = ["London", "Paris", "London", "Rome", "London", "Paris"];

/** Six points on the unit circle's quarter (4-d, cosine), every other one in London. */
function points() {
  return CITIES.map((city, index) => {
    const angle = (index * Math.PI) / 12;
    return { id: index + 1, vector: [Math.cos(angle), Math.sin(angle), 0, 0], payload: { city, rank: index + 1 } };
  });
}

async function upsertPoints(request: APIRequestContext, name: string, key: string): Promise<void> {
  const response = await request.put(`/collections/${name}/points?wait=true`, { headers: { "api-key": key }, data: { points: points() } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", result: { status: "completed" } });
}

test("create a collection, upsert points with a key, browse, search with a filter, delete", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("datasets"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);
  const name = `e2e-${Date.now()}`;

  await createCollection(page, name);
  const key = await createApiKey(page);
  await upsertPoints(request, name, key);

  // Browse: every point, then only London's.
  await page.goto(`/ai-hub/datasets/${name}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const info = page.getByRole("region", { name: "Collection info" });
  await expect(info.getByText("Vectors", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("4 · Cosine6 points");
  const table = page.getByRole("table", { name: "Points" });
  await expect(table.getByRole("rowheader")).toHaveText(["1", "2", "3", "4", "5", "6"]);
  const filter = page.getByRole("form", { name: "Filter points" });
  await filter.getByRole("button", { name: "Add condition" }).click();
  await filter.getByRole("textbox", { name: "Payload key" }).fill("city");
  await filter.getByRole("textbox", { name: "Value" }).fill("London");
  await filter.getByRole("button", { name: "Apply filter" }).click();
  await expect(table.getByRole("rowheader")).toHaveText(["1", "3", "5"]);

  // A point's payload and vector, then Find similar from it.
  await page.getByRole("button", { name: "Open point 3" }).click();
  const point = page.getByRole("dialog", { name: "Point 3" });
  await expect(point.getByRole("textbox", { name: "Payload (JSON)" })).toHaveValue(/"city": "London"/);
  await expect(point.getByText("4 dimensions")).toBeVisible();
  await point.getByRole("button", { name: "Find similar" }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-hub/vectorSearch/?\\?collection=${name}&point=3$`));
  await expect(page.getByRole("table", { name: "Results" }).getByRole("rowheader").first()).toHaveText(/^[24]$/);

  // Search by vector with a filter.
  await page.getByRole("tab", { name: "By vector" }).click();
  await page.getByRole("textbox", { name: "Vector" }).fill("[1, 0, 0, 0]");
  await page.getByRole("button", { name: "Add condition" }).click();
  await page.getByRole("textbox", { name: "Payload key" }).fill("city");
  await page.getByRole("textbox", { name: "Value" }).fill("London");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("table", { name: "Results" }).getByRole("rowheader")).toHaveText(["1", "3", "5"]);

  // Delete the collection, typing its name.
  await page.goto("/ai-hub/datasets");
  await page.getByRole("button", { name: `Delete collection ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete collection" });
  await confirm.getByRole("textbox", { name: `Type ${name} to confirm` }).fill(name);
  await confirm.getByRole("button", { name: "Delete collection" }).click();
  await expect(page.getByText(`Collection ${name} deleted`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No collections yet" })).toBeVisible();
  const gone = await request.get(`/collections/${name}`, { headers: { "api-key": key } });
  expect(gone.status()).toBe(404);
});
