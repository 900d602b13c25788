// Minute rollups in the store, on PGlite and PostgreSQL: two recorders (two
// instances) flushing the same keys merge into one row; a recorder dropped
// without a flush (a crash) loses only what it had not flushed; the rollup job
// folds minutes into hours and hours into days so that every resolution reads
// the same totals, before and after it ran, and late minutes are folded in at
// the next run; retention deletes each level past its age; percentiles read
// from the stored histograms are within the buckets' error of the exact ones.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../server/db/client";
import { usageDays, usageHours, usageMinutes } from "../../../server/db/schema";
import { denseOf, LATENCY_RELATIVE_ERROR, mergeCounts, quantileOf } from "../../../server/metering/latency-buckets";
import { readUsagePeriods, type UsagePeriod } from "../../../server/metering/read-usage";
import { rollUpUsage } from "../../../server/metering/roll-up-usage";
import type { Resolution } from "../../../server/metering/rollup-sql";
import type { UsageCall } from "../../../server/metering/usage-rollup";
import { UsageRecorder } from "../../../server/metering/usage-recorder";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

function call(projectId: string, at: number, overrides: Partial<UsageCall> = {}): UsageCall {
  return {
    projectId,
    apiKeyId: null,
    userSub: "user-1",
    operation: "points.search",
    collection: "docs",
    status: 200,
    latencyMs: 2,
    pointsRead: 10,
    pointsWritten: 0,
    requestBytes: 100,
    at,
    ...overrides,
  };
}

async function recordAll(db: Database, calls: readonly UsageCall[]): Promise<void> {
  const recorder = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
  for (const each of calls) recorder.record(each);
  await recorder.close();
}

function totals(periods: readonly UsagePeriod[]) {
  const buckets: number[] = [];
  for (const period of periods) mergeCounts(buckets, period.latencyBuckets);
  const sum = (pick: (period: UsagePeriod) => number) => periods.reduce((total, period) => total + pick(period), 0);
  return {
    requests: sum((period) => period.requests),
    errors4xx: sum((period) => period.errors4xx),
    errors5xx: sum((period) => period.errors5xx),
    pointsRead: sum((period) => period.pointsRead),
    requestBytes: sum((period) => period.requestBytes),
    buckets: buckets.reduce((total, count) => total + count, 0),
  };
}

