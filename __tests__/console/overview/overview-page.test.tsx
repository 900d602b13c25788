// The Overview against the service's edge: the endpoint and the code to
// connect, a project's figures, the way in for a new project, recent jobs,
// firing alerts, and what shows while the summary loads or when it cannot.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import OverviewPage from "../../../src/areas/overview/overview-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { TEST_CONFIG } from "../auth/support/network-edge";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";
import { prepareChartEnvironment } from "../support/chart-environment";
import { rule } from "../alerts/alert-service";
import { emptySummary, job, KEYS_PATH, RULES_PATH, summary, SUMMARY_PATH } from "./summary-fixtures";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

prepareChartEnvironment();

const API_KEY = { id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "ingest", partialKey: "vdb_0123…IJ01", access: "read-write", collections: null, createdAt: "2026-03-01T09:30:00.000Z", lastUsedAt: null };

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route(`GET ${RULES_PATH}`, { status: 200, body: { rules: [] } });
});

afterEach(() => removeToasts());

function openOverview() {
  return renderConsole(<OverviewPage location={{ pathname: "/dashboard/" }} />);
}

const card = (name: string) => screen.getByRole("region", { name });

it("names the gRPC endpoint beside the REST one, with Go and Rust code for it, when the service serves gRPC", async () => {
  const user = userEvent.setup();
  const grpc = { host: "vdb.example.com", port: 6334, tls: true };
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: async () => ({ ...TEST_CONFIG, grpc }) } as Response),
  ) as typeof fetch;
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  const connect = await screen.findByRole("region", { name: "Connect" });
  expect(await within(connect).findByText("vdb.example.com:6334")).toBeInTheDocument();
  expect(within(connect).getByText(/The endpoints speak Qdrant's REST and gRPC APIs\./)).toBeInTheDocument();
  await user.click(within(connect).getByRole("button", { name: "Copy gRPC endpoint" }));
  expect(await navigator.clipboard.readText()).toBe("vdb.example.com:6334");

  await user.click(within(connect).getByRole("tab", { name: "Go" }));
  const go = within(connect).getByRole("tabpanel", { name: "Go" });
  expect(go).toHaveTextContent('Host: "vdb.example.com", Port: 6334, APIKey: os.Getenv("QDRANT_API_KEY"), UseTLS: true,');
  expect(go).toHaveTextContent("collections, err := client.ListCollections(context.Background())");
  await user.click(within(connect).getByRole("tab", { name: "Rust" }));
  expect(within(connect).getByRole("tabpanel", { name: "Rust" })).toHaveTextContent(
    'let client = Qdrant::from_url("https://vdb.example.com:6334") .api_key(std::env::var("QDRANT_API_KEY")?) .build()?; let collections = client.list_collections().await?;',
  );
});

