import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { MISSING_COLLECTION, OTHER_SERIES } from "../../../contract/metrics-labels";
import MetricsPage from "../../../src/areas/metrics/metrics-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceAnswer, type ServiceEdge } from "../support/service-edge";
import { BUSY_MINUTES, INGEST_KEY, KEYS_PATH, SERIES_PATH, seriesAnswer } from "./support/series-fixtures";
import { prepareChartEnvironment } from "../support/chart-environment";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let edge: ServiceEdge;

prepareChartEnvironment();

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "notes" }] }));
  edge.route(/^GET \/collections\/\w+$/, qdrantOk(collectionInfo({ points: 100 })));
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [INGEST_KEY] } });
});

function answerSeries(answer = BUSY_MINUTES) {
  edge.route(`GET ${SERIES_PATH}`, { status: 200, body: answer });
}

const seriesCalls = () => edge.calls(`GET ${SERIES_PATH}`);
const lastQuery = () => seriesCalls().at(-1)?.query ?? {};
const rangeOf = (query: Record<string, string>) => Date.parse(query.to ?? "") - Date.parse(query.from ?? "");

function openMetrics(search = "") {
  return renderConsole(<MetricsPage location={{ pathname: "/metrics/", search }} />);
}

it("asks for the last 24 hours at the range's own resolution and shows every panel", async () => {
  let answer: (value: ServiceAnswer) => void = () => undefined;
  edge.route(`GET ${SERIES_PATH}`, () => new Promise<ServiceAnswer>((resolve) => (answer = resolve)));
  openMetrics();
  expect(screen.getByRole("heading", { level: 1, name: "Metrics" })).toBeInTheDocument();
  expect(await screen.findByRole("progressbar", { name: "Loading the metrics" })).toBeInTheDocument();
  answer({ status: 200, body: BUSY_MINUTES });
  expect(await screen.findByRole("heading", { level: 2, name: "Requests per second" })).toBeInTheDocument();
  expect(seriesCalls()).toHaveLength(1);
  expect(rangeOf(lastQuery())).toBe(DAY);
  expect(Date.parse(lastQuery().to ?? "")).toBeGreaterThan(Date.now() - 60_000);
  expect(lastQuery()).not.toHaveProperty("resolution");
  expect(seriesCalls()[0]).toMatchObject({ authorization: "Bearer id-token-1" });

  const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(["Requests per second", "Latency", "Errors by status class", "Points read and written", "Points and indexed vectors", "Storage"]);
  const requests = screen.getByRole("region", { name: "Requests per second" });
  expect(requests).toHaveTextContent("19 calls in this range");
  const latency = screen.getByRole("region", { name: "Latency" });
  expect(latency).toHaveTextContent("Percentiles are within ±4.3% of the exact value");
  expect(screen.getByRole("region", { name: "Storage" })).toHaveTextContent("Now 1.5 MB on disk");
  // The charts arrive in their own chunk, an SVG drawn by @mui/x-charts.
  const chart = await within(requests).findByRole("img", { name: /^Requests per second chart\. 19 calls in this range\./ });
  await waitFor(() => expect(chart.querySelector("svg")).not.toBeNull());
});

it("asks for the range picked: the last hour, 7 days, 30 days", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics();
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  const ranges = screen.getByRole("group", { name: "Time range" });
  expect(within(ranges).getByRole("button", { name: "Last 24 hours" })).toHaveAttribute("aria-pressed", "true");

  await user.click(within(ranges).getByRole("button", { name: "Last hour" }));
  await waitFor(() => expect(rangeOf(lastQuery())).toBe(HOUR));
  await user.click(within(ranges).getByRole("button", { name: "Last 7 days" }));
  await waitFor(() => expect(rangeOf(lastQuery())).toBe(7 * DAY));
  await user.click(within(ranges).getByRole("button", { name: "Last 30 days" }));
  await waitFor(() => expect(rangeOf(lastQuery())).toBe(30 * DAY));
  expect(within(ranges).getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
});

it("checks a custom range before asking for it, and asks for exactly its times", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics();
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  await user.click(screen.getByRole("button", { name: "Custom" }));
  const form = screen.getByRole("form", { name: "Custom range" });
  const from = within(form).getByLabelText("From");
  const to = within(form).getByLabelText("To");
  // Filled with the range shown: the last 24 hours, to the minute.
  expect(Date.parse((to as HTMLInputElement).value) - Date.parse((from as HTMLInputElement).value)).toBe(DAY);
  const before = seriesCalls().length;

  await user.clear(from);
  await user.type(from, "2026-11-26T10:00");
  await user.clear(to);
  await user.type(to, "2026-11-26T09:00");
  await user.click(within(form).getByRole("button", { name: "Apply" }));
  expect(within(form).getByText("The start must be before the end")).toBeInTheDocument();
  expect(from).toHaveAttribute("aria-invalid", "true");

  await user.clear(from);
  await user.type(from, "2024-01-01T00:00");
  await user.click(within(form).getByRole("button", { name: "Apply" }));
  expect(within(form).getByText("The range is too long: at most 731 days")).toBeInTheDocument();
  expect(seriesCalls()).toHaveLength(before);

  await user.clear(from);
  await user.type(from, "2026-11-20T08:00");
  await user.click(within(form).getByRole("button", { name: "Apply" }));
  await waitFor(() => expect(lastQuery()).toEqual({ from: new Date("2026-11-20T08:00").toISOString(), to: new Date("2026-11-26T09:00").toISOString() }));
  expect(within(form).queryByText(/The range is too long/)).not.toBeInTheDocument();
});

