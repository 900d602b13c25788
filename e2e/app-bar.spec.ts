import { expect, test } from "@playwright/test";
import { storeSession } from "./fixtures/session";
import { gotoConsole } from "./fixtures/shell";

test.use({ viewport: { width: 1440, height: 900 } });

let email = "";

test.beforeEach(async ({ page }) => {
  email = await storeSession(page);
  await gotoConsole(page, "/dashboard");
});

test("the profile menu shows the e-mail and its entries, and logout asks first", async ({ page }) => {
  const avatar = page.getByRole("button", { name: "Account menu" });
  await expect(avatar).toHaveText("E");
  await avatar.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/account-settings/account/");
  await expect(menu.getByRole("menuitem", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  await expect(menu.getByRole("menuitem", { name: "Help" })).toHaveAttribute("href", "/help-center");

  await menu.getByRole("menuitem", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Logout" });
  await expect(dialog.getByText("Are you sure you want to logout?")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("accessToken"))).not.toBeNull();

  await avatar.click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Logout" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  const stored = await page.evaluate(() => ["accessToken", "refreshToken", "email", "username"].map((k) => window.localStorage.getItem(k)));
  expect(stored).toEqual([null, null, null, null]);
});

test("notifications and shortcuts open from the top bar", async ({ page }) => {
  await page.getByRole("button", { name: "Notifications" }).click();
  const notifications = page.getByRole("dialog", { name: "Notifications" });
  await expect(notifications.getByText("0 New")).toBeVisible();
  await expect(notifications.getByText("No notifications yet")).toBeVisible();
  await expect(notifications.getByRole("button", { name: "Read All Notifications" })).toBeDisabled();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Shortcuts" }).click();
  const shortcuts = page.getByRole("dialog", { name: "Shortcuts" });
  await shortcuts.getByRole("link", { name: /Metrics/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Metrics" })).toBeVisible();
});

test("the mode toggle switches between light and dark", async ({ page }) => {
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("settings") ?? "{}") as { mode?: string });
  expect(stored.mode).toBe("dark");
});

test("the scroll-to-top button appears after scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 300 });
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 600);
  });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