it("shows the endpoint first, copies it, and gives the code to connect with each client", async () => {
  const user = userEvent.setup();
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  expect(screen.getByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
  const connect = await screen.findByRole("region", { name: "Connect" });
  expect(await within(connect).findByText("http://localhost")).toBeInTheDocument();
  await user.click(within(connect).getByRole("button", { name: "Copy REST endpoint URL" }));
  expect(await navigator.clipboard.readText()).toBe("http://localhost");
  expect(await screen.findByText("REST endpoint URL copied")).toBeInTheDocument();
  // This service's config.json names no gRPC endpoint: no gRPC row, no Go or Rust.
  expect(within(connect).queryByText("gRPC")).not.toBeInTheDocument();
  expect(within(connect).queryByRole("tab", { name: "Go" })).not.toBeInTheDocument();

  const code = await within(connect).findByRole("tabpanel", { name: "curl" });
  expect(code).toHaveTextContent(`curl -X GET 'http://localhost/collections' \\ -H "api-key: $QDRANT_API_KEY"`);
  await user.click(within(connect).getByRole("tab", { name: "Python" }));
  expect(within(connect).getByRole("tabpanel", { name: "Python" })).toHaveTextContent(
    'from qdrant_client import QdrantClient, models client = QdrantClient(url="http://localhost", port=80, api_key=os.environ["QDRANT_API_KEY"]) print(client.get_collections())',
  );
  await user.click(within(connect).getByRole("tab", { name: "JavaScript" }));
  expect(within(connect).getByRole("tabpanel", { name: "JavaScript" })).toHaveTextContent(
    'import { QdrantClient } from "@qdrant/js-client-rest"; const client = new QdrantClient({ url: "http://localhost", port: 80, apiKey: process.env.QDRANT_API_KEY });',
  );
  await user.click(within(connect).getByRole("button", { name: "Copy JavaScript code" }));
  expect(await navigator.clipboard.readText()).toContain("await client.getCollections()");
});

it("shows the project's figures: collections, points, storage, the last 24 hours and this month against the plan", async () => {
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  const collections = await screen.findByRole("region", { name: "Collections" });
  expect(collections).toHaveTextContent("3in this project");
  expect(card("Points")).toHaveTextContent("1,250,000stored, each with its vectors");
  expect(card("Storage")).toHaveTextContent("12.3 MBon disk");
  expect(card("p95 latency, last 24 hours")).toHaveTextContent("42 ms");

  const requests = card("Requests, last 24 hours");
  expect(requests).toHaveTextContent("1,234");
  expect(requests).toHaveTextContent("12 client errors (4xx) · 3 server errors (5xx)");

  const month = card("API calls this month");
  expect(month).toHaveTextContent("16%");
  expect(month).toHaveTextContent("3,210 of 20,000 API calls (Sandbox)");
  expect(month).toHaveTextContent("This project: 1,605 calls (50% of your organisation's)");
  expect(month).toHaveTextContent("Counted since November 1, over every project of your organisation.");
  const bar = within(month).getByRole("progressbar", { name: "API calls this month against the Sandbox plan's allowance" });
  expect(bar).toHaveAttribute("aria-valuenow", "16.05");
  expect(bar).toHaveAttribute("aria-valuetext", "3,210 of 20,000 API calls (Sandbox), 16%");
  expect(edge.calls(`GET ${SUMMARY_PATH}`)[0]).toMatchObject({ authorization: "Bearer id-token-1" });
  expect(screen.queryByRole("region", { name: "Get started" })).not.toBeInTheDocument();
});

it("gives screen readers the hourly numbers behind the chart, and draws the chart once its chunk is there", async () => {
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  const requests = await screen.findByRole("region", { name: "Requests, last 24 hours" });
  const table = within(requests).getByRole("table", { name: "Calls per hour, last 24 hours" });
  const rows = within(table).getAllByRole("row");
  expect(rows).toHaveLength(25);
  expect(within(rows[0]!).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Hour from", "Calls", "Client errors (4xx)", "Server errors (5xx)"]);
  expect(within(rows[21]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1,000", "10", "2"]);
  expect(within(rows[24]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["234", "2", "1"]);
  await waitFor(() => expect(requests.querySelector("svg")).not.toBeNull());
});

it("says there is no latency to show when there were no calls", async () => {
  const quiet = summary();
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: { ...quiet, last24Hours: { ...quiet.last24Hours, requests: 0, errors4xx: 0, errors5xx: 0, p95Ms: null } } });
  openOverview();
  expect(await screen.findByRole("region", { name: "p95 latency, last 24 hours" })).toHaveTextContent("—no calls to measure");
  expect(card("Requests, last 24 hours")).toHaveTextContent("0 client errors (4xx) · 0 server errors (5xx)");
});

it("marks the allowance exceeded when the organisation's calls pass it", async () => {
  const over = summary();
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: { ...over, month: { ...over.month, organisationCalls: 21_000, projectCalls: 21_000 } } });
  openOverview();
  const month = await screen.findByRole("region", { name: "API calls this month" });
  expect(month).toHaveTextContent("21,000 of 20,000 API calls (Sandbox)");
  expect(month).toHaveTextContent("105%");
  expect(month).toHaveTextContent("1,000 calls over the allowance since November 1.");
  expect(within(month).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
});

it("lists recent imports and jobs: what, state, progress and when, imports linked to their page", async () => {
  const running = job({ id: "a1b2c3d4-0000-4000-8000-000000000001", state: "running", progress: { done: 1_200, total: 5_000, unit: "rows" }, finishedAt: null, createdAt: new Date(Date.now() - 2 * 60_000).toISOString() });
  const failed = job({
    id: "a1b2c3d4-0000-4000-8000-000000000002",
    import: { fileName: "shops.parquet", collection: "shops", dryRun: false },
    state: "failed",
    progress: { done: 0 },
    error: "The file is not valid Parquet",
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  });
  const backup = job({ id: "a1b2c3d4-0000-4000-8000-000000000003", kind: "backup", import: null, state: "queued", progress: { done: 0 }, finishedAt: null, startedAt: null });
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary({ recentJobs: [running, failed, backup, job()] }) });
  openOverview();
  const jobs = await screen.findByRole("region", { name: "Recent imports and jobs" });
  const items = within(jobs).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "Import of films.csv into filmsRunning1,200 of 5,000 rows2 minutes ago",
    "Import of shops.parquet into shopsFailed3 hours agoThe file is not valid Parquet",
    "BackupQueued5 minutes ago",
    "Import of films.csv into filmsSucceeded30,000 rows5 minutes ago",
  ]);
  expect(within(items[0]!).getByRole("link", { name: "Import of films.csv into films" })).toHaveAttribute("href", "/data-import/a1b2c3d4-0000-4000-8000-000000000001");
  expect(within(items[0]!).getByRole("progressbar", { name: "Progress of Import of films.csv into films" })).toHaveAttribute("aria-valuenow", "24");
  expect(within(items[2]!).queryByRole("link")).not.toBeInTheDocument();
  expect(within(items[2]!).getByRole("progressbar", { name: "Progress of Backup" })).toHaveAttribute("aria-valuetext", "Waiting to start");
  expect(within(jobs).getByRole("link", { name: "All imports" })).toHaveAttribute("href", "/data-import");
});

