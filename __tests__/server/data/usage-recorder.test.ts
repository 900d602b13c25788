// The usage recorder never lets one call the store refuses stop the metering
// of every later call, and says so in one short log line, not with the batch.
// (Issue 9: a NUL in a collection name once stopped all metering until a
// restart and wrote the whole batch to the log at every flush.)
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { usageMinutes } from "../../../server/db/schema";
import type { UsageCall } from "../../../server/metering/usage-rollup";
import { UsageRecorder } from "../../../server/metering/usage-recorder";
import { describeEachStore } from "../support/stores";

function call(projectId: string, collection: string | null): UsageCall {
  return { projectId, apiKeyId: null, userSub: null, operation: "points.count", collection, status: 200, latencyMs: 1, pointsRead: 0, pointsWritten: 0, requestBytes: 0, at: Date.now() };
}

function recordingLogger(lines: string[]): FastifyBaseLogger {
  const write = (object: unknown, message?: string) => void lines.push(`${message ?? ""} ${JSON.stringify(object)}`);
  return { error: write, warn: write, info: write, debug: write, trace: write, fatal: write, child: () => recordingLogger(lines), level: "info", silent: () => undefined } as unknown as FastifyBaseLogger;
}

describeEachStore("the usage recorder", (getStore) => {
  it("writes every rollup the store takes, drops only the one it refuses, and keeps metering", async () => {
    const lines: string[] = [];
    const recorder = new UsageRecorder(getStore().db, recordingLogger(lines), { flushIntervalMs: 60_000 });
    const projectId = randomUUID();
    recorder.record(call(projectId, "before"));
    recorder.record(call("not-a-uuid", "refused")); // the store refuses the row (22P02)
    recorder.record(call(projectId, `nul\u0000${"x".repeat(1000)}`));
    await recorder.flush();
    recorder.record(call(projectId, "after"));
    await recorder.close();

    const rows = await getStore().db.select({ collection: usageMinutes.collection }).from(usageMinutes).where(eq(usageMinutes.projectId, projectId)).orderBy(asc(usageMinutes.collection));
    expect(rows.map((row) => row.collection)).toEqual(["after", "before", `nul\uFFFD${"x".repeat(251)}`]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/refused/);
    expect(lines[0]?.length).toBeLessThan(600);
  });
});
