// `npm run bench -- --only=metrics`: the metrics API's reads over a month of
// usage, and what metering costs the data plane (bench/metering-cost.ts).
//
// A month (--metrics-days=N, 30) of minute rollups is written for one project
// of a PGlite store (--metrics-keys=N collection × operation pairs, 6), as
// the recorders' upserts write them; the 30-day query is timed before the
// rollup job has run (every row a minute) and after it (days, then hours and
// minutes past the marks), beside the same 30 days by hour, the last 24 hours
// by minute and the Overview's summary. Figures only, never pass/fail.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { SignedInUser } from "../server/access/token-verifier";
import { getMetricsSeries } from "../server/metrics/get-metrics-series";
import { getMetricsSummary } from "../server/metrics/get-metrics-summary";
import { registerOwner } from "../server/organisations/register-owner";
import type { Database } from "../server/db/client";
import { openStore } from "../server/db/open-store";
import type { Project } from "../server/db/schema";
import { createEngine } from "../server/engine/create-engine";
import { bucketOf } from "../server/metering/latency-buckets";
import { rollUpUsage } from "../server/metering/roll-up-usage";
import { MINUTE_MS, type UsageRollup } from "../server/metering/usage-rollup";
import { upsertMinuteRollups } from "../server/metering/upsert-minute-rollups";
import { runMeteringCostBench } from "./metering-cost";

export interface MetricsBenchOptions {
  days: number;
  keys: number;
  /** Queries per side of the metering-cost run, per slice. */
  costQueries: number;
}

const ROWS_PER_BATCH = 2_000;
const RUNS = 10;
const OPERATIONS = ["points.search", "points.query", "points.upsert", "points.scroll", "points.count", "collections.get"];

export async function runMetricsBench(options: MetricsBenchOptions): Promise<void> {
  console.log(`\nMetrics API over a month of usage: ${options.days} days of minute rollups, ${options.keys} collection × operation keys, one project (PGlite)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-metrics-"));
  const store = await openStore({ dataDir });
  const engine = await createEngine({ vectorEngine: "lancedb", dataDir });
  try {
    const user: SignedInUser = { sub: randomUUID(), email: "bench@example.com", username: "bench", tokenUse: "id" };
    const { project } = await registerOwner(store.db, user);
    const now = Date.now();
    const rows = await fillMinutes(store.db, project.id, now, options);
    console.log(`  written: ${rows.count.toLocaleString("en")} minute rows in ${rows.seconds.toFixed(1)} s (${(rows.count / rows.seconds).toFixed(0)} rows/s, upserts of ${ROWS_PER_BATCH.toLocaleString("en")})`);
    const month = { from: new Date(now - 30 * 86_400_000).toISOString(), to: new Date(now).toISOString() };

    const beforeRollup = await timed(() => getMetricsSeries(store.db, engine, project, month, now), 1);
    console.log(`  30 days (by day), before the rollup job ran (${rows.count.toLocaleString("en")} minute rows read): ${beforeRollup}`);
    const rollupStarted = performance.now();
    const outcome = await rollUpUsage(store.db, new Date(now));
    const sizes = await tableSizes(store.db);
    console.log(
      `  rollup job: ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s (hours through ${outcome.hoursThrough?.toISOString() ?? "-"}, days through ${outcome.daysThrough?.toISOString() ?? "-"}, ${outcome.deleted.toLocaleString("en")} minute rows past 7 days deleted); rows now: ${sizes}`,
    );
    console.log(`  30 days (by day), after it: ${await timed(() => getMetricsSeries(store.db, engine, project, month, now))}`);
    console.log(`  30 days by hour (720 periods): ${await timed(() => getMetricsSeries(store.db, engine, project, { ...month, resolution: "hour" }, now))}`);
    const lastDay = { from: new Date(now - 86_400_000).toISOString(), to: month.to, resolution: "minute" as const };
    console.log(`  last 24 hours by minute (1,440 periods): ${await timed(() => getMetricsSeries(store.db, engine, project, lastDay, now))}`);
    console.log(`  the Overview's summary (24 hours by hour, the month's calls, recent jobs): ${await timed(() => getMetricsSummary(store.db, engine, project as Project, new Date(now)))}`);
  } finally {
    await engine.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await runMeteringCostBench({ queriesPerSlice: options.costQueries });
}

/** One row per minute and key, as recorders write them: a daily swell of calls, latencies around 1-8 ms with a slow tail. */
async function fillMinutes(db: Database, projectId: string, now: number, { days, keys }: MetricsBenchOptions): Promise<{ count: number; seconds: number }> {
  const started = performance.now();
  const last = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const first = last - days * 86_400_000;
  let batch: UsageRollup[] = [];
  let count = 0;
  for (let minute = first; minute <= last; minute += MINUTE_MS) {
    const swell = 1 + Math.sin((2 * Math.PI * (minute % 86_400_000)) / 86_400_000);
    for (let key = 0; key < keys; key += 1) {
      const requests = 5 + Math.round(20 * swell) + key;
      const latencyBuckets: number[] = [];
      for (let call = 0; call < requests; call += 1) {
        const bucket = bucketOf(call % 50 === 49 ? 40 + key : 1 + ((call * 7 + key) % 8));
        while (latencyBuckets.length <= bucket) latencyBuckets.push(0);
        latencyBuckets[bucket] = (latencyBuckets[bucket] ?? 0) + 1;
      }
      batch.push({
        projectId,
        minute,
        collection: `collection-${key % 2}`,
        apiKeyId: null,
        userSub: "bench",
        operation: OPERATIONS[key % OPERATIONS.length] ?? "points.search",
        requests,
        errors4xx: requests % 7 === 0 ? 1 : 0,
        errors5xx: 0,
        latencySumMs: requests * 4,
        latencyBuckets,
        pointsRead: requests * 10,
        pointsWritten: 0,
        requestBytes: requests * 500,
      });
      if (batch.length === ROWS_PER_BATCH) {
        await upsertMinuteRollups(db, batch);
        count += batch.length;
        batch = [];
      }
    }
  }
  await upsertMinuteRollups(db, batch);
  count += batch.length;
  return { count, seconds: (performance.now() - started) / 1000 };
}

/** Median and fastest of `runs`, after one untimed run (none when only one is timed: the slow case). */
async function timed(run: () => Promise<unknown>, runs = RUNS): Promise<string> {
  if (runs > 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  if (runs === 1) return `${(times[0] ?? 0).toFixed(0)} ms (one run)`;
  return `median ${(times[Math.floor(runs / 2)] ?? 0).toFixed(1)} ms, fastest ${(times[0] ?? 0).toFixed(1)} ms (${runs} runs)`;
}

async function tableSizes(db: Database): Promise<string> {
  const { rows } = await db.execute<{ name: string; rows: number | string }>(sql`
    select 'minutes' as name, count(*)::float8 as rows from usage_minutes
    union all select 'hours', count(*)::float8 from usage_hours
    union all select 'days', count(*)::float8 from usage_days`);
  return rows.map((row) => `${Number(row.rows).toLocaleString("en")} ${row.name}`).join(", ");
}
