// Addons end to end, in Chromium against `npm start`: a new owner on Sandbox
// sees that the plan has no scheduled backups and that there are no backups;
// a backup taken with a note lists the collection with its points; a
// collection restored from it into a new collection and over itself (after a
// point was deleted) holds the backup's points; the backup is deleted after
// confirmation.
import { expect, test, type Page } from "@playwright/test";
import { createApiKey, createCollection } from "./fixtures/datasets";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

async function dataPlane(page: Page, baseURL: string, key: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await page.request.fetch(`${baseURL}${path}`, { method, headers: { "api-key": key, "content-type": "application/json" }, data: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { result: unknown }).result;
}

test("a backup taken with a note, a collection restored from it into a new one and over itself, and the backup deleted", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const { email } = await createConfirmedUser(base, uniqueEmail("addons"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);
  await createCollection(page, "shop");
  const key = await createApiKey(page);
  await dataPlane(page, base, key, "PUT", "/collections/shop/points?wait=true", {
    points: [1, 2, 3].map((id) => ({ id, vector: [id, 1, 0, 0], payload: { city: ["Berlin", "Paris", "Oslo"][id - 1] } })),
  });
  const count = async (collection: string) => ((await dataPlane(page, base, key, "POST", `/collections/${collection}/points/count`, { exact: true })) as { count: number }).count;

  await page.goto("/addons");
  await expect(page.getByRole("heading", { level: 1, name: "Addons" })).toBeVisible();
  await expect(page.getByText("Your plan, Sandbox, has no scheduled backups")).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare plans in Billing" })).toBeVisible();
  await expect(page.getByRole("region", { name: "No backups yet" })).toBeVisible();

  await page.getByRole("button", { name: "Back up now" }).click();
  const dialog = page.getByRole("dialog", { name: "Back up every collection now" });
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("before the clean-up");
  await dialog.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByText("The backup is being taken")).toBeVisible();
  const backups = page.getByRole("table", { name: "Backups" });
  await expect(backups.getByText("Complete")).toBeVisible({ timeout: 30_000 });
  await expect(backups.getByText("before the clean-up")).toBeVisible();
  await expect(backups.getByText("3 points")).toBeVisible();
  await page.screenshot({ path: "test-results/addons-backup.png", fullPage: true });

  await dataPlane(page, base, key, "POST", "/collections/shop/points/delete?wait=true", { points: [1] });

  // Into a new collection.
  await backups.getByRole("button", { name: /^Restore shop from the backup of / }).click();
  const restore = page.getByRole("dialog", { name: "Restore shop" });
  await restore.getByRole("radio", { name: /^Into a new collection/ }).check();
  await restore.getByRole("textbox", { name: "New collection's name" }).fill("shop-restored");
  await restore.getByRole("button", { name: "Restore into the new collection" }).click();
  await expect(page.getByText("shop-restored is restored: 3 points.")).toBeVisible({ timeout: 30_000 });
  expect(await count("shop-restored")).toBe(3);
  expect(await count("shop")).toBe(2);

  // Over the collection itself: its name typed to confirm.
  await backups.getByRole("button", { name: /^Restore shop from the backup of / }).click();
  await expect(restore.getByRole("button", { name: "Replace shop" })).toBeDisabled();
  await restore.getByRole("textbox", { name: "Type shop to confirm" }).fill("shop");
  await restore.getByRole("button", { name: "Replace shop" }).click();
  await expect(page.getByText("shop is restored: 3 points.")).toBeVisible({ timeout: 30_000 });
  expect(await count("shop")).toBe(3);

  await backups.getByRole("button", { name: /^Delete the backup of / }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this backup?" });
  await confirm.getByRole("button", { name: "Delete backup" }).click();
  await expect(page.getByText("The backup is deleted")).toBeVisible();
  await expect(page.getByRole("region", { name: "No backups yet" })).toBeVisible();
});