it("names a dry run as a dry run, which wrote nothing", async () => {
  const failed = job({
    id: "a1b2c3d4-0000-4000-8000-000000000004",
    import: { fileName: "products.csv", collection: "catalog", dryRun: true },
    state: "failed",
    progress: { done: 203, unit: "rows" },
    error: "Every row failed (203 of 203), so the import would write nothing.",
  });
  const checked = job({ import: { fileName: "products-fixed.csv", collection: "catalog-2", dryRun: true }, progress: { done: 203, unit: "rows" } });
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary({ recentJobs: [failed, checked] }) });
  openOverview();
  const jobs = await screen.findByRole("region", { name: "Recent imports and jobs" });
  const items = within(jobs).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "Dry run of products.csv into catalogFailed203 rows checked, nothing written5 minutes agoEvery row failed (203 of 203), so the import would write nothing.",
    "Dry run of products-fixed.csv into catalog-2Succeeded203 rows checked, nothing written5 minutes ago",
  ]);
  expect(within(items[0]!).getByRole("link", { name: "Dry run of products.csv into catalog" })).toHaveAttribute("href", `/data-import/${failed.id}`);
});

it("does not mark the import done for a dry run that succeeded: it wrote nothing", async () => {
  const checked = job({ import: { fileName: "products.csv", collection: "catalog", dryRun: true } });
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: emptySummary({ recentJobs: [checked] }) });
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [] } });
  openOverview();
  const start = await screen.findByRole("region", { name: "Get started" });
  await waitFor(() => expect(edge.calls(`GET ${KEYS_PATH}`)).toHaveLength(1));
  expect(within(start).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["1. Create a collection", "2. Import a file", "3. Make an API key"]);
});

it("says when there are no jobs yet, and that no alerts are firing", async () => {
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  const jobs = await screen.findByRole("region", { name: "Recent imports and jobs" });
  expect(jobs).toHaveTextContent("No imports or jobs yet.");
  expect(within(jobs).getByRole("link", { name: "Import a file" })).toHaveAttribute("href", "/data-import");
  const alerts = card("Firing alerts");
  expect(alerts).toHaveTextContent("No alerts firing.");
  expect(within(alerts).getByRole("link", { name: "Set up alerts" })).toHaveAttribute("href", "/alerting");
});

