import { expect, test } from "@playwright/test";
import { MENU_DESTINATIONS } from "./fixtures/menu";
import { storeSession } from "./fixtures/session";
import { chooseLayout, openFromMenu, gotoConsole } from "./fixtures/shell";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await storeSession(page);
});

test("every menu route is reachable from the vertical menu", async ({ page }) => {
  await gotoConsole(page, "/dashboard");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByText("Pages", { exact: true })).toBeVisible();
  for (const destination of MENU_DESTINATIONS) {
    await openFromMenu(page, destination, "vertical");
    await expect(page).toHaveURL(new RegExp(`${destination.path}/?$`));
    await expect(page.getByRole("heading", { level: 1, name: destination.heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: destination.title, exact: true })).toHaveAttribute("aria-current", "page");
  }
});

test("every menu route is reachable from the horizontal menu", async ({ page }) => {
  // Every area of the menu, each page with its data: past the default 60 s on a busy 2-core machine (measured 1.5 to 4 s a step).
  test.setTimeout(120_000);
  await gotoConsole(page, "/dashboard");
  await chooseLayout(page, "Horizontal");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByText("Pages", { exact: true })).toHaveCount(0);
  for (const destination of MENU_DESTINATIONS) {
    await openFromMenu(page, destination, "horizontal");
    await expect(page).toHaveURL(new RegExp(`${destination.path}/?$`));
    await expect(page.getByRole("heading", { level: 1, name: destination.heading })).toBeVisible();
  }
});

test("the AI Hub group expands and collapses", async ({ page }) => {
  await gotoConsole(page, "/metrics");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const group = nav.getByRole("button", { name: "AI Hub" });
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await group.click();
  await expect(nav.getByRole("link", { name: "Datasets" })).toBeVisible();
  await group.click();
  await expect(nav.getByRole("link", { name: "Datasets" })).toBeHidden();
});

test("the horizontal layout falls back to vertical below 1200 px and comes back above it", async ({ page }) => {
  await gotoConsole(page, "/dashboard");
  await chooseLayout(page, "Horizontal");
  const openNavigation = page.getByRole("button", { name: "Open navigation" });
  await expect(openNavigation).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "AI Hub" })).toBeVisible();

  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(openNavigation).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(openNavigation).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByText("Pages", { exact: true })).toHaveCount(0);
});

test("the mobile drawer opens, navigates and closes on route change", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoConsole(page, "/dashboard");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  await nav.getByRole("button", { name: "AI Hub" }).click();
  await nav.getByRole("link", { name: "Datasets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Datasets" })).toBeVisible();
  await expect(nav).toBeHidden();
});

test("the vertical navigation collapses to a rail and expands on hover", async ({ page }) => {
  await gotoConsole(page, "/dashboard");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await page.getByRole("button", { name: "Collapse navigation" }).click();
  const rail = await nav.boundingBox();
  await page.mouse.move(900, 400);
  await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(68);
  expect(rail).not.toBeNull();
  await nav.hover();
  await expect.poll(async () => Math.round((await nav.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(250);
});
