// Data Import's first steps: a file sent over tus (with the console's bearer
// token, in pieces, resumable), then previewed; an upload refused (by the
// console for its kind, by the service for the project's bounds), paused,
// cancelled, and one left unfinished by an earlier visit resumed.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_A } from "../support/console-fixtures";
import { removeToasts } from "../support/render-console";
import { chooseFile, csvFile, installEdges, openDataImport, type Edges } from "./support/data-import-page";
import { FILMS_CSV, IMPORTS_PATH, UPLOADS_PATH, filmsPreview } from "./support/import-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
// The browser's build of tus-js-client, as webpack picks it (package.json "browser"); Jest would take Node's.
jest.mock("tus-js-client", () => jest.requireActual("tus-js-client/lib.es5/browser/index.js"));

// Typing and choosing through a whole import takes a few seconds on a busy machine.
jest.setTimeout(20_000);

let edges: Edges;

beforeEach(() => {
  edges = installEdges();
});

afterEach(() => removeToasts());

it("uploads a file over tus with the session's token, then shows its format, columns, first rows and unreadable rows", async () => {
  const user = userEvent.setup();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  openDataImport();
  await chooseFile(user, csvFile("films.csv", FILMS_CSV));

  const preview = await screen.findByRole("region", { name: "Preview" });
  expect(await within(preview).findByRole("combobox", { name: "Format" })).toHaveDisplayValue("Detected: CSV");
  expect(within(preview).getByRole("list", { name: "Columns" })).toHaveTextContent("id: integertitle: stringrating: floatvector: vector of 3");
  const rows = within(within(preview).getByRole("table", { name: "First rows" })).getAllByRole("row");
  expect(rows.map((row) => row.textContent)).toEqual(["Rowidtitleratingvector", "11Alien4.5[1,0,0]", "22Brazil4[0,1,0]", "33Casablanca5[0,0,1]"]);
  expect(within(preview).getByText(/1 row of the preview could not be read/)).toBeInTheDocument();
  const unread = within(within(preview).getByRole("table", { name: "Rows the preview could not read" })).getAllByRole("row");
  expect(unread[1]).toHaveTextContent("4vectorVector dimension error: expected dim: 3, got 2");
  expect(screen.getByText(`films.csv uploaded (${FILMS_CSV.length} B)`)).toBeInTheDocument();

  // tus: a creation with the file's size and name, then its bytes from offset 0, all with the bearer token.
  const [creation, patch] = edges.tus.calls;
  expect(creation).toMatchObject({ method: "POST", url: `http://localhost${UPLOADS_PATH}`, headers: { authorization: "Bearer id-token-1", "upload-length": String(FILMS_CSV.length), "tus-resumable": "1.0.0" } });
  expect(creation!.headers["upload-metadata"]).toContain(`filename ${btoa("films.csv")}`);
  expect(patch).toMatchObject({ method: "PATCH", headers: { authorization: "Bearer id-token-1", "upload-offset": "0" }, bodyBytes: FILMS_CSV.length });
  const uploadId = [...edges.tus.uploads.keys()][0];
  expect(edges.api.calls(`POST ${IMPORTS_PATH}/preview`).map((call) => call.body)).toEqual([{ uploadId }]);
  // A finished upload is no longer kept for resuming.
  expect(Object.keys(window.localStorage).filter((key) => key.startsWith("tus::"))).toEqual([]);
});

it("shows the service's reason when a file cannot be previewed, and reads it again as the format chosen", async () => {
  const user = userEvent.setup();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, (request) =>
    (request.body as { format?: string }).format === "parquet"
      ? { status: 200, body: filmsPreview({ format: "parquet" }) }
      : { status: 400, body: { error: { code: "bad_request", message: "The file is named vectors.csv but holds Parquet" } } },
  );
  openDataImport();
  await chooseFile(user, csvFile("vectors.csv", "PAR1"));
  const preview = await screen.findByRole("region", { name: "Preview" });
  const alert = await within(preview).findByRole("alert");
  expect(alert).toHaveTextContent("The file could not be previewed");
  expect(alert).toHaveTextContent("The file is named vectors.csv but holds Parquet");
  await user.selectOptions(within(preview).getByRole("combobox", { name: "Format" }), "Parquet");
  expect(await within(preview).findByRole("table", { name: "First rows" })).toBeInTheDocument();
  expect(edges.api.calls(`POST ${IMPORTS_PATH}/preview`).at(-1)?.body).toMatchObject({ format: "parquet" });
});