it("shows a new project the way in instead of zeros, with the steps already done marked", async () => {
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: emptySummary() });
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [API_KEY] } });
  openOverview();
  const start = await screen.findByRole("region", { name: "Get started" });
  const steps = within(start).getAllByRole("listitem");
  await waitFor(() => expect(within(steps[2]!).getByRole("heading", { level: 3 })).toHaveTextContent("3. Make an API keyDone"));
  expect(within(steps[0]!).getByRole("heading", { level: 3 })).toHaveTextContent(/^1\. Create a collection$/);
  expect(within(steps[1]!).getByRole("heading", { level: 3 })).toHaveTextContent(/^2\. Import a file$/);
  expect(steps.map((step) => within(step).getByRole("link").getAttribute("href"))).toEqual(["/ai-hub/datasets", "/data-import", "/account-settings/api-keys/"]);
  expect(screen.getByRole("region", { name: "Connect" })).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Collections" })).not.toBeInTheDocument();
  expect(screen.queryByText("No alerts firing.")).not.toBeInTheDocument();
});

it("marks the import done when an import succeeded, and no key step while the project has none", async () => {
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: emptySummary({ recentJobs: [job()] }) });
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [] } });
  openOverview();
  const start = await screen.findByRole("region", { name: "Get started" });
  await waitFor(() => expect(edge.calls(`GET ${KEYS_PATH}`)).toHaveLength(1));
  const headings = within(start).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(["1. Create a collection", "2. Import a fileDone", "3. Make an API key"]);
});

it("still shows the way in to a project without collections whose only calls are the console's own", async () => {
  const consoleCalls = emptySummary().last24Hours;
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: emptySummary({ last24Hours: { ...consoleCalls, requests: 3 }, month: { ...emptySummary().month, organisationCalls: 3, projectCalls: 3 } }) });
  edge.route(`GET ${KEYS_PATH}`, { status: 200, body: { apiKeys: [] } });
  openOverview();
  expect(await screen.findByRole("region", { name: "Get started" })).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Collections" })).not.toBeInTheDocument();
});

it("lists the project's firing alerts, the longest-firing first, each leading to its rule", async () => {
  const firing = rule({ id: "0b7e1c2d-3f4a-4b5c-8d6e-7f8a9b0c1d2e", name: "Errors by ingest", state: "firing", stateSince: new Date(Date.now() - 20 * 60_000).toISOString() });
  const older = rule({ name: "Search too slow", state: "firing", stateSince: new Date(Date.now() - 3 * 3_600_000).toISOString() });
  const pending = rule({ id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", name: "Storage", state: "pending" });
  edge.route(`GET ${RULES_PATH}`, { status: 200, body: { rules: [firing, pending, older] } });
  edge.route(`GET ${SUMMARY_PATH}`, { status: 200, body: summary() });
  openOverview();
  await screen.findByRole("region", { name: "Collections" });
  const alerts = card("Firing alerts");
  await waitFor(() => expect(within(alerts).getAllByRole("listitem")).toHaveLength(2));
  const items = within(alerts).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["Search too slowFiringsince 3 hours ago", "Errors by ingestFiringsince 20 minutes ago"]);
  expect(within(items[1]!).getByRole("link", { name: "Errors by ingest" })).toHaveAttribute("href", `/alerting?rule=${firing.id}`);
});

it("shows the cards' outline while the summary loads", async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  edge.route(`GET ${SUMMARY_PATH}`, () => new Promise((resolve) => (answer = resolve)));
  openOverview();
  expect(await screen.findByRole("progressbar", { name: "Loading the overview" })).toBeInTheDocument();
  answer({ status: 200, body: summary() });
  expect(await screen.findByRole("region", { name: "Collections" })).toBeInTheDocument();
  expect(screen.queryByRole("progressbar", { name: "Loading the overview" })).not.toBeInTheDocument();
});

it("shows the service's message when the summary cannot be loaded, and tries again on Retry", async () => {
  const user = userEvent.setup();
  let isDown = true;
  edge.route(`GET ${SUMMARY_PATH}`, () =>
    isDown ? { status: 503, body: { error: { code: "unavailable", message: "The metadata store is not reachable" } } } : { status: 200, body: summary() },
  );
  openOverview();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The overview could not be loaded");
  expect(alert).toHaveTextContent("The metadata store is not reachable");
  expect(screen.getByRole("region", { name: "Connect" })).toBeInTheDocument();
  isDown = false;
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("region", { name: "Collections" })).toHaveTextContent("3");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
