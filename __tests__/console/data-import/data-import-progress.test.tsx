// An import as it goes and after: its progress, counts, rate and time left,
// cancelling it (asked first), its skipped rows and their CSV, and the
// project's history of imports.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportSummary } from "../../../contract/imports";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_A } from "../support/console-fixtures";
import { removeToasts } from "../support/render-console";
import { csvFile, installEdges, openDataImport, uploadAndPreview, type Edges } from "./support/data-import-page";
import { FILMS_CSV, IMPORT_ID, IMPORTS_PATH, filmsPreview, importSummary } from "./support/import-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("tus-js-client", () => jest.requireActual("tus-js-client/lib.es5/browser/index.js"));

const IMPORT_PATH = `${IMPORTS_PATH}/${IMPORT_ID}`;
const ROW_ERRORS = [
  { row: 4, column: "vector", reason: "Vector dimension error: expected dim: 3, got 2" },
  { row: 9, column: "rating", reason: '"=1+1, or so" is not a number' },
];

// Typing and choosing through a whole import takes a few seconds on a busy machine.
jest.setTimeout(20_000);

let edges: Edges;

beforeEach(() => {
  edges = installEdges();
});

afterEach(() => {
  removeToasts();
  jest.restoreAllMocks();
});

/** Answers GET on the import with each summary in turn, then the last one again. */
function answerImport(...summaries: ImportSummary[]) {
  let asked = 0;
  edges.api.route(`GET ${IMPORT_PATH}`, () => ({ status: 200, body: { import: summaries[Math.min(asked++, summaries.length - 1)] } }));
}

