// The Addons page against the service's edge (contract/backups.ts): the plan's
// schedule in words (none on Sandbox, with the way to Billing; daily on
// Business, switched for managers only), an honest empty state, the backups
// with their collections, a restore over a collection that waits for its name,
// one into a new collection with the job's progress, and a deletion that asks first.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Backup, BackupSchedule, RestoreBackupBody } from "../../../contract/backups";
import type { JobSummary } from "../../../contract/jobs";
import type { MemberRole } from "../../../contract/rights";
import AddonsPage from "../../../src/areas/addons/addons-page";
import { PROJECT_A, signedInUser } from "../support/console-fixtures";
import type * as GatsbyMock from "../support/gatsby-mock";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.setTimeout(20_000);
afterEach(() => removeToasts());

const BACKUPS_PATH = `/api/projects/${PROJECT_A.id}/backups`;
const JOB_ID = "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b";
const SANDBOX: BackupSchedule = { enabled: false, frequency: "none", retentionDays: null, tierName: "Sandbox", nextRunAt: null, lastRunAt: null };
const BUSINESS: BackupSchedule = { enabled: true, frequency: "daily", retentionDays: 7, tierName: "Business", nextRunAt: "2026-12-01T03:00:00.000Z", lastRunAt: "2026-11-30T03:00:00.000Z" };
const BACKUP: Backup = {
  id: "0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f",
  reason: "on-demand",
  note: "before the re-import",
  state: "succeeded",
  error: null,
  jobId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  startedBy: "user-1",
  createdAt: "2026-11-29T10:00:00.000Z",
  finishedAt: "2026-11-29T10:00:03.000Z",
  expiresAt: null,
  collections: [
    { snapshotId: "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a", collection: "docs", size: 2_400_000, checksum: "9999fa702c4fd4d2ceea78f5b30b14b180248812fac03ce94e76e17102612ebc", points: 1200, state: "ready" },
  ],
};

function serve({ schedule = SANDBOX, backups = [] as Backup[], role = "owner" as MemberRole } = {}): { edge: ServiceEdge; restores: RestoreBackupBody[]; deleted: string[] } {
  const edge = installServiceEdge();
  const me = signedInUser();
  const state = { restores: [] as RestoreBackupBody[], deleted: [] as string[], backups: [...backups], jobReads: 0 };
  edge.route("GET /api/auth/me", { status: 200, body: { ...me, organisation: me.organisation && { ...me.organisation, role } } });
  edge.route(`GET ${BACKUPS_PATH}`, () => ({ status: 200, body: { schedule, backups: state.backups } }));
  edge.route(`POST ${BACKUPS_PATH}/${BACKUP.id}/restore`, (request) => {
    const body = request.body as RestoreBackupBody;
    state.restores.push(body);
    return { status: 201, body: { jobId: JOB_ID, collection: body.into ?? "docs" } };
  });
  edge.route(`GET /api/projects/${PROJECT_A.id}/jobs/${JOB_ID}`, () => {
    state.jobReads += 1;
    const isDone = state.jobReads > 1;
    const job: Partial<JobSummary> = { id: JOB_ID, kind: "snapshot-restore", state: isDone ? "succeeded" : "running", progress: { done: isDone ? 1200 : 600, unit: "points" }, error: null };
    return { status: 200, body: { job } };
  });
  edge.route(`DELETE ${BACKUPS_PATH}/${BACKUP.id}`, () => {
    state.deleted.push(BACKUP.id);
    state.backups = [];
    return { status: 204 };
  });
  return { edge, restores: state.restores, deleted: state.deleted };
}

function openAddons() {
  renderConsole(<AddonsPage location={{ pathname: "/addons" }} />);
}

it("says what a Sandbox plan gives, points to Billing, and shows an honest empty state", async () => {
  serve();
  openAddons();
  expect(await screen.findByText(/Your plan, Sandbox, has no scheduled backups: Startup and Standard back up weekly/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Compare plans in Billing" })).toHaveAttribute("href", "/billing");
  const empty = screen.getByRole("region", { name: "No backups yet" });
  expect(within(empty).getByText("Take one now to keep a copy of every collection as it is.")).toBeInTheDocument();
  expect(within(empty).getByRole("button", { name: "Back up now" })).toBeEnabled();
  expect(screen.queryByRole("switch")).not.toBeInTheDocument();
});

it("shows a daily schedule that only managers switch", async () => {
  serve({ schedule: BUSINESS, role: "developer" });
  openAddons();
  expect(await screen.findByText(/Your plan, Business, backs up every collection daily and keeps each one 7 days/)).toBeInTheDocument();
  expect(screen.getByRole("switch", { name: "Back up on the plan's schedule" })).toBeDisabled();
  expect(screen.getByText("Only an owner or admin of the organisation can turn the schedule on or off.")).toBeInTheDocument();
});

it("lists a backup with its collection, restores over it once its name is typed, and into a new one with progress", async () => {
  const user = userEvent.setup();
  const service = serve({ backups: [BACKUP] });
  openAddons();
  const table = await screen.findByRole("table", { name: "Backups" });
  expect(within(table).getByText("before the re-import")).toBeInTheDocument();
  expect(within(table).getByText("Complete")).toBeInTheDocument();
  expect(within(table).getByText("1,200 points")).toBeInTheDocument();
  expect(within(table).getByText("9999fa702c4f…")).toBeInTheDocument();
  expect(within(table).getByText("Until you delete it")).toBeInTheDocument();

  await user.click(within(table).getByRole("button", { name: /^Restore docs from the backup of / }));
  const dialog = await screen.findByRole("dialog", { name: "Restore docs" });
  expect(within(dialog).getByRole("button", { name: "Replace docs" })).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Type docs to confirm" }), "docs");
  await user.click(within(dialog).getByRole("button", { name: "Replace docs" }));
  await waitFor(() => expect(service.restores).toEqual([{ snapshotId: BACKUP.collections[0]?.snapshotId }]));
  expect(await screen.findByText("docs is restored: 1,200 points.")).toBeInTheDocument();
});

it("restores into a new collection", async () => {
  const user = userEvent.setup();
  const service = serve({ backups: [BACKUP] });
  openAddons();
  const table = await screen.findByRole("table", { name: "Backups" });
  await user.click(within(table).getByRole("button", { name: /^Restore docs from the backup of / }));
  const dialog = await screen.findByRole("dialog", { name: "Restore docs" });
  await user.click(within(dialog).getByRole("radio", { name: /^Into a new collection/ }));
  await user.type(within(dialog).getByRole("textbox", { name: "New collection's name" }), "docs-copy");
  await user.click(within(dialog).getByRole("button", { name: "Restore into the new collection" }));
  await waitFor(() => expect(service.restores).toEqual([{ snapshotId: BACKUP.collections[0]?.snapshotId, into: "docs-copy" }]));
  expect(await screen.findByText(/docs-copy is restored|Restoring docs-copy/)).toBeInTheDocument();
});

it("deletes a backup after asking", async () => {
  const user = userEvent.setup();
  const service = serve({ backups: [BACKUP] });
  openAddons();
  const table = await screen.findByRole("table", { name: "Backups" });
  await user.click(within(table).getByRole("button", { name: /^Delete the backup of / }));
  const dialog = await screen.findByRole("dialog", { name: "Delete this backup?" });
  expect(within(dialog).getByText(/and its snapshot are deleted for good/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Delete backup" }));
  await waitFor(() => expect(service.deleted).toEqual([BACKUP.id]));
  expect(await screen.findByRole("region", { name: "No backups yet" })).toBeInTheDocument();
});