it("offers only the resolutions the contract allows for the range, and asks for the one chosen", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics();
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  const resolution = screen.getByRole("combobox", { name: "Resolution" });
  await waitFor(() => expect(within(resolution).getAllByRole("option").map((option) => option.textContent)).toEqual(["Automatic (per hour)", "Per minute", "Per hour", "Per day"]));

  await user.selectOptions(resolution, "Per minute");
  await waitFor(() => expect(lastQuery().resolution).toBe("minute"));
  expect(rangeOf(lastQuery())).toBe(DAY);

  // Minutes cover 24 hours at most: over 7 days the choice falls back to the range's own.
  await user.click(screen.getByRole("button", { name: "Last 7 days" }));
  await waitFor(() => expect(rangeOf(lastQuery())).toBe(7 * DAY));
  expect(lastQuery()).not.toHaveProperty("resolution");
  expect(within(resolution).getAllByRole("option").map((option) => option.textContent)).toEqual(["Automatic (per hour)", "Per hour", "Per day"]);
  expect(resolution).toHaveValue("auto");
});

it("passes the collection, API key and operation filters to the query", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics();
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  const filters = screen.getByRole("group", { name: "Filters" });
  const collection = within(filters).getByRole("combobox", { name: "Collection" });
  await waitFor(() => expect(within(collection).getAllByRole("option").map((option) => option.textContent)).toEqual(["All collections", "docs", "notes", "(collections that do not exist)", "(other collections)"]));
  await user.selectOptions(collection, "docs");
  await waitFor(() => expect(lastQuery().collection).toBe("docs"));

  const key = within(filters).getByRole("combobox", { name: "API key" });
  await waitFor(() => expect(within(key).getAllByRole("option").map((option) => option.textContent)).toEqual(["All callers", "ingest (vdb_AbCd…WxYz)"]));
  await user.selectOptions(key, "ingest (vdb_AbCd…WxYz)");
  await waitFor(() => expect(lastQuery().apiKey).toBe(INGEST_KEY.id));

  // The operations are the data plane's, from the contract.
  const operation = within(filters).getByRole("combobox", { name: "Operation" });
  await waitFor(() => expect(within(operation).getAllByRole("option").length).toBeGreaterThan(30));
  expect(within(operation).getByRole("option", { name: "points.query" })).toBeInTheDocument();
  await user.selectOptions(operation, "points.search");
  await waitFor(() => expect(lastQuery()).toMatchObject({ collection: "docs", apiKey: INGEST_KEY.id, operation: "points.search" }));
  expect(rangeOf(lastQuery())).toBe(DAY);
});

it("names the calls to collections that do not exist, and those folded past the bound, in words and not by their labels", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics(`?collection=${encodeURIComponent(OTHER_SERIES)}`);
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  const collection = within(screen.getByRole("group", { name: "Filters" })).getByRole("combobox", { name: "Collection" });
  expect(seriesCalls()[0]?.query).toMatchObject({ collection: OTHER_SERIES });
  expect(within(collection).getByRole("option", { selected: true })).toHaveTextContent("(other collections)");
  await user.selectOptions(collection, "(collections that do not exist)");
  await waitFor(() => expect(lastQuery().collection).toBe(MISSING_COLLECTION));
  await waitFor(() => expect(navigate).toHaveBeenLastCalledWith(`/metrics?collection=${encodeURIComponent(MISSING_COLLECTION)}`, { replace: true }));
  const shown = within(collection).getAllByRole("option").map((option) => option.textContent);
  expect(shown).toEqual(["All collections", "docs", "notes", "(collections that do not exist)", "(other collections)"]);
  expect(shown.join(" ")).not.toMatch(/<missing>|<other>/);
});