/** The figures' terms and values (a description list: dt, dd). */
function figures(region: HTMLElement): string[][] {
  return within(region)
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

it("follows a dry run from the run step: progress, counts, rate and time left, then the rows it would skip", async () => {
  const user = userEvent.setup();
  const running = importSummary({ dryRun: true });
  const done = importSummary({ dryRun: true, state: "succeeded", fraction: 1, counts: { rows: 30_000, written: 29_998, failed: 2 }, secondsLeft: null, durationMs: 12_000 });
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  edges.api.route(`POST ${IMPORTS_PATH}`, { status: 201, body: { import: running } });
  answerImport(done);
  edges.api.route(`GET ${IMPORT_PATH}/errors`, { status: 200, body: { errors: ROW_ERRORS, failed: 2 } });
  openDataImport();
  await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  await user.click(screen.getByRole("button", { name: "Dry run" }));

  const run = await screen.findByRole("region", { name: "Dry run of films.csv into films" });
  const bar = within(run).getByRole("progressbar", { name: "Progress of the dry run" });
  expect(bar).toHaveAttribute("aria-valuenow", "40");
  expect(bar).toHaveAttribute("aria-valuetext", "40%, 12,000 rows read");
  expect(figures(run)).toEqual([
    ["Rows read", "12,000"],
    ["Would be written", "11,990"],
    ["Failed", "10"],
    ["Rate", "2,500 rows/s"],
    ["Time left", "about 1 min 35 s"],
    ["Duration", "5 s"],
  ]);
  expect(within(run).getByText("Running")).toBeInTheDocument();

  // Asked again every second until it finishes.
  expect(await within(run).findByText(/Dry run finished: 29,998 rows would be written, 2 would be skipped. Nothing was written./, undefined, { timeout: 4_000 })).toBeInTheDocument();
  expect(bar).toHaveAttribute("aria-valuenow", "100");
  expect(figures(run).map(([term]) => term)).not.toContain("Time left");
  const errors = await within(run).findByRole("table", { name: "Row errors" });
  expect(
    within(errors)
      .getAllByRole("row")
      .map((row) => row.textContent),
  ).toEqual(["RowColumnReason", "4vectorVector dimension error: expected dim: 3, got 2", '9rating"=1+1, or so" is not a number']);
  expect(edges.api.calls(`GET ${IMPORT_PATH}`).length).toBeGreaterThanOrEqual(1);
});

it("asks before cancelling an import, then cancels it through its job", async () => {
  const user = userEvent.setup();
  const running = importSummary();
  answerImport(running);
  edges.api.route(`POST /api/projects/${PROJECT_A.id}/jobs/${IMPORT_ID}/cancel`, () => {
    answerImport(importSummary({ cancelRequested: true }));
    return { status: 200, body: { job: {} } };
  });
  openDataImport(`/data-import/${IMPORT_ID}`);
  const progress = await screen.findByRole("region", { name: "Import of films.csv into films" });
  await user.click(within(progress).getByRole("button", { name: "Cancel import" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel import" });
  expect(dialog).toHaveTextContent("The import of films.csv stops within a second. The 11,990 points written so far stay in films.");
  await user.click(within(dialog).getByRole("button", { name: "Keep running" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(edges.api.calls(`POST /api/projects/${PROJECT_A.id}/jobs/${IMPORT_ID}/cancel`)).toHaveLength(0);

  await user.click(within(progress).getByRole("button", { name: "Cancel import" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Cancel import" })).getByRole("button", { name: "Cancel import" }));
  expect(await within(progress).findByRole("button", { name: "Cancelling…" })).toBeDisabled();
  expect(within(progress).getByText("Cancelling")).toBeInTheDocument();
  expect(edges.api.calls(`POST /api/projects/${PROJECT_A.id}/jobs/${IMPORT_ID}/cancel`)).toHaveLength(1);
});

it("keeps the cancel dialog open with the service's message when it refuses", async () => {
  const user = userEvent.setup();
  answerImport(importSummary());
  edges.api.route(`POST /api/projects/${PROJECT_A.id}/jobs/${IMPORT_ID}/cancel`, { status: 409, body: { error: { code: "conflict", message: "The job has already finished" } } });
  openDataImport(`/data-import/${IMPORT_ID}`);
  await user.click(await screen.findByRole("button", { name: "Cancel import" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel import" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel import" }));
  expect(await within(dialog).findByText("The job has already finished")).toBeInTheDocument();
});

it("downloads the skipped rows as a CSV built in the browser", async () => {
  const user = userEvent.setup();
  answerImport(importSummary({ state: "succeeded", fraction: 1, secondsLeft: null, counts: { rows: 10, written: 8, failed: 2 } }));
  edges.api.route(`GET ${IMPORT_PATH}/errors`, { status: 200, body: { errors: ROW_ERRORS, failed: 2 } });
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:row-errors";
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  openDataImport(`/data-import/${IMPORT_ID}`);
  expect(await screen.findByText("Imported 8 points into films; 2 rows skipped.")).toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Download CSV" }));
  expect(clicked).toEqual([{ href: "blob:row-errors", download: "films-errors.csv" }]);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved[0]!);
  });
  expect(text).toBe('row,column,reason\r\n4,vector,"Vector dimension error: expected dim: 3, got 2"\r\n9,rating,"""=1+1, or so"" is not a number"\r\n');
  expect(saved[0]!.type).toBe("text/csv;charset=utf-8");
});

it("shows a moving bar without a figure where the file's format cannot tell the share read", async () => {
  answerImport(importSummary({ fraction: null, secondsLeft: null, file: { uploadId: "1".repeat(32), name: "points.json", size: 900, format: "json" } }));
  openDataImport(`/data-import/${IMPORT_ID}`);
  const bar = await screen.findByRole("progressbar", { name: "Progress of the import" });
  expect(bar).not.toHaveAttribute("aria-valuenow");
  expect(bar).toHaveAttribute("aria-valuetext", "12,000 rows read");
  expect(screen.getByRole("region", { name: "Mapping" })).toHaveTextContent("Filepoints.json · JSON array · 900 B");
});

it("says why an import failed, and what the service answers for one it does not have", async () => {
  const user = userEvent.setup();
  let isKnown = false;
  edges.api.route(`GET ${IMPORT_PATH}`, () =>
    isKnown
      ? { status: 200, body: { import: importSummary({ state: "failed", error: 'Collection "films" was deleted while the import ran', secondsLeft: null }) } }
      : { status: 404, body: { error: { code: "not_found", message: "No such import in this project" } } },
  );
  openDataImport(`/data-import/${IMPORT_ID}`);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The import could not be loaded");
  expect(alert).toHaveTextContent("No such import in this project");
  isKnown = true;
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByText('Collection "films" was deleted while the import ran')).toBeInTheDocument();
});

it("shows a dry run whose every row failed as failed, with the service's reason and the rows it skipped", async () => {
  const reason =
    'Every row failed (203 of 203), so the import would write nothing. The most common reason (203 rows, the first row 1, column "vector"): Vector dimension error: expected dim: 3, got 2. Correct the mapping or the file as the row errors say, then run it again.';
  answerImport(importSummary({ dryRun: true, state: "failed", error: reason, fraction: 1, secondsLeft: null, counts: { rows: 203, written: 0, failed: 203 } }));
  edges.api.route(`GET ${IMPORT_PATH}/errors`, { status: 200, body: { errors: [ROW_ERRORS[0]], failed: 203 } });
  openDataImport(`/data-import/${IMPORT_ID}`);
  const run = await screen.findByRole("region", { name: "Dry run of films.csv into films" });
  // The title, then the state.
  expect(run.textContent).toMatch(/^Dry run of films\.csv into filmsFailed/);
  expect(within(run).getByRole("alert")).toHaveTextContent(reason);
  expect(within(run).queryByText(/Dry run finished/)).not.toBeInTheDocument();
  expect(figures(run).slice(0, 3)).toEqual([
    ["Rows read", "203"],
    ["Would be written", "0"],
    ["Failed", "203"],
  ]);
  const errors = await within(run).findByRole("table", { name: "Row errors" });
  expect(within(errors).getAllByRole("row").map((row) => row.textContent)).toEqual(["RowColumnReason", "4vectorVector dimension error: expected dim: 3, got 2"]);
  expect(within(run).getByText("The first 1 of 203 rows skipped; the CSV holds 1.")).toBeInTheDocument();
});

describe("the history", () => {
  it("lists the project's imports: file, target, kind, state, counts, time spent, who and when, each opening its page", async () => {
    edges.api.route(`GET ${IMPORTS_PATH}`, {
      status: 200,
      body: {
        imports: [
          importSummary(),
          importSummary({
            id: "1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a81",
            state: "succeeded",
            dryRun: true,
            fraction: 1,
            secondsLeft: null,
            counts: { rows: 7, written: 2, failed: 5 },
            startedBy: "user-2",
            target: { collection: "existing" },
            durationMs: 61_000,
          }),
        ],
      },
    });
    openDataImport();
    const table = await screen.findByRole("table", { name: "Imports" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").slice(0, 7).map((cell) => cell.textContent))).toEqual([
      ["films (new)", "Import", "Running", "11,990", "10", "5 s", "you"],
      ["existing", "Dry run", "Succeeded", "2", "5", "1 min 1 s", "another member"],
    ]);
    expect(within(rows[0]!).getByRole("progressbar", { name: "Progress of films.csv" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(rows[1]!).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "films.csv" })).toHaveAttribute("href", `/data-import/${IMPORT_ID}`);
  });

  it("says plainly when there are none yet, and points to the help", async () => {
    openDataImport();
    const empty = await screen.findByRole("region", { name: "No imports yet" });
    expect(within(empty).getByRole("link", { name: "Import data in bulk" })).toHaveAttribute("href", "/help-center/collections-and-data/importing/import-data/");
  });

  it("says why it could not be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let failures = 1;
    edges.api.route(`GET ${IMPORTS_PATH}`, () => (failures-- > 0 ? { status: 403, body: { error: { code: "forbidden", message: "Your role cannot read imports" } } } : { status: 200, body: { imports: [] } }));
    openDataImport();
    const history = await screen.findByRole("region", { name: "Imports" });
    const alert = await within(history).findByRole("alert");
    expect(alert).toHaveTextContent("The imports could not be loaded");
    expect(alert).toHaveTextContent("Your role cannot read imports");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "No imports yet" })).toBeInTheDocument();
  });
});

it("answers a path below Data Import that is no import with a way back", () => {
  openDataImport("/data-import/no-such-thing");
  expect(screen.getByRole("heading", { level: 1, name: "Data Import" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "Not found in Data Import" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Data Import" })).toHaveAttribute("href", "/data-import");
});
