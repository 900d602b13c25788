// Notebooks end to end, in Chromium against `npm start`: a new owner finds the
// starter notebook; writes a new one with the editor's completion (a path with
// the collection's name, body fields, an enum value), runs one cell and then
// all (a variable and a named answer carried between cells), sees a malformed
// body and an unknown path refused in words; reloads and finds it saved;
// shares it to read with a developer invited to the team, who sees it
// read-only and still runs it; exports it and imports the file back.
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createConfirmedUser, logInThroughConsole, PASSWORD, signInInvitedMember, storedSession, uniqueEmail } from "./fixtures/identity";

/** The editable text of a cell's editor. */
const editorOf = (cell: Locator) => cell.getByRole("textbox");

async function replaceText(page: Page, cell: Locator, text: string): Promise<void> {
  await editorOf(cell).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

test("a notebook written with completion, run, saved, shared read-only with a developer, exported and imported", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const { email } = await createConfirmedUser(base, uniqueEmail("notebooks"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);

  // The starter notebook is there for a new project.
  await page.goto("/ai-hub/notebooks");
  await expect(page.getByRole("heading", { level: 1, name: "Notebooks" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Notebooks" }).getByRole("link", { name: "Getting started" })).toBeVisible();

  await page.getByRole("button", { name: "New notebook" }).click();
  const create = page.getByRole("dialog", { name: "New notebook" });
  await create.getByRole("textbox", { name: "Name" }).fill("Team queries");
  await create.getByRole("button", { name: "Create notebook" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Team queries" })).toBeVisible();

  // Cell 1 clears the way (a variable for every later cell); cell 2 makes the collection, its distance chosen from the completion, and runs alone.
  const first = page.getByRole("region", { name: "Cell 1" });
  await replaceText(page, first, "@collection = notes\nDELETE collections/{{collection}}");
  await page.getByRole("button", { name: "Add request" }).click();
  const second = page.getByRole("region", { name: "Cell 2" });
  await replaceText(page, second, 'PUT collections/{{collection}}\n{"vectors": {"size": 4, "distance": "');
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.getByRole("option", { name: /^Cosine/ }).click();
  await expect(editorOf(second)).toContainText('"distance": "Cosine"');
  await page.keyboard.press("End");
  await page.keyboard.insertText("}}");
  await second.getByRole("button", { name: "Run cell 2" }).click();
  await expect(second.getByRole("region", { name: "Answer of Cell 2" }).getByLabel("Status 200")).toBeVisible();

  // Cell 3 upserts points, its path completed with the collection just made.
  await page.getByRole("button", { name: "Add request" }).click();
  const third = page.getByRole("region", { name: "Cell 3" });
  await replaceText(page, third, "PUT collections/n");
  await page.getByRole("option", { name: "collections/notes/points", exact: true }).click();
  await page.keyboard.press("End");
  await page.keyboard.insertText(
    '?wait=true\n{"points": [{"id": 1, "vector": [1, 0, 0, 0], "payload": {"city": "Berlin"}}, {"id": 2, "vector": [0, 1, 0, 0], "payload": {"city": "Paris"}}]}',
  );
  await expect(editorOf(third)).toContainText("PUT collections/notes/points?wait=true");

  // Cell 4 names its answer; cell 5 reads it.
  await page.getByRole("button", { name: "Add request" }).click();
  const fourth = page.getByRole("region", { name: "Cell 4" });
  await replaceText(page, fourth, '# @name near\nPOST collections/{{collection}}/points/query\n{"query": [1, 0.1, 0, 0], "limit": 1, "with_payload": true}');
  await page.getByRole("button", { name: "Add request" }).click();
  const fifth = page.getByRole("region", { name: "Cell 5" });
  await replaceText(page, fifth, 'POST collections/{{collection}}/points\n{"ids": {{near.result.points[*].id}}, "with_payload": true}');

  await page.getByRole("button", { name: "Run all" }).click();
  await expect(page.getByText("Ran 5 requests.")).toBeVisible({ timeout: 30_000 });
  const found = fifth.getByRole("table", { name: "Points in the answer" });
  await expect(found.getByRole("row")).toHaveCount(2);
  await expect(found.getByRole("cell", { name: "Berlin" })).toBeVisible();

  // A malformed body and an unknown path are refused in words; nothing is sent for the first.
  await page.getByRole("button", { name: "Add request" }).click();
  const sixth = page.getByRole("region", { name: "Cell 6" });
  await replaceText(page, sixth, 'POST collections/notes/points/query\n{"limit": 3,}');
  await sixth.getByRole("button", { name: "Run cell 6" }).click();
  await expect(sixth.getByText(/The body is not valid JSON/)).toBeVisible();
  await replaceText(page, sixth, "GET collections/nowhere");
  await sixth.getByRole("button", { name: "Run cell 6" }).click();
  await expect(sixth.getByLabel("Status 404")).toBeVisible();
  await expect(sixth.getByRole("alert")).toHaveText("Not found: Collection `nowhere` doesn't exist!");
  await page.screenshot({ path: "test-results/notebooks-run.png", fullPage: true });

  // Saved by itself: a reload shows the same cells.
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible({ timeout: 10_000 });
  const notebookUrl = page.url();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Team queries" })).toBeVisible();
  await expect(editorOf(page.getByRole("region", { name: "Cell 5" }))).toContainText("{{near.result.points[*].id}}");
  await expect(page.getByRole("region", { name: /^Cell \d+$/ })).toHaveCount(6);

  // The run history has the runs.
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("list", { name: "Runs, newest first" });
  await expect(history.getByText("GET /collections/nowhere")).toBeVisible();
  await page.getByRole("button", { name: "Close the run history" }).click();

  // Shared to read with the project.
  await page.getByRole("toolbar", { name: "Notebook actions" }).getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share notebook" });
  await share.getByRole("radio", { name: /^Project can read/ }).check();
  await share.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Project can read").first()).toBeVisible();

  // A developer invited to the team sees it read-only, and runs it with their own rights.
  const colleague = uniqueEmail("notebook-reader");
  const { accessToken } = await storedSession(page);
  const invited = await page.request.post(`${base}/api/members/invitations`, { headers: { authorization: `Bearer ${accessToken}` }, data: { email: colleague, role: "developer" } });
  expect(invited.status()).toBe(201);
  const member = await signInInvitedMember(browser, base, colleague);
  await member.goto("/ai-hub/notebooks");
  const row = member.getByRole("row").filter({ hasText: "Team queries" });
  await expect(row.getByText("Read only")).toBeVisible();
  await expect(row.getByText("Shared with you by Ada Lovelace")).toBeVisible();
  await row.getByRole("link", { name: "Team queries" }).click();
  await expect(member.getByText(/Shared with you to read/)).toBeVisible();
  const memberCell = member.getByRole("region", { name: "Cell 4" });
  await expect(editorOf(memberCell)).toHaveAttribute("contenteditable", "false");
  await expect(member.getByRole("button", { name: "Add request" })).toHaveCount(0);
  await memberCell.getByRole("button", { name: "Run cell 4" }).click();
  await expect(memberCell.getByLabel("Status 200")).toBeVisible();
  await member.screenshot({ path: "test-results/notebooks-read-only.png", fullPage: true });
  await member.context().close();

  // Exported, then imported back as a new notebook with the same cells.
  await page.goto(notebookUrl);
  await page.getByRole("toolbar", { name: "Notebook actions" }).getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("dialog", { name: "Export notebook" }).getByRole("button", { name: "Notebook file (.json)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Team queries.notebook.json");
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file, "utf8")) as { format: string; cells: { source: string }[] };
  expect(exported.format).toBe("vector-database-cloud/notebook");
  expect(exported.cells).toHaveLength(6);

  await page.goto("/ai-hub/notebooks");
  await page.getByLabel("Notebook file to import").setInputFiles(file);
  await expect(page.getByText('Imported "Team queries"')).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Team queries" })).toBeVisible();
  expect(page.url()).not.toBe(notebookUrl);
  await expect(page.getByRole("region", { name: /^Cell \d+$/ })).toHaveCount(6);
  await expect(editorOf(page.getByRole("region", { name: "Cell 5" }))).toContainText("{{near.result.points[*].id}}");
});
