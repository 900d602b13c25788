import { expect, test } from "@playwright/test";
import { storeSession } from "./fixtures/session";

test.describe("with a session", () => {
  test.beforeEach(async ({ page }) => {
    await storeSession(page);
  });

  test("a help article opens from the help centre", async ({ page }) => {
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await page.getByRole("link", { name: "Choosing a distance metric" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Choosing a distance metric" })).toBeVisible();
    await expect(page).toHaveURL(/\/help-center\/collections-and-data\/collections\/distance-metrics\/?$/);
    await expect(page.getByText("The distance metric decides which vectors count as")).toBeVisible();
  });

  test("the FAQ search filters questions and answers and keeps ?q= in the URL", async ({ page }) => {
    await page.goto("/faq");
    const search = page.getByLabel("Search questions");
    await expect(page.getByText("How do I create an account?")).toBeVisible();
    await search.fill("API KEY");
    await expect(page).toHaveURL(/[?&]q=API\+KEY/);
    // Its question does not say "API key"; its answer does.
    await expect(page.getByText("How do I give an application read-only access?")).toBeVisible();
    await expect(page.getByText("How do I create an account?")).toBeHidden();

    await page.reload();
    await expect(page.getByLabel("Search questions")).toHaveValue("API KEY");
    await expect(page.getByText("How do I create an account?")).toBeHidden();

    await page.getByLabel("Search questions").fill("zzzz no such question");
    await expect(page.getByText(/no matching questions/i)).toBeVisible();
  });

  test("the pricing toggle switches the support plans between monthly and yearly prices", async ({ page }) => {
    await page.goto("/pricing");
    const standard = page.getByRole("region", { name: "Standard support" });
    await expect(standard.getByText("$49")).toBeVisible();
    await page.getByLabel("Billed annually").check();
    await expect(standard.getByText("$40")).toBeVisible();
    await expect(standard.getByText("$480 billed yearly, on top of your tier")).toBeVisible();
    await page.getByLabel("Billed annually").uncheck();
    await expect(standard.getByText("$49")).toBeVisible();
    await expect(page.getByRole("table")).toContainText("$1,499");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("content pages render from static HTML", async ({ page }) => {
    await page.goto("/help-center/collections-and-data/collections/distance-metrics/");
    await expect(page.getByRole("heading", { level: 1, name: "Choosing a distance metric" })).toBeVisible();
    await expect(page.getByText("The distance metric decides which vectors count as")).toBeVisible();

    await page.goto("/faq");
    await expect(page.getByText("How do I create an account?")).toBeVisible();

    await page.goto("/pricing");
    await expect(page.getByRole("table")).toContainText("Sandbox");
    await expect(page.getByRole("table")).toContainText("$149");
    await expect(page.getByText("$99").first()).toBeVisible();
  });

  test("template routes forward without JavaScript", async ({ page }) => {
    await page.goto("/apps/chat");
    await expect(page).toHaveURL(/\/data-import\/?$/);
  });
});
