// Data Import end to end, in Chromium against `npm start`: a CSV with an id,
// a JSON vector column and payload columns uploaded through the page (tus),
// previewed, kept as proposed into a new collection, dry-run (its one bad
// row reported), imported, its points found in Datasets, and the file then
// deleted through the project's uploads.
import { expect, test } from "@playwright/test";
import { parquetWriteBuffer } from "hyparquet-writer";
import { createConfirmedUser, logInThroughConsole, PASSWORD, uniqueEmail } from "./fixtures/identity";

const GENRES = ["drama", "comedy", "horror"];
/** The row (counting data rows from 1) whose vector is a number short; past the 20 rows the preview reads. */
const BAD_ROW = 23;
const ROWS = 25;

function filmsCsv(): Buffer {
  const lines = ["id,title,genre,rating,vector"];
  for (let i = 1; i <= ROWS; i += 1) {
    const vector = i === BAD_ROW ? [1, 0] : [Math.cos(i / 10), Math.sin(i / 10), (i % 3) - 1];
    lines.push(`${i},Film ${i},${GENRES[i % 3]},${(i % 5) + 0.5},"${JSON.stringify(vector)}"`);
  }
  return Buffer.from(lines.join("\n"));
}

test("upload a CSV, preview it, dry run, import into a new collection, see its points", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("import"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);

  await page.goto("/data-import");
  await expect(page.getByRole("heading", { level: 1, name: "Data Import" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No imports yet" })).toBeVisible();

  // Upload: the file input behind "Choose a file".
  await page.locator('input[type="file"][aria-label="File to import"]').setInputFiles({ name: "films.csv", mimeType: "text/csv", buffer: filmsCsv() });
  await expect(page.getByText(/^films\.csv uploaded \(/)).toBeVisible();

  // Preview: the format, the columns and their kinds, the first 20 rows.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("combobox", { name: "Format" })).toHaveValue("detect");
  await expect(preview.getByRole("combobox", { name: "Format" }).locator("option:checked")).toHaveText("Detected: CSV");
  await expect(preview.getByRole("list", { name: "Columns" })).toContainText("vector: vector of 3");
  await expect(preview.getByRole("table", { name: "First rows" }).getByRole("row")).toHaveCount(21);

  // The proposal as it stands: a new collection named after the file, ids from the id column.
  const mapping = page.getByRole("region", { name: "Target and mapping" });
  await expect(mapping.getByRole("textbox", { name: "Collection name" })).toHaveValue("films");
  await expect(mapping.getByRole("combobox", { name: "Point ids" })).toHaveValue("id");
  await expect(mapping.getByRole("group", { name: "Source of the unnamed vector" }).getByRole("combobox", { name: "Column" })).toHaveValue("vector");
  await expect(mapping.getByRole("checkbox", { name: "Include genre" })).toBeChecked();

  // A dry run: every row checked, the bad one reported, nothing written.
  await page.getByRole("button", { name: "Dry run" }).click();
  const dryRun = page.getByRole("region", { name: "Dry run of films.csv into films" });
  await expect(dryRun.getByText(`Dry run finished: ${ROWS - 1} rows would be written, 1 would be skipped. Nothing was written.`)).toBeVisible({ timeout: 60_000 });
  await expect(dryRun.getByRole("table", { name: "Row errors" }).getByRole("row").nth(1)).toHaveText(`${BAD_ROW}vectorVector dimension error: expected dim: 3, got 2`);
  await expect(dryRun.getByRole("button", { name: "Download CSV" })).toBeVisible();

  // The import itself.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const run = page.getByRole("region", { name: "Import of films.csv into films" });
  await expect(run.getByText(`Imported ${ROWS - 1} points into films; 1 row skipped.`)).toBeVisible({ timeout: 60_000 });
  await expect(run.getByRole("progressbar", { name: "Progress of the import" })).toHaveAttribute("aria-valuenow", "100");

  // Both in the history, started by the user.
  const history = page.getByRole("table", { name: "Imports" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("films (new)ImportSucceeded");
  await expect(history.getByRole("row").nth(1)).toContainText("you");
  await expect(history.getByRole("row").nth(2)).toContainText("Dry runSucceeded");

  // The points, in Datasets.
  await run.getByRole("link", { name: "Open films" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "films" })).toBeVisible();
  const info = page.getByRole("region", { name: "Collection info" });
  await expect(info.getByText("Vectors", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(`3 · Cosine${ROWS - 1} points`);
  await expect(page.getByRole("table", { name: "Points" }).getByRole("rowheader").first()).toHaveText("1");

  // The finished file, deleted through the project's uploads once confirmed; its imports stay listed.
  await page.goto("/data-import");
  const uploads = page.getByRole("table", { name: "Uploads" });
  await expect(uploads).toHaveAccessibleDescription(/^1 upload, [\d.]+ kB kept$/);
  await expect(uploads.getByRole("row").nth(1)).toContainText(/^films\.csv[\d.]+ kBComplete/);
  await expect(uploads.getByRole("row").nth(1)).toContainText("Import into films (succeeded)");
  await uploads.getByRole("button", { name: "Delete films.csv" }).click();
  const deletion = page.getByRole("dialog", { name: "Delete films.csv" });
  await deletion.getByRole("button", { name: "Delete upload" }).click();
  await expect(deletion).toBeHidden();
  await expect(page.getByRole("region", { name: "Uploads" }).getByText("No uploads yet")).toBeVisible();
  await expect(page.getByRole("table", { name: "Imports" }).getByRole("row")).toHaveCount(3);
});

/** The same eight points in each other format the page takes; each is imported as the preview proposes. */
function otherFormats(): { name: string; mimeType: string; buffer: Buffer }[] {
  const rows = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}`, vector: [Math.cos(i), Math.sin(i), 1] }));
  const parquet = parquetWriteBuffer({
    columnData: [
      { name: "id", data: rows.map((row) => BigInt(row.id)) },
      { name: "title", data: rows.map((row) => row.title) },
      { name: "vector", data: rows.map((row) => row.vector) },
    ],
    // The vector as pyarrow and pandas write one: a LIST of FLOAT.
    schema: [
      { name: "root", num_children: 3 },
      { name: "id", type: "INT64", repetition_type: "REQUIRED" },
      { name: "title", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
      { name: "vector", repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
      { name: "list", repetition_type: "REPEATED", num_children: 1 },
      { name: "element", type: "FLOAT", repetition_type: "REQUIRED" },
    ],
  });
  return [
    { name: "items-tsv.tsv", mimeType: "text/tab-separated-values", buffer: Buffer.from(["id\ttitle\tvector", ...rows.map((row) => `${row.id}\t${row.title}\t${row.vector.join(" ")}`)].join("\n")) },
    { name: "items-jsonl.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(rows.map((row) => JSON.stringify(row)).join("\n")) },
    { name: "items-points.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(rows.map(({ id, title, vector }) => ({ id, vector, payload: { title } })))) },
    { name: "items-parquet.parquet", mimeType: "application/vnd.apache.parquet", buffer: Buffer.from(parquet) },
  ];
}

test("TSV, JSON Lines, a JSON array of points and Parquet import as the preview proposes", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("formats"));
  await logInThroughConsole(page, email, PASSWORD);
  await expect(page.getByRole("button", { name: /^Project: / })).not.toHaveAccessibleName(/Loading|unavailable|No project/);
  for (const file of otherFormats()) {
    await page.goto("/data-import");
    await expect(page.getByRole("heading", { level: 1, name: "Data Import" })).toBeVisible();
    await page.locator('input[type="file"][aria-label="File to import"]').setInputFiles(file);
    await expect(page.getByText(new RegExp(`^${file.name.replace(".", "\\.")} uploaded \\(`))).toBeVisible();
    const collection = file.name.replace(/\.[^.]+$/, "");
    await expect(page.getByRole("region", { name: "Target and mapping" }).getByRole("textbox", { name: "Collection name" })).toHaveValue(collection);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const run = page.getByRole("region", { name: `Import of ${file.name} into ${collection}` });
    await expect(run.getByText(`Imported 8 points into ${collection}.`)).toBeVisible({ timeout: 60_000 });
  }
});
