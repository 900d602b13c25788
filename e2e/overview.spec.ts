// The Overview end to end, in Chromium against `npm start`: a new owner lands
// on /dashboard and is shown the way in and the endpoint; once a collection
// exists and the data plane has answered a few calls made with a key, the
// Overview counts the collection and the calls (metering writes its rollups
// every 5 s, so the page is reloaded until they show).
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { createApiKey, createCollection } from "./fixtures/datasets";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

/** Data-plane calls made with the key: an upsert, a read of the collection, two searches. */
async function callDataPlane(request: APIRequestContext, name: string, key: string): Promise<number> {
  const headers = { "api-key": key };
  const calls = [
    () => request.put(`/collections/${name}/points?wait=true`, { headers, data: { points: [{ id: 1, vector: [1, 0, 0, 0], payload: { city: "London" } }, { id: 2, vector: [0, 1, 0, 0], payload: { city: "Paris" } }] } }),
    () => request.get(`/collections/${name}`, { headers }),
    () => request.post(`/collections/${name}/points/search`, { headers, data: { vector: [1, 0, 0, 0], limit: 2 } }),
    () => request.post(`/collections/${name}/points/search`, { headers, data: { vector: [0, 1, 0, 0], limit: 2 } }),
  ];
  for (const call of calls) {
    const response = await call();
    expect(response.status(), await response.text()).toBe(200);
  }
  return calls.length;
}

/** A card's figure (its large number) as a number: "1,234" → 1234. */
async function figureOf(card: Locator): Promise<number> {
  const text = (await card.locator("p").first().textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

test("a new project is shown the way in and its endpoint, then its collection and calls", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("overview"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The endpoint (this service's own address) with its copy button, and the code to connect.
  const connect = page.getByRole("region", { name: "Connect" });
  await expect(connect.locator("code").first()).toHaveText(baseURL as string);
  await expect(connect.getByRole("button", { name: "Copy REST endpoint URL" })).toBeVisible();
  await expect(connect.getByRole("tabpanel")).toContainText(`curl -X GET '${baseURL}/collections'`);
  // Qdrant's gRPC API beside it (the e2e service's is the port after its own), with the Go client's code for it.
  const grpcPort = Number(new URL(baseURL as string).port) + 1;
  await expect(connect.locator("code").nth(1)).toHaveText(`127.0.0.1:${grpcPort}`);
  await connect.getByRole("tab", { name: "Go" }).click();
  await expect(connect.getByRole("tabpanel")).toContainText(`Port:   ${grpcPort},`);

  // Nothing in the project yet: the three steps, none done, instead of zeros.
  const start = page.getByRole("region", { name: "Get started" });
  await expect(start.getByRole("heading", { level: 3 })).toHaveText(["1. Create a collection", "2. Import a file", "3. Make an API key"]);
  await expect(page.getByRole("region", { name: "Collections", exact: true })).toHaveCount(0);

  const name = `e2e-overview-${Date.now()}`;
  await createCollection(page, name);
  const key = await createApiKey(page);
  const sent = await callDataPlane(request, name, key);

  await page.goto("/dashboard");
  await expect(async () => {
    await page.reload();
    const collections = page.getByRole("region", { name: "Collections", exact: true });
    await expect(collections).toBeVisible({ timeout: 5_000 });
    expect(await figureOf(collections)).toBe(1);
    expect(await figureOf(page.getByRole("region", { name: "Points", exact: true }))).toBe(2);
    // The console's own calls to the data plane (creating the collection, listing it) count too.
    expect(await figureOf(page.getByRole("region", { name: "Requests, last 24 hours" }))).toBeGreaterThanOrEqual(sent);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] });
  await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "API calls this month" })).toContainText(/of 20\D?000 API calls \(Sandbox\)/);
});
