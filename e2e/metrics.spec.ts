// The Metrics page end to end, in Chromium against `npm start`: a new owner's
// API key sends real calls to the data plane (a collection created, points
// upserted, searches, one refused), the page shows them once metering has
// written them (every METERING_FLUSH_SECONDS, 5 s by default): charts drawn,
// the table's calls adding up to the calls sent, the errors' 4xx, the sizes
// once sampled, and the charts again in dark mode. A new project's page says
// it has no requests yet.
import fs from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { storeSession } from "./fixtures/session";
import { gotoConsole, openCustomizer } from "./fixtures/shell";

test.use({ viewport: { width: 1440, height: 900 } });

const SEARCHES = 5;

/** Creates a collection, upserts three points, searches it SEARCHES times, and asks for a collection that does not exist: SEARCHES + 3 calls, one of them a 404. */
async function sendCalls(request: APIRequestContext, key: string, name: string): Promise<number> {
  const headers = { "api-key": key };
  const created = await request.put(`/collections/${name}`, { headers, data: { vectors: { size: 4, distance: "Cosine" } } });
  expect(created.status(), await created.text()).toBe(200);
  const points = [1, 2, 3].map((id) => ({ id, vector: [id, 1, 0, 0], payload: { id } }));
  const upserted = await request.put(`/collections/${name}/points?wait=true`, { headers, data: { points } });
  expect(upserted.status(), await upserted.text()).toBe(200);
  for (let search = 0; search < SEARCHES; search += 1) {
    const found = await request.post(`/collections/${name}/points/search`, { headers, data: { vector: [1, 0, 0, 0], limit: 2 } });
    expect(found.status(), await found.text()).toBe(200);
  }
  const missing = await request.get(`/collections/${name}-missing`, { headers });
  expect(missing.status()).toBe(404);
  return SEARCHES + 3;
}

/** The numbers of a column of a panel's table, every row. */
async function columnValues(table: Locator, column: number): Promise<number[]> {
  const cells = await table.locator(`tbody tr td:nth-of-type(${column})`).allTextContents();
  return cells.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

async function tickLabelFill(page: Page): Promise<string> {
  return page.getByRole("region", { name: "Requests per second" }).locator(".MuiChartsAxis-tickLabel").first().evaluate((label) => getComputedStyle(label).fill);
}

test("a key's calls on the Metrics page: charts, the table's numbers, and dark mode", async ({ page, request }) => {
  test.setTimeout(240_000);
  await storeSession(page, { label: "metrics" });
  const key = await createApiKey(page);
  const sent = await sendCalls(request, key, `e2e-metrics-${Date.now()}`);

  // The last hour, only the key's calls (the console's own reads of the data plane are the user's).
  await gotoConsole(page, "/metrics?range=1h");
  await expect(page.getByRole("heading", { level: 1, name: "Metrics" })).toBeVisible();
  const keyChoice = page.getByRole("group", { name: "Filters" }).getByRole("combobox", { name: "API key" });
  const keyLabel = (await keyChoice.getByRole("option", { name: /^e2e-ingest \(vdb_/ }).textContent()) ?? "";
  await keyChoice.selectOption({ label: keyLabel });
  await expect(page).toHaveURL(/[?&]apiKey=[0-9a-f-]{36}/);

  // Metering writes every few seconds; the page asks again on a reload (the selection is in its address).
  const requests = page.getByRole("region", { name: "Requests per second" });
  await expect(async () => {
    await page.reload();
    await expect(requests).toContainText(`${sent} calls in this range`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  const chart = requests.getByRole("img", { name: /^Requests per second chart\./ });
  await expect(chart.locator("svg .MuiLineChart-line").first()).toBeVisible();
  await expect(requests.getByText("points.search", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Latency" })).toContainText(/Percentiles are within ±\d+(\.\d)?% of the exact value/);
  await expect(page.getByRole("region", { name: "Errors by status class" })).toContainText("1 client error (4xx), 0 server errors (5xx)");

  // The table lists the same calls, minute by minute.
  await requests.getByRole("button", { name: "Table" }).click();
  const table = requests.getByRole("table", { name: "Requests per second" });
  await expect(table.getByRole("columnheader")).toContainText(["Period start", "Calls"]);
  await expect(table.getByRole("columnheader", { name: "points.search (req/s)" })).toBeVisible();
  const calls = await columnValues(table, 1);
  // The hour widened to whole minutes: 61 of them unless it began on one.
  expect([60, 61]).toContain(calls.length);
  expect(calls.reduce((total, count) => total + count, 0)).toBe(sent);
  const errors = page.getByRole("region", { name: "Errors by status class" });
  await errors.getByRole("button", { name: "Table" }).click();
  expect((await columnValues(errors.getByRole("table"), 1)).reduce((total, count) => total + count, 0)).toBe(1);
  await requests.getByRole("button", { name: "Chart" }).click();
  await expect(chart).toBeVisible();

  // The CSV holds the same calls, a row per minute.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^metrics-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv$/);
  const [header = "", ...rows] = (await fs.readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  expect(header.split(",").slice(0, 3)).toEqual(["time", "calls", "points.search req/s"]);
  expect([60, 61]).toContain(rows.length);
  expect(rows.reduce((total, row) => total + Number(row.split(",")[1]), 0)).toBe(sent);

  // Sizes are sampled every minute.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Points and indexed vectors" })).toContainText("Now 3 points", { timeout: 5_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  await expect(page.getByRole("region", { name: "Storage" })).toContainText(/Now [\d.,]+ (B|kB|MB) on disk/);

  // Dark mode: the same charts, their text in the dark theme's colours (both pages kept with the test's output for review).
  await page.screenshot({ path: test.info().outputPath("metrics-light.png"), fullPage: true });
  const lightFill = await tickLabelFill(page);
  const drawer = await openCustomizer(page);
  await drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Dark", exact: true }).check();
  await drawer.getByRole("button", { name: "Close theme customizer" }).click();
  await expect(drawer).toBeHidden();
  await expect(chart.locator("svg").first()).toBeVisible();
  await expect(requests).toContainText(`${sent} calls in this range`);
  await expect.poll(() => tickLabelFill(page)).not.toBe(lightFill);
  await page.screenshot({ path: test.info().outputPath("metrics-dark.png"), fullPage: true });
});

test("a new project's Metrics page says there were no requests, and where to start", async ({ page }) => {
  await storeSession(page, { label: "metrics-empty" });
  await gotoConsole(page, "/metrics");
  const empty = page.getByRole("region", { name: "No requests in this range" });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole("link", { name: "Create an API key" })).toHaveAttribute("href", "/account-settings/api-keys/");
  await expect(empty.getByRole("link", { name: "Open Search" })).toHaveAttribute("href", "/ai-hub/vectorSearch");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Requests per second" })).toHaveCount(0);

  // The same in dark mode: the empty state on the dark theme's paper.
  const paperOf = () => empty.evaluate((element) => getComputedStyle(element.closest(".MuiPaper-root") ?? document.body).backgroundColor);
  const lightPaper = await paperOf();
  const drawer = await openCustomizer(page);
  await drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Dark", exact: true }).check();
  await drawer.getByRole("button", { name: "Close theme customizer" }).click();
  await expect(empty).toBeVisible();
  await expect.poll(paperOf).not.toBe(lightPaper);
});
