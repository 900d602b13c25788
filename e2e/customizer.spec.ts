import { expect, test } from "@playwright/test";
import { storeSession } from "./fixtures/session";
import { openCustomizer, gotoConsole } from "./fixtures/shell";

test.use({ viewport: { width: 1440, height: 900 } });

test("the customizer's choices survive a reload", async ({ page }) => {
  await storeSession(page);
  await gotoConsole(page, "/dashboard");
  let drawer = await openCustomizer(page);
  await drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Dark", exact: true }).check();
  await drawer.getByRole("radiogroup", { name: "Skin" }).getByRole("radio", { name: "Bordered", exact: true }).check();
  await drawer.getByRole("radiogroup", { name: "Content Width" }).getByRole("radio", { name: "Boxed", exact: true }).check();
  await drawer.getByRole("radiogroup", { name: "Primary Color" }).getByRole("radio", { name: "Warning", exact: true }).check();

  const background = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
  await page.reload();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("E");
  drawer = await openCustomizer(page);
  await expect(drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Dark", exact: true })).toBeChecked();
  await expect(drawer.getByRole("radiogroup", { name: "Skin" }).getByRole("radio", { name: "Bordered", exact: true })).toBeChecked();
  await expect(drawer.getByRole("radiogroup", { name: "Content Width" }).getByRole("radio", { name: "Boxed", exact: true })).toBeChecked();
  await expect(drawer.getByRole("radiogroup", { name: "Primary Color" }).getByRole("radio", { name: "Warning", exact: true })).toBeChecked();
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(background);

  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("settings") ?? "{}") as Record<string, unknown>);
  expect(stored).toMatchObject({ mode: "dark", skin: "bordered", contentWidth: "boxed", themeColor: "warning" });
  for (const excluded of ["appBar", "footer", "layout", "navHidden", "lastLayout", "toastPosition"]) {
    expect(stored).not.toHaveProperty(excluded);
  }
});

test("the horizontal layout offers no semi-dark mode and no hidden app bar", async ({ page }) => {
  await storeSession(page);
  await gotoConsole(page, "/dashboard");
  const drawer = await openCustomizer(page);
  await drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Semi Dark", exact: true }).check();
  await drawer.getByRole("radiogroup", { name: "AppBar Type" }).getByRole("radio", { name: "Hidden", exact: true }).check();
  await drawer.getByRole("radiogroup", { name: "Menu Layout" }).getByRole("radio", { name: "Horizontal", exact: true }).check();
  await expect(drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Light", exact: true })).toBeChecked();
  await expect(drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Semi Dark", exact: true })).toHaveCount(0);
  await expect(drawer.getByRole("radiogroup", { name: "AppBar Type" }).getByRole("radio", { name: "Fixed", exact: true })).toBeChecked();
  await expect(drawer.getByRole("radiogroup", { name: "AppBar Type" }).getByRole("radio", { name: "Hidden", exact: true })).toHaveCount(0);
});

test("a corrupt stored setting falls back to defaults", async ({ page }) => {
  await storeSession(page);
  await page.addInitScript(() => window.localStorage.setItem("settings", "{not json"));
  await gotoConsole(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  const drawer = await openCustomizer(page);
  await expect(drawer.getByRole("radiogroup", { name: "Mode" }).getByRole("radio", { name: "Light", exact: true })).toBeChecked();
});
