import { expect, test } from "@playwright/test";
import { makeToken, storeSession } from "./fixtures/session";

test("a visitor without a token is sent to login, which carries the page asked for", async ({ page }) => {
  await page.goto("/metrics");
  await expect(page).toHaveURL(/\/auth\/login\/?\?next=%2Fmetrics(%2F)?$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("an expired token is removed and the visitor goes to login", async ({ page }) => {
  const expired = makeToken(-60);
  await page.addInitScript((token) => {
    if (!window.sessionStorage.getItem("seeded")) {
      window.sessionStorage.setItem("seeded", "1");
      window.localStorage.setItem("accessToken", token);
      window.localStorage.setItem("email", "owner@example.com");
    }
  }, expired);
  await page.goto("/ai-hub/datasets");
  await expect(page).toHaveURL(/\/auth\/login\/?\?next=%2Fai-hub%2Fdatasets(%2F)?$/);
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
});

test("a deep link is carried to login with its query", async ({ page }) => {
  await page.goto("/ai-hub/datasets/docs?tab=points");
  await expect(page).toHaveURL(/\/auth\/login\/?\?next=%2Fai-hub%2Fdatasets%2Fdocs%3Ftab%3Dpoints$/);
});

test("a token that is not a token goes to login (no next: login opens the dashboard anyway)", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("accessToken", "not-a-token"));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test("a valid token opens the console", async ({ page }) => {
  await storeSession(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test("routes under /auth need no token", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});
