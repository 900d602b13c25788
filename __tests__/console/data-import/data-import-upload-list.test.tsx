// The project's uploads on the Data Import page: listed with their size,
// state, date and imports (loading, empty, failed), each deleted once
// confirmed, a refusal (an import is reading the file: 409) kept in the
// dialog, and the list asked for again when an upload is refused for the
// project's bounds (429) or finishes.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as GatsbyMock from "../support/gatsby-mock";
import { formatWhen } from "../../../src/components/times";
import { PROJECT_A } from "../support/console-fixtures";
import { removeToasts } from "../support/render-console";
import { chooseFile, csvFile, installEdges, openDataImport, uploadAndPreview, type Edges } from "./support/data-import-page";
import { FILMS_CSV, IMPORTS_PATH, UPLOADS_PATH, filmsPreview, importSummary } from "./support/import-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
// The browser's build of tus-js-client, as webpack picks it (package.json "browser"); Jest would take Node's.
jest.mock("tus-js-client", () => jest.requireActual("tus-js-client/lib.es5/browser/index.js"));

const FILMS_ID = "f".repeat(32);
const RATINGS_ID = "e".repeat(32);
const FILMS_CREATED = "2026-11-25T15:00:00.000Z";
const RATINGS_CREATED = "2026-11-26T08:30:00.000Z";
const IN_USE = "An import is reading this file: cancel the import, or let it finish, before deleting the file";

let edges: Edges;

beforeEach(() => {
  edges = installEdges();
});

afterEach(() => removeToasts());

/** A finished films.csv (2.4 MB), and ratings.csv half sent from another browser (1 MB of 5 MB): neither kept in this browser. */
function holdTwoUploads() {
  edges.tus.hold({ id: FILMS_ID, projectId: PROJECT_A.id, fileName: "films.csv", size: 2_400_000, offset: 2_400_000, createdAt: FILMS_CREATED });
  edges.tus.hold({ id: RATINGS_ID, projectId: PROJECT_A.id, fileName: "ratings.csv", size: 5_000_000, offset: 1_000_000, createdAt: RATINGS_CREATED });
}

function filmsImport(change: Parameters<typeof importSummary>[0] = {}) {
  return importSummary({ state: "succeeded", fraction: 1, secondsLeft: null, file: { uploadId: FILMS_ID, name: "films.csv", size: 2_400_000, format: "csv" }, ...change });
}

function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .map((row) => row.textContent ?? "");
}

it("lists the project's uploads, finished or not and wherever they started, with the imports that read them and the bytes kept", async () => {
  holdTwoUploads();
  const dryRunId = "1a2b3c4d-0000-4000-8000-000000000002";
  edges.api.route(`GET ${IMPORTS_PATH}`, { status: 200, body: { imports: [filmsImport(), filmsImport({ id: dryRunId, dryRun: true })] } });
  openDataImport();

  const table = await screen.findByRole("table", { name: "Uploads" });
  expect(table).toHaveAccessibleDescription("2 uploads (1 unfinished), 7.4 MB kept");
  await waitFor(() => expect(within(table).getAllByRole("link")).toHaveLength(2));
  expect(rowTexts(table)).toEqual([
    "FileSizeStateCreatedUsed by",
    `ratings.csv1 MB of 5 MB receivedUploading${formatWhen(RATINGS_CREATED)}NoneDelete`,
    `films.csv2.4 MBComplete${formatWhen(FILMS_CREATED)}Import into films (succeeded)Dry run into films (succeeded)Delete`,
  ]);
  expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["ratings.csv", "films.csv"]);
  expect(within(table).getByRole("link", { name: "Dry run into films" })).toHaveAttribute("href", `/data-import/${dryRunId}`);
  expect(within(table).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Delete ratings.csv", "Delete films.csv"]);
  // ratings.csv was started elsewhere: this browser cannot resume it, only delete it.
  expect(screen.queryByRole("region", { name: "Unfinished uploads" })).not.toBeInTheDocument();
});

