// A team in Chromium against `npm start` (issue 27): an owner invites a
// colleague as a viewer from the Members tab; the colleague signs in with the
// temporary password the invitation mailed (read from the service's log),
// chooses their own password and name at the new-password step, and sees what
// a viewer may not do disabled with the reason; the owner makes them a
// developer and their console follows; the developer makes an API key that
// works; the owner narrows them with a custom role made in the Members tab (a
// developer who may not change collections): their read-write key goes at
// once, and their console says why in the role's name; the owner removes
// them, after a confirmation that says their keys go too, and their
// read-only key stops working at once.
import { expect, test, type Page } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { signInInvitedMember, uniqueEmail } from "./fixtures/identity";
import { storeSession } from "./fixtures/session";

const LAST_OWNER = "At least one owner must remain: make another member an owner first.";

async function openMembers(page: Page): Promise<void> {
  await page.goto("/account-settings/members/");
  await expect(page.getByRole("tab", { name: "Members" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table", { name: "Members" })).toBeVisible();
}

test("an owner invites a viewer, who signs in through the new-password step; a role change and a removal follow in the member's console and keys", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await storeSession(page, { label: "team-owner" });
  const colleague = uniqueEmail("colleague");

  await openMembers(page);
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a member" });
  await invite.getByRole("textbox", { name: "E-mail" }).fill(colleague);
  await invite.getByRole("combobox", { name: "Role" }).selectOption({ label: "Viewer" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
  const invitedRow = page.getByRole("row").filter({ hasText: colleague });
  await expect(invitedRow.getByText(/^Invited until /)).toBeVisible();
  await expect(invitedRow.getByRole("cell", { name: "Viewer" })).toBeVisible();

  // The colleague's first sign-in: the temporary password, then their own.
  const member = await signInInvitedMember(browser, baseURL as string, colleague);

  // A viewer reads the project's collections but may not create one, and is told why.
  await member.goto("/ai-hub/datasets/");
  await expect(member.getByRole("button", { name: "Create collection" }).first()).toBeDisabled();
  await expect(member.getByText("Viewers cannot create collections").first()).toBeVisible();

  // The owner sees them joined, by name, and makes them a developer.
  await openMembers(page);
  const memberRow = page.getByRole("row").filter({ hasText: colleague });
  await expect(memberRow.getByRole("rowheader", { name: /Grace Hopper/ })).toBeVisible();
  await expect(memberRow.getByText("Active")).toBeVisible();
  await memberRow.getByRole("combobox", { name: "Role of Grace Hopper" }).selectOption({ label: "Developer" });
  await expect(page.getByText("Grace Hopper is now developer")).toBeVisible();

  // Their console follows at the next page: collections can be created, and a key made that the data plane takes.
  await member.goto("/ai-hub/datasets/");
  await expect(member.getByRole("button", { name: "Create collection" }).first()).toBeEnabled();
  await expect(member.getByText("Viewers cannot create collections")).toHaveCount(0);
  const key = await createApiKey(member);
  const before = await fetch(`${baseURL}/collections`, { headers: { "api-key": key } });
  expect(before.status).toBe(200);

  // The owner narrows them with a custom role: a developer who may not create, change or delete collections.
  await page.getByRole("button", { name: "New custom role" }).click();
  const roleDialog = page.getByRole("dialog", { name: "New custom role" });
  await roleDialog.getByRole("textbox", { name: "Name" }).fill("Analyst");
  await roleDialog.getByRole("group", { name: "Collections and points" }).getByRole("checkbox", { name: "create, change and delete" }).uncheck();
  await roleDialog.getByRole("button", { name: "Create role" }).click();
  await expect(page.getByText("Custom role Analyst created")).toBeVisible();
  await expect(page.getByRole("list", { name: "What Analyst leaves out" })).toContainText("Collections and points: create, change and delete");
  await memberRow.getByRole("combobox", { name: "Role of Grace Hopper" }).selectOption({ label: "Analyst" });
  await expect(page.getByText("Grace Hopper is now Analyst")).toBeVisible();
  await expect(page.getByRole("table", { name: "Custom roles" }).getByRole("row").filter({ hasText: "Analyst" })).toContainText("1 member");
  // A key never carries more than its maker: the read-write key went with the change.
  expect((await fetch(`${baseURL}/collections`, { headers: { "api-key": key } })).status).toBe(401);
  await member.goto("/ai-hub/datasets/");
  await expect(member.getByRole("button", { name: "Create collection" }).first()).toBeDisabled();
  await expect(member.getByText('Members with the role "Analyst" cannot create collections').first()).toBeVisible();
  // They may still make keys: read-only ones now.
  const readKey = await createApiKey(member);
  expect((await fetch(`${baseURL}/collections`, { headers: { "api-key": readKey } })).status).toBe(200);

  // The owner removes them; the confirmation says their keys go too.
  await memberRow.getByRole("button", { name: "Remove Grace Hopper" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove member" });
  await expect(confirm.getByText(/The API keys they made are revoked with them/)).toBeVisible();
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText("Grace Hopper removed")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: colleague })).toHaveCount(0);
  const after = await fetch(`${baseURL}/collections`, { headers: { "api-key": readKey } });
  expect(after.status).toBe(401);
  await member.context().close();
});

test("the last owner stays: removing oneself as the only owner is refused in the service's words, and the row stays", async ({ page }) => {
  await storeSession(page, { label: "lone-owner" });
  await openMembers(page);
  const ownRow = page.getByRole("row").filter({ hasText: "(you)" });
  await ownRow.getByRole("button", { name: /^Remove / }).click();
  const confirm = page.getByRole("dialog", { name: "Remove member" });
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText(LAST_OWNER).first()).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(ownRow).toHaveCount(1);
});
