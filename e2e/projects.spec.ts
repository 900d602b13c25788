// Projects end to end, in Chromium against `npm start`: a project created
// from the switcher, renamed and given a collection and a key, then deleted
// with its name typed; its key stops working at once.
import { expect, test } from "@playwright/test";
import { createApiKey, createCollection } from "./fixtures/datasets";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

test("create a project, rename it, fill it, and delete it with its collections", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("projects"));
  await logInThroughConsole(page, email, PASSWORD);
  const switcher = page.getByRole("button", { name: /^Project: / });
  await expect(switcher).not.toHaveAccessibleName(/Loading|unavailable|No project/);
  const firstProject = ((await switcher.getAttribute("aria-label")) ?? "").replace(/^Project: /, "");

  await switcher.click();
  await page.getByRole("menuitem", { name: "New project" }).click();
  const create = page.getByRole("dialog", { name: "New project" });
  await create.getByRole("textbox", { name: "Project name" }).fill("Research");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("button", { name: "Project: Research" })).toBeVisible();
  // The dialog hands focus back as it closes: open the menu once it has gone.
  await expect(create).toBeHidden();

  await page.getByRole("button", { name: "Project: Research" }).click();
  await page.getByRole("menuitem", { name: "Project settings" }).click();
  await expect(page).toHaveURL(/\/account-settings\/project\/?$/);
  const nameSection = page.getByRole("region", { name: "Project name" });
  await nameSection.getByRole("textbox", { name: "Project name" }).fill("Research archive");
  await nameSection.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("button", { name: "Project: Research archive" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Project: Research archive" })).toBeVisible();

  const collection = `e2e-project-${Date.now()}`;
  await createCollection(page, collection);
  const key = await createApiKey(page);
  expect((await request.get(`/collections/${collection}`, { headers: { "api-key": key } })).status()).toBe(200);

  await page.goto("/account-settings/project/");
  await page.getByRole("region", { name: "Delete project" }).getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Research archive?" });
  await expect(confirm).toContainText("holds 1 collection.");
  await expect(confirm.getByRole("button", { name: "Delete project" })).toBeDisabled();
  await confirm.getByRole("textbox", { name: "Type Research archive to confirm" }).fill("Research archive");
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(page.getByText("Project Research archive deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: `Project: ${firstProject}` })).toBeVisible();

  const refused = await request.get(`/collections/${collection}`, { headers: { "api-key": key } });
  expect(refused.status()).toBe(401);
});