it("shows the list loading, then says when the project has no uploads", async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  edges.api.route(`GET ${UPLOADS_PATH}`, () => new Promise((resolve) => (answer = resolve)));
  openDataImport();
  expect(await screen.findByRole("progressbar", { name: "Loading uploads" })).toBeInTheDocument();
  answer({ status: 200, body: { uploads: [] } });
  const section = await screen.findByRole("region", { name: "Uploads" });
  expect(await within(section).findByText("No uploads yet")).toBeInTheDocument();
  expect(within(section).queryByRole("table")).not.toBeInTheDocument();
  expect(screen.queryByRole("progressbar", { name: "Loading uploads" })).not.toBeInTheDocument();
});

it("shows the service's message when the uploads cannot be listed, and lists them on Retry", async () => {
  const user = userEvent.setup();
  holdTwoUploads();
  let isDown = true;
  edges.api.route(`GET ${UPLOADS_PATH}`, () =>
    isDown
      ? { status: 503, body: { error: { code: "unavailable", message: "The metadata store is not reachable" } } }
      : { status: 200, body: { uploads: edges.tus.listed(PROJECT_A.id) } },
  );
  openDataImport();
  const section = await screen.findByRole("region", { name: "Uploads" });
  const alert = await within(section).findByRole("alert");
  expect(alert).toHaveTextContent("The uploads could not be loaded");
  expect(alert).toHaveTextContent("The metadata store is not reachable");
  isDown = false;
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await within(section).findByRole("table", { name: "Uploads" })).toHaveAccessibleDescription("2 uploads (1 unfinished), 7.4 MB kept");
  expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
});

