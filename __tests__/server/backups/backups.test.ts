// Backups (/api/projects/{id}/backups): a backup taken now with a note holds
// a snapshot of each collection; a collection is restored from it into a new
// collection and over itself after changes; a backup is deleted with its
// files; a plan without backups refuses the schedule, naming itself; on
// Business the schedule runs daily (a "day" of 1 s here, BACKUP_DAY_SECONDS)
// and prunes scheduled backups past its 7 days; Qdrant's snapshot calls do
// not list a backup's snapshots.
import fs from "node:fs";
import path from "node:path";
import type { QdrantClient } from "@qdrant/js-client-rest";
import type { Backup, ListBackupsResponse } from "../../../contract/backups";
import type { JobSummary } from "../../../contract/jobs";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(90_000);

describeEachStore("backups", (getStore) => {
  let server: DataPlaneServer;
  let owner: Owner;
  let client: QdrantClient;

  const api = async (method: string, urlPath: string, body?: unknown) => server.call(method, `/api/projects/${owner.projectId}${urlPath}`, { headers: { authorization: `Bearer ${owner.token}` }, body });
  const list = async () => (await api("GET", "/backups")).body as ListBackupsResponse;
  const until = async <T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> => {
    for (let tries = 0; tries < 600; tries += 1) {
      const value = await read();
      if (holds(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${what} did not happen within 30 s`);
  };
  const jobEnd = (jobId: string) => until(async () => ((await api("GET", `/jobs/${jobId}`)).body as { job: JobSummary }).job, (job) => ["succeeded", "failed", "cancelled"].includes(job.state), `job ${jobId}'s end`);
  const points = async (collection: string) => (await client.scroll(collection, { limit: 100, with_payload: true, with_vector: true })).points.map(({ id, payload, vector }) => ({ id, payload, vector }));

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { BACKUP_DAY_SECONDS: "1" });
    let key: string;
    ({ owner, key, client } = await server.ownerClient());
    void key;
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.createPayloadIndex("docs", { field_name: "lang", field_schema: "keyword", wait: true });
    await client.upsert("docs", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1], payload: { lang: id % 2 ? "en" : "de" } })) });
    await client.createCollection("empty", { vectors: { size: 3, distance: "Cosine" } });
  });
  afterAll(() => server.close());

  it("takes a backup now, restores from it into a new collection and over itself, and deletes it", async () => {
    const original = await points("docs");
    const created = await api("POST", "/backups", { note: "before the re-import" });
    expect(created).toEqual({ status: 201, body: { backup: expect.objectContaining({ reason: "on-demand", note: "before the re-import", state: "running", jobId: expect.any(String), expiresAt: null }) } });
    const backupId = (created.body as { backup: Backup }).backup.id;
    const taken = await until(list, (listed) => listed.backups[0]?.state !== "running", "the backup's end");
    expect(taken.backups).toEqual([
      expect.objectContaining({
        id: backupId,
        state: "succeeded",
        error: null,
        finishedAt: expect.any(String),
        collections: [
          { snapshotId: expect.any(String), collection: "docs", size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/), points: 3, state: "ready" },
          { snapshotId: expect.any(String), collection: "empty", size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/), points: 0, state: "ready" },
        ],
      }),
    ]);
    // Not Qdrant's snapshots to list.
    expect(await client.listSnapshots("docs")).toEqual([]);
    const docs = taken.backups[0]?.collections[0]?.snapshotId ?? "";

    await client.delete("docs", { wait: true, points: [1] });
    const intoNew = await api("POST", `/backups/${backupId}/restore`, { snapshotId: docs, into: "docs-restored" });
    expect(intoNew).toEqual({ status: 201, body: { jobId: expect.any(String), collection: "docs-restored" } });
    expect((await jobEnd((intoNew.body as { jobId: string }).jobId)).state).toBe("succeeded");
    expect(await points("docs-restored")).toEqual(original);
    expect(Object.keys((await client.getCollection("docs-restored")).payload_schema)).toEqual(["lang"]);
    expect((await points("docs")).map((point) => point.id)).toEqual([2, 3]);

    expect(await api("POST", `/backups/${backupId}/restore`, { snapshotId: docs, into: "docs-restored" })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: 'A collection named "docs-restored" exists: restore into a new name, or over the collection itself' } },
    });
    const over = await api("POST", `/backups/${backupId}/restore`, { snapshotId: docs });
    expect((await jobEnd((over.body as { jobId: string }).jobId)).state).toBe("succeeded");
    expect(await points("docs")).toEqual(original);

    expect((await api("POST", `/backups/${backupId}/restore`, { snapshotId: "7f3f2b1a-0000-4000-8000-000000000000" })).status).toBe(404);
    const files = path.join(server.dataDir, "snapshots", owner.projectId);
    expect(fs.readdirSync(files)).toHaveLength(2);
    expect(await api("DELETE", `/backups/${backupId}`)).toEqual({ status: 204, body: undefined });
    expect((await list()).backups).toEqual([]);
    expect(fs.readdirSync(files)).toHaveLength(0);
    expect((await api("DELETE", `/backups/${backupId}`)).status).toBe(404);
    await client.deleteCollection("docs-restored");
  });

  it("refuses a schedule on a plan without backups, and on Business backs up daily and prunes past 7 days", async () => {
    expect((await list()).schedule).toEqual({ enabled: false, frequency: "none", retentionDays: null, tierName: "Sandbox", nextRunAt: null, lastRunAt: null });
    expect(await api("PUT", "/backups/schedule", { enabled: true })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "The Sandbox plan has no scheduled backups: Startup and Standard back up weekly, Business and Enterprise daily. Change the plan in Billing, or take a backup now." } },
    });
    await server.changeTier(owner, "business");
    const enabled = await api("PUT", "/backups/schedule", { enabled: true });
    // Turned on with no scheduled backup yet: the first starts at once.
    expect(enabled).toEqual({ status: 200, body: { schedule: { enabled: true, frequency: "daily", retentionDays: 7, tierName: "Business", nextRunAt: expect.any(String), lastRunAt: expect.any(String) } } });

    // Days of 1 s: a backup a day (as the scheduler's ticks allow), each kept 7.
    const two = await until(list, (listed) => listed.backups.filter((backup) => backup.reason === "scheduled" && backup.state === "succeeded").length >= 2, "two scheduled backups");
    const first = two.backups.at(-1);
    expect(first).toEqual(expect.objectContaining({ reason: "scheduled", note: "Scheduled daily backup (Business)", startedBy: null, expiresAt: expect.any(String) }));
    await until(list, (listed) => !listed.backups.some((backup) => backup.id === first?.id), "the first scheduled backup's pruning");
    expect((await list()).schedule.lastRunAt).not.toBeNull();

    expect((await api("PUT", "/backups/schedule", { enabled: false })).body).toEqual({ schedule: expect.objectContaining({ enabled: false, nextRunAt: null }) });
    expect((await api("PUT", "/backups/schedule", { enabled: "yes" })).status).toBe(400);
  });
});