it("says so when the range has no calls, with where to start, and clears filters that hide every call", async () => {
  const user = userEvent.setup();
  answerSeries(seriesAnswer());
  openMetrics();
  const empty = await screen.findByRole("region", { name: "No requests in this range" });
  expect(empty).toHaveTextContent("Send a request with an API key, or run a search in the console");
  expect(within(empty).getByRole("link", { name: "Create an API key" })).toHaveAttribute("href", "/account-settings/api-keys/");
  expect(within(empty).getByRole("link", { name: "Open Search" })).toHaveAttribute("href", "/ai-hub/vectorSearch");
  expect(screen.queryByRole("heading", { name: "Requests per second" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();

  const operation = screen.getByRole("combobox", { name: "Operation" });
  await waitFor(() => expect(within(operation).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(operation, "points.delete");
  await waitFor(() => expect(lastQuery().operation).toBe("points.delete"));
  const filtered = await screen.findByRole("region", { name: "No requests in this range" });
  await waitFor(() => expect(filtered).toHaveTextContent("No call matches these filters in this range"));
  await user.click(within(filtered).getByRole("button", { name: "Clear filters" }));
  await waitFor(() => expect(lastQuery()).not.toHaveProperty("operation"));
  expect(operation).toHaveValue("");
});

it("shows the service's message when the metrics cannot be loaded, and tries again", async () => {
  const user = userEvent.setup();
  edge.route(`GET ${SERIES_PATH}`, { status: 500, body: { error: { code: "internal", message: "The metrics store is not answering" } } });
  openMetrics();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The metrics could not be loaded");
  expect(alert).toHaveTextContent("The metrics store is not answering");
  answerSeries();
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("heading", { level: 2, name: "Requests per second" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

it("lists a panel's numbers as a table: a row per period, a column per line with its unit", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics();
  const requests = await screen.findByRole("region", { name: "Requests per second" });
  await user.click(within(requests).getByRole("button", { name: "Table" }));
  const table = within(requests).getByRole("table", { name: "Requests per second" });
  expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Period start", "Calls", "points.search (req/s)", "points.upsert (req/s)"]);
  const periodName = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
    ["2026-11-26T08:00:00Z", "2026-11-26T08:01:00Z", "2026-11-26T08:02:00Z"].map((at) => periodName.format(new Date(at))),
  );
  expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
    ["13", "0.2", "0.0167"],
    ["0", "0", "0"],
    ["6", "0.1", "0"],
  ]);

  const latency = screen.getByRole("region", { name: "Latency" });
  await user.click(within(latency).getByRole("button", { name: "Table" }));
  const latencyRows = within(within(latency).getByRole("table", { name: "Latency" })).getAllByRole("row").slice(1);
  expect(latencyRows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
    ["2.5", "8.25", "12"],
    ["no calls", "no calls", "no calls"],
    ["3", "9", "40"],
  ]);

  const storage = screen.getByRole("region", { name: "Storage" });
  await user.click(within(storage).getByRole("button", { name: "Table" }));
  const storageCells = within(within(storage).getByRole("table", { name: "Storage" })).getAllByRole("cell").map((cell) => cell.textContent);
  expect(storageCells).toEqual(["not measured", "not measured", "1.5 MB"]);

  await user.click(within(requests).getByRole("button", { name: "Chart" }));
  expect(within(requests).queryByRole("table")).not.toBeInTheDocument();
});

it("exports the series shown as a CSV file built in the browser", async () => {
  const user = userEvent.setup();
  answerSeries();
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:metrics";
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  openMetrics();
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  expect(clicked).toEqual([{ href: "blob:metrics", download: "metrics-2026-11-26T08-00-00Z-2026-11-26T08-03-00Z.csv" }]);
  expect(saved[0]?.type).toBe("text/csv;charset=utf-8");
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved[0]!);
  });
  const lines = text.split("\r\n");
  expect(lines[0]).toBe("time,calls,points.search req/s,points.upsert req/s,p50 ms,p95 ms,p99 ms,4xx errors,5xx errors,points read,points written,points,indexed vectors,disk bytes");
  expect(lines[3]).toBe("2026-11-26T08:02:00.000Z,6,0.1,0,3,9,40,0,2,18,0,100,100,1536000");
  expect(lines).toHaveLength(5);
});

it("starts from the selection in the page's address, and writes each change back to it", async () => {
  const user = userEvent.setup();
  answerSeries();
  openMetrics("?range=7d&operation=points.search&collection=docs");
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  expect(rangeOf(seriesCalls()[0]?.query ?? {})).toBe(7 * DAY);
  expect(seriesCalls()[0]?.query).toMatchObject({ operation: "points.search", collection: "docs" });
  expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("combobox", { name: "Collection" })).toHaveValue("docs");

  await user.click(screen.getByRole("button", { name: "Last hour" }));
  await waitFor(() => expect(navigate).toHaveBeenLastCalledWith("/metrics?range=1h&collection=docs&operation=points.search", { replace: true }));
  await user.selectOptions(screen.getByRole("combobox", { name: "Operation" }), "All operations");
  await waitFor(() => expect(navigate).toHaveBeenLastCalledWith("/metrics?range=1h&collection=docs", { replace: true }));
});

it("opens a custom range from the address, and ignores one it cannot read", async () => {
  answerSeries();
  const { unmount } = openMetrics("?range=custom&from=2026-11-20T08:00:00.000Z&to=2026-11-26T08:00:00.000Z&resolution=hour");
  await screen.findByRole("heading", { level: 2, name: "Requests per second" });
  expect(seriesCalls()[0]?.query).toEqual({ from: "2026-11-20T08:00:00.000Z", to: "2026-11-26T08:00:00.000Z", resolution: "hour" });
  expect(screen.getByRole("button", { name: "Custom" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("form", { name: "Custom range" })).toBeInTheDocument();
  unmount();

  openMetrics("?range=custom&from=2026-11-26T08:00:00Z&to=yesterday");
  await waitFor(() => expect(seriesCalls()).toHaveLength(2));
  expect(rangeOf(seriesCalls()[1]?.query ?? {})).toBe(DAY);
});
