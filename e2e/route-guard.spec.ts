import { expect, test } from "@playwright/test";
import { makeToken, storeSession } from "./fixtures/session";

test("a visitor without a token is sent to login", async ({ page }) => {
  await page.goto("/metrics");
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
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
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).toBeNull();
});

test("a token that is not a token goes to login", async ({ page }) => {
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