describeEachStore(
  "usage rollups",
  (getStore) => {
    it("merges two instances' flushes of the same minute into one row, counts and histograms added", async () => {
      const { db } = getStore();
      const projectId = randomUUID();
      const at = Math.floor(Date.now() / 60_000) * 60_000;
      const first = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
      const second = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
      first.record(call(projectId, at, { latencyMs: 1 }));
      first.record(call(projectId, at, { latencyMs: 1, status: 404 }));
      second.record(call(projectId, at + 5_000, { latencyMs: 100, status: 503 }));
      await Promise.all([first.flush(), second.flush()]);
      first.record(call(projectId, at + 10_000, { latencyMs: 1 }));
      await Promise.all([first.close(), second.close()]);

      const rows = await db.select().from(usageMinutes).where(eq(usageMinutes.projectId, projectId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ requests: 4, errors4xx: 1, errors5xx: 1, pointsRead: 40, requestBytes: 400, latencySumMs: 103 });
      const buckets = denseOf(rows[0]?.latencyBuckets ?? [], rows[0]?.latencyCounts ?? []);
      expect(buckets.reduce((sum, count) => sum + count, 0)).toBe(4);
      expect(quantileOf(buckets, 0.5)).toBeCloseTo(1, 1);
      expect(quantileOf(buckets, 1)).toBeGreaterThan(95);
    });

    it("loses only the calls recorded since the last flush when an instance crashes", async () => {
      const { db } = getStore();
      const projectId = randomUUID();
      const crashing = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
      const now = Date.now();
      for (let index = 0; index < 7; index += 1) crashing.record(call(projectId, now));
      await crashing.flush();
      for (let index = 0; index < 3; index += 1) crashing.record(call(projectId, now));
      // The process dies here: no close(), no flush. A new instance meters on.
      expect(crashing.pendingCount).toBe(1);
      const next = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
      next.record(call(projectId, now));
      await next.close();

      const [row] = await db.select().from(usageMinutes).where(eq(usageMinutes.projectId, projectId));
      expect(row?.requests).toBe(8);
    });

    it("reads the same totals at every resolution before and after minutes are rolled into hours and days", async () => {
      const { db } = getStore();
      const projectId = randomUUID();
      const now = Date.UTC(2026, 10, 26, 10, 30);
      // One call every 7 minutes for 3 days and a half, with an error every tenth.
      const calls = Array.from({ length: (3.5 * DAY) / (7 * 60_000) }, (_, index) =>
        call(projectId, now - 3.5 * DAY + index * 7 * 60_000, { status: index % 10 === 0 ? 500 : 200, latencyMs: 1 + (index % 13) }),
      );
      await recordAll(db, calls);
      const range = { from: new Date(now - 4 * DAY), to: new Date(now + HOUR) };
      const read = async (resolution: Resolution) => totals(await readUsagePeriods(db, { projectId }, { ...range, resolution }));
      const expected = { requests: calls.length, errors4xx: 0, errors5xx: calls.filter((each) => each.status === 500).length, pointsRead: 10 * calls.length, requestBytes: 100 * calls.length, buckets: calls.length };
      for (const resolution of ["minute", "hour", "day"] as const) expect(await read(resolution)).toEqual(expected);

      const outcome = await rollUpUsage(db, new Date(now));
      expect(outcome.hoursThrough?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
      expect(outcome.daysThrough?.toISOString()).toBe("2026-11-26T00:00:00.000Z");
      for (const resolution of ["minute", "hour", "day"] as const) expect(await read(resolution)).toEqual(expected);
      const hourRows = await db.select().from(usageHours).where(eq(usageHours.projectId, projectId));
      const dayRows = await db.select().from(usageDays).where(eq(usageDays.projectId, projectId));
      expect(hourRows.reduce((sum, row) => sum + row.requests, 0)).toBe(calls.filter((each) => each.at < Date.UTC(2026, 10, 26, 10)).length);
      expect(dayRows.map((row) => row.at.toISOString()).sort()).toEqual(["2026-11-22T00:00:00.000Z", "2026-11-23T00:00:00.000Z", "2026-11-24T00:00:00.000Z", "2026-11-25T00:00:00.000Z"]);

      // Hourly periods: the sums per hour match the calls of each hour.
      const hourly = await readUsagePeriods(db, { projectId }, { ...range, resolution: "hour" });
      const perHour = new Map<number, number>();
      for (const each of calls) perHour.set(Math.floor(each.at / HOUR) * HOUR, (perHour.get(Math.floor(each.at / HOUR) * HOUR) ?? 0) + 1);
      expect(new Map(hourly.map((period) => [period.at.getTime(), period.requests]))).toEqual(perHour);

      // A minute written late (an instance that could not reach the store) lands in its hour at the next run.
      await recordAll(db, [call(projectId, Date.UTC(2026, 10, 26, 9, 15))]);
      await rollUpUsage(db, new Date(now + 5 * 60_000));
      expect(await read("hour")).toEqual({ ...expected, requests: expected.requests + 1, pointsRead: expected.pointsRead + 10, requestBytes: expected.requestBytes + 100, buckets: expected.buckets + 1 });
      expect(await read("day")).toEqual(await read("minute"));
    });

    it("deletes minutes after 7 days, hours after 90 and days after 2 years", async () => {
      const { db } = getStore();
      const projectId = randomUUID();
      const now = Date.UTC(2026, 10, 26, 12);
      await recordAll(db, [call(projectId, now - 8 * DAY), call(projectId, now - 2 * DAY), call(projectId, now - HOUR)]);
      await rollUpUsage(db, new Date(now));
      expect((await db.select().from(usageMinutes).where(eq(usageMinutes.projectId, projectId))).map((row) => now - row.at.getTime()).sort((a, b) => a - b)).toEqual([HOUR, 2 * DAY]);
      // The 8-day-old call is still counted, in its hour and its day.
      expect(totals(await readUsagePeriods(db, { projectId }, { from: new Date(now - 10 * DAY), to: new Date(now + HOUR), resolution: "day" })).requests).toBe(3);

      await rollUpUsage(db, new Date(now + 89 * DAY));
      expect((await db.select().from(usageHours).where(eq(usageHours.projectId, projectId))).map((row) => row.at.toISOString())).toEqual(["2026-11-26T11:00:00.000Z"]);
      await rollUpUsage(db, new Date(now + 731 * DAY - 1.5 * DAY));
      expect((await db.select().from(usageDays).where(eq(usageDays.projectId, projectId))).map((row) => row.at.toISOString())).toEqual(["2026-11-26T00:00:00.000Z"]);
      expect(await db.select().from(usageHours).where(eq(usageHours.projectId, projectId))).toHaveLength(0);
    });

    it("reads percentiles from the stored histograms within the buckets' error", async () => {
      const { db } = getStore();
      const projectId = randomUUID();
      const now = Date.now();
      const latencies = Array.from({ length: 2_000 }, (_, index) => 0.2 + ((index * 7919) % 2_000) / 40);
      await recordAll(
        db,
        latencies.map((latencyMs, index) => call(projectId, now - (index % 50) * 60_000, { latencyMs })),
      );
      const periods = await readUsagePeriods(db, { projectId }, { from: new Date(now - 2 * HOUR), to: new Date(now + HOUR), resolution: "hour" });
      const merged: number[] = [];
      for (const period of periods) mergeCounts(merged, period.latencyBuckets);
      const sorted = [...latencies].sort((a, b) => a - b);
      for (const q of [0.5, 0.95, 0.99]) {
        const exact = sorted[Math.ceil(q * sorted.length) - 1] as number;
        expect(Math.abs((quantileOf(merged, q) as number) - exact) / exact).toBeLessThanOrEqual(LATENCY_RELATIVE_ERROR);
      }
    });
  },
  { freshStorePerTest: true },
);