it("refuses a file of another kind at once, with the reason tied to the drop zone", async () => {
  const user = userEvent.setup({ applyAccept: false });
  openDataImport();
  await chooseFile(user, new File(["x"], "films.xlsx"));
  const zone = screen.getByRole("group", { name: "File to import" });
  expect(within(zone).getByRole("alert")).toHaveTextContent("films.xlsx is not a file Data Import reads: choose a CSV, TSV, JSON Lines (.jsonl, .ndjson), JSON or Parquet file.");
  expect(zone).toHaveAccessibleDescription(/films.xlsx is not a file Data Import reads/);
  expect(edges.tus.calls).toEqual([]);
});

it.each([
  [429, "rate_limited", "This project already has 20 uploads in progress: finish or delete one first"],
  [413, "payload_too_large", "This file (5 GiB) does not fit: the project's uploads already take 8 GiB of the 10 GiB its Sandbox plan allows. Delete uploads you no longer need first"],
])("shows the service's reason when it refuses to start an upload (%i), once, and starts it when tried again", async (status, code, message) => {
  const user = userEvent.setup();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  edges.tus.refuseNextCreation(status, { code, message });
  openDataImport();
  await chooseFile(user, csvFile("films.csv", FILMS_CSV));
  const step = screen.getByRole("region", { name: "Upload a file" });
  expect(await within(step).findByRole("alert")).toHaveTextContent(message);
  // A refusal in the client's power to change is not tried again behind the user's back.
  expect(edges.tus.calls.map((call) => call.method)).toEqual(["POST"]);
  expect(edges.tus.uploads.size).toBe(0);

  await user.click(within(step).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("table", { name: "First rows" })).toBeInTheDocument();
  expect(edges.tus.calls.map((call) => call.method)).toEqual(["POST", "POST", "PATCH"]);
});

it("takes a file dropped on the zone", async () => {
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  openDataImport();
  const zone = await screen.findByRole("group", { name: "File to import" });
  const file = csvFile("films.csv", FILMS_CSV);
  fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: "none" } });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
  expect(await screen.findByRole("table", { name: "First rows" })).toBeInTheDocument();
});