it("deletes an upload only once confirmed in a dialog naming the file, then lists the uploads again", async () => {
  const user = userEvent.setup();
  holdTwoUploads();
  openDataImport();
  const table = await screen.findByRole("table", { name: "Uploads" });

  // From the keyboard: Enter on the row's button opens the dialog, Escape keeps the file and returns to the button.
  const deleteFilms = within(table).getByRole("button", { name: "Delete films.csv" });
  act(() => deleteFilms.focus());
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: "Delete films.csv" });
  expect(dialog).toHaveTextContent("films.csv (2.4 MB) is deleted from the project for good. The points imports wrote from it stay; to import it again, upload it again.");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(deleteFilms).toHaveFocus();
  await user.click(deleteFilms);
  await user.click(within(await screen.findByRole("dialog", { name: "Delete films.csv" })).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(edges.api.calls(`DELETE ${UPLOADS_PATH}/${FILMS_ID}`)).toEqual([]);

  const listedBefore = edges.api.calls(`GET ${UPLOADS_PATH}`).length;
  await user.click(deleteFilms);
  await user.click(within(await screen.findByRole("dialog", { name: "Delete films.csv" })).getByRole("button", { name: "Delete upload" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(edges.api.calls(`DELETE ${UPLOADS_PATH}/${FILMS_ID}`).map((call) => call.authorization)).toEqual(["Bearer id-token-1"]);
  expect(await screen.findByText("films.csv deleted")).toBeInTheDocument();
  expect(within(table).queryByRole("rowheader", { name: "films.csv" })).not.toBeInTheDocument();
  await waitFor(() => expect(edges.api.calls(`GET ${UPLOADS_PATH}`).length).toBeGreaterThan(listedBefore));
  expect(table).toHaveAccessibleDescription("1 upload (1 unfinished), 5 MB kept");
  // The row's button went with the row: focus is on the list's heading, not lost.
  expect(screen.getByRole("heading", { name: "Uploads" })).toHaveFocus();

  // An unfinished upload says what is lost.
  await user.click(within(table).getByRole("button", { name: "Delete ratings.csv" }));
  const unfinished = await screen.findByRole("dialog", { name: "Delete ratings.csv" });
  expect(unfinished).toHaveTextContent("The 1 MB of ratings.csv received so far are deleted from the project for good, and its upload cannot be resumed.");
  await user.click(within(unfinished).getByRole("button", { name: "Delete upload" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  const section = screen.getByRole("region", { name: "Uploads" });
  expect(await within(section).findByText("No uploads yet")).toBeInTheDocument();
  expect(edges.tus.uploads.size).toBe(0);
});

it("keeps the dialog open with the service's message when an import is reading the file (409)", async () => {
  const user = userEvent.setup();
  holdTwoUploads();
  edges.api.route(`GET ${IMPORTS_PATH}`, { status: 200, body: { imports: [filmsImport({ state: "running", fraction: 0.4, finishedAt: null })] } });
  edges.api.route(`DELETE ${UPLOADS_PATH}/${FILMS_ID}`, { status: 409, body: { error: { code: "conflict", message: IN_USE } } });
  openDataImport();
  const table = await screen.findByRole("table", { name: "Uploads" });
  expect(await within(table).findByRole("link", { name: "Import into films" })).toBeInTheDocument();
  expect(within(table).getAllByRole("row")[2]).toHaveTextContent("Import into films (running)");

  await user.click(within(table).getByRole("button", { name: "Delete films.csv" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete films.csv" });
  await user.click(within(dialog).getByRole("button", { name: "Delete upload" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(IN_USE);
  expect(screen.getByRole("dialog", { name: "Delete films.csv" })).toBeInTheDocument();
  expect(edges.tus.uploads.has(FILMS_ID)).toBe(true);

  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(within(table).getByRole("rowheader", { name: "films.csv" })).toBeInTheDocument();
  expect(within(table).getByRole("button", { name: "Delete films.csv" })).toHaveFocus();
});

it("lists the uploads again when one is refused for the project's bounds (429), leads there, and again once the retried upload finishes", async () => {
  const user = userEvent.setup();
  const message = "This project already has 20 uploads in progress: finish or delete one first";
  edges.tus.hold({ id: RATINGS_ID, projectId: PROJECT_A.id, fileName: "ratings.csv", size: 5_000_000, offset: 1_000_000, createdAt: RATINGS_CREATED });
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  openDataImport();
  const table = await screen.findByRole("table", { name: "Uploads" });
  expect(table).toHaveAccessibleDescription("1 upload (1 unfinished), 5 MB kept");

  // Meanwhile another browser starts one more: the page learns of it with the refusal.
  edges.tus.hold({ id: "d".repeat(32), projectId: PROJECT_A.id, fileName: "notes.csv", size: 3_000_000, offset: 0, createdAt: "2026-11-26T08:45:00.000Z" });
  edges.tus.refuseNextCreation(429, { code: "rate_limited", message });
  await chooseFile(user, csvFile("films.csv", FILMS_CSV));
  const step = screen.getByRole("region", { name: "Upload a file" });
  expect(await within(step).findByRole("alert")).toHaveTextContent(message);
  await waitFor(() => expect(table).toHaveAccessibleDescription("2 uploads (2 unfinished), 8 MB kept"));
  expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["notes.csv", "ratings.csv"]);

  await user.click(within(step).getByRole("button", { name: "Show the project's uploads" }));
  expect(screen.getByRole("heading", { name: "Uploads" })).toHaveFocus();
  await user.click(within(table).getByRole("button", { name: "Delete ratings.csv" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete ratings.csv" })).getByRole("button", { name: "Delete upload" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(() => expect(table).toHaveAccessibleDescription("1 upload (1 unfinished), 3 MB kept"));

  await user.click(within(step).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("table", { name: "First rows" })).toBeInTheDocument();
  await waitFor(() => expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["films.csv", "notes.csv"]));
  expect(within(table).getAllByRole("row")[1]).toHaveTextContent(`films.csv${FILMS_CSV.length} BComplete`);
});

it("starts over when the file the steps are reading is deleted from the list", async () => {
  const user = userEvent.setup();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  openDataImport();
  await uploadAndPreview(user, csvFile("films.csv", FILMS_CSV));
  const table = await screen.findByRole("table", { name: "Uploads" });
  await user.click(await within(table).findByRole("button", { name: "Delete films.csv" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete films.csv" })).getByRole("button", { name: "Delete upload" }));
  expect(await screen.findByRole("button", { name: "Choose a file" })).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Preview" })).not.toBeInTheDocument();
  expect(await within(screen.getByRole("region", { name: "Uploads" })).findByText("No uploads yet")).toBeInTheDocument();
});
