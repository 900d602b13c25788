import { expect, test } from "@playwright/test";
import { storeSession } from "./fixtures/session";

const TEMPLATE_ROUTES: Record<string, string> = {
  "/apps/invoice/edit": "/ai-hub/inference",
  "/apps/invoice/add": "/ai-hub/notebooks",
  "/apps/chat": "/data-import",
  "/apps/calendar": "/addons",
  "/apps/email": "/metrics",
  "/pages/dialog-examples": "/help-center",
  "/": "/dashboard",
};

for (const [from, to] of Object.entries(TEMPLATE_ROUTES)) {
  test(`template route ${from} redirects to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);

    await storeSession(page);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}/?$`));
  });
}

test("a reload on a deep client-only route keeps the page", async ({ page }) => {
  await storeSession(page);
  await page.goto("/account-settings/account/");
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  await expect(page).toHaveURL(/\/account-settings\/account\/$/);

  const deep = await page.goto("/ai-hub/datasets/some-collection/points");
  expect(deep?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Datasets" })).toBeVisible();
});

test("unknown pages answer 404 and unknown API paths answer JSON", async ({ request }) => {
  const page = await request.get("/no/such/page");
  expect(page.status()).toBe(404);
  const api = await request.get("/api/no-such-thing");
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
  const health = await request.get("/healthz");
  expect(await health.json()).toMatchObject({ status: "ok" });
});