it("shows bytes sent and pauses; cancelling asks first, then deletes the upload", async () => {
  const user = userEvent.setup();
  edges.tus.holdPatches();
  openDataImport();
  await chooseFile(user, csvFile("films.csv", FILMS_CSV));
  const bar = await screen.findByRole("progressbar", { name: "Uploading films.csv" });
  await waitFor(() => expect(edges.tus.calls.map((call) => call.method)).toEqual(["POST", "PATCH"]));
  expect(bar).toHaveAttribute("aria-valuetext", `0 B of ${FILMS_CSV.length} B`);

  await user.click(screen.getByRole("button", { name: "Pause" }));
  expect(await screen.findByRole("button", { name: "Resume" })).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Uploading films.csv" })).toHaveAttribute("aria-valuetext", `0 B of ${FILMS_CSV.length} B · paused`);

  await user.click(screen.getByRole("button", { name: "Cancel upload" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel upload" });
  expect(dialog).toHaveTextContent("The upload of films.csv stops, and the 0 B sent so far are deleted from the service.");
  await user.click(within(dialog).getByRole("button", { name: "Keep uploading" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(edges.tus.calls.filter((call) => call.method === "DELETE")).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Cancel upload" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Cancel upload" })).getByRole("button", { name: "Cancel upload" }));
  await waitFor(() => expect(edges.tus.calls.filter((call) => call.method === "DELETE")).toHaveLength(1));
  expect(edges.tus.calls.at(-1)?.headers.authorization).toBe("Bearer id-token-1");
  expect(edges.tus.uploads.size).toBe(0);
  expect(await screen.findByRole("button", { name: "Choose a file" })).toBeInTheDocument();
});

it("goes on after a dropped connection, from the bytes the service holds", async () => {
  const user = userEvent.setup();
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  edges.tus.dropNextPatch();
  openDataImport();
  await chooseFile(user, csvFile("films.csv", FILMS_CSV));
  expect(await screen.findByRole("table", { name: "First rows" }, { timeout: 4_000 })).toBeInTheDocument();
  // The PATCH that dropped, then HEAD for the offset, then the bytes again.
  expect(edges.tus.calls.map((call) => call.method)).toEqual(["POST", "PATCH", "HEAD", "PATCH"]);
});

it("offers to resume an upload an earlier visit left unfinished, with the same file chosen again", async () => {
  const user = userEvent.setup();
  const file = csvFile("films.csv", FILMS_CSV);
  const uploadId = "a".repeat(32);
  edges.tus.seedUnfinished({ id: uploadId, projectId: PROJECT_A.id, fileName: "films.csv", size: file.size, offset: 40 }, file);
  edges.api.route(`POST ${IMPORTS_PATH}/preview`, { status: 200, body: filmsPreview() });
  openDataImport();

  const unfinished = await screen.findByRole("region", { name: "Unfinished uploads" });
  expect(unfinished).toHaveTextContent(`films.csv40 B of ${file.size} B sent`);
  // Another file is refused: tus sends the rest of the same one.
  await user.upload(within(unfinished).getByLabelText("The file films.csv, to resume its upload"), csvFile("other.csv", "a,b"));
  expect(within(unfinished).getByRole("alert")).toHaveTextContent(`Choose films.csv (${file.size} bytes) to resume this upload: other.csv (3 bytes) is another file.`);
  expect(within(unfinished).getByRole("button", { name: "Resume films.csv" })).toHaveAccessibleDescription(/Choose films.csv/);
  expect(edges.tus.calls).toEqual([]);

  await user.upload(within(unfinished).getByLabelText("The file films.csv, to resume its upload"), file);
  expect(await screen.findByRole("table", { name: "First rows" })).toBeInTheDocument();
  expect(edges.tus.calls.map((call) => [call.method, call.url.split("/").pop(), call.headers["upload-offset"] ?? null, call.bodyBytes])).toEqual([
    ["HEAD", uploadId, null, null],
    ["PATCH", uploadId, "40", file.size - 40],
  ]);
  expect(edges.api.calls(`POST ${IMPORTS_PATH}/preview`)[0]?.body).toEqual({ uploadId });
});

it("discards an unfinished upload only once confirmed", async () => {
  const user = userEvent.setup();
  const file = csvFile("films.csv", FILMS_CSV);
  const uploadId = "b".repeat(32);
  edges.tus.seedUnfinished({ id: uploadId, projectId: PROJECT_A.id, fileName: "films.csv", size: file.size, offset: 10 }, file);
  edges.api.route(`DELETE ${UPLOADS_PATH}/${uploadId}`, () => {
    edges.tus.uploads.delete(uploadId);
    return { status: 204 };
  });
  openDataImport();
  await user.click(await screen.findByRole("button", { name: "Discard films.csv" }));
  const dialog = await screen.findByRole("dialog", { name: "Discard upload" });
  await user.click(within(dialog).getByRole("button", { name: "Discard upload" }));
  await waitFor(() => expect(screen.queryByRole("region", { name: "Unfinished uploads" })).not.toBeInTheDocument());
  expect(edges.api.calls(`DELETE ${UPLOADS_PATH}/${uploadId}`)).toHaveLength(1);
  expect(Object.keys(window.localStorage).filter((key) => key.startsWith("tus::"))).toEqual([]);
});
