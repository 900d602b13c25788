// GET /api/projects/{id}/metrics/summary: the Overview's figures. Collections,
// points and bytes are measured now (the engine leaves idle collections
// unopened); the last 24 hours are the 24 hours ending with the current one,
// read from the rollups; this month's calls are counted over every project of
// the organisation, as the plan's allowance is.
import { eq } from "drizzle-orm";
import type { MetricsSummaryResponse } from "../../contract/metrics";
import type { Database } from "../db/client";
import { collections, projects, type Project } from "../db/schema";
import type { VectorEngine } from "../engine/vector-engine";
import { listJobs } from "../jobs/job-store";
import { mergeCounts, quantileOf } from "../metering/latency-buckets";
import { allowanceOf } from "../metering/plan-allowance";
import { countCalls, readUsagePeriods } from "../metering/read-usage";
import { toJobSummary } from "../jobs/job-routes";
import { periodStarts, PERIOD_MS, startOfMonth, type SeriesRange } from "./summary-periods";

const RECENT_JOBS = 5;
/** Collections measured at once. */
const CONCURRENCY = 4;

export async function getMetricsSummary(db: Database, engine: VectorEngine, project: Project, now = new Date()): Promise<MetricsSummaryResponse> {
  const hour = PERIOD_MS.hour;
  const currentHour = Math.floor(now.getTime() / hour) * hour;
  const day: SeriesRange = { from: new Date(currentHour - 23 * hour), to: new Date(currentHour + hour), resolution: "hour" };
  const monthFrom = startOfMonth(now);
  const monthTo = new Date(now.getTime() + 60_000);
  const organisationProjects = await db.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, project.organisationId));
  const [sizes, periods, organisationCalls, projectCalls, jobs] = await Promise.all([
    measureCollections(db, engine, project.id),
    readUsagePeriods(db, { projectId: project.id }, day),
    countCalls(
      db,
      organisationProjects.map((row) => row.id),
      monthFrom,
      monthTo,
    ),
    countCalls(db, [project.id], monthFrom, monthTo),
    listJobs(db, project.id, { limit: RECENT_JOBS }),
  ]);
  const byHour = new Map(periods.map((period) => [period.at.getTime(), period]));
  const latency: number[] = [];
  for (const period of periods) mergeCounts(latency, period.latencyBuckets);
  const sum = (pick: (period: (typeof periods)[number]) => number) => periods.reduce((total, period) => total + pick(period), 0);
  const allowance = allowanceOf(project.organisationId);
  return {
    ...sizes,
    last24Hours: {
      requests: sum((period) => period.requests),
      errors4xx: sum((period) => period.errors4xx),
      errors5xx: sum((period) => period.errors5xx),
      p95Ms: quantileOf(latency, 0.95),
      hourly: periodStarts(day).map((at) => {
        const period = byHour.get(at.getTime());
        return { at: at.toISOString(), requests: period?.requests ?? 0, errors4xx: period?.errors4xx ?? 0, errors5xx: period?.errors5xx ?? 0 };
      }),
    },
    month: { from: monthFrom.toISOString(), plan: allowance.plan, allowance: allowance.monthlyApiCalls, organisationCalls, projectCalls },
    recentJobs: jobs.map(toJobSummary),
  };
}

/** The project's collections, their points and bytes on disk now; one the engine cannot measure counts with nothing. */
async function measureCollections(db: Database, engine: VectorEngine, projectId: string): Promise<{ collections: number; points: number; diskBytes: number }> {
  const rows = await db.select({ engineId: collections.engineId }).from(collections).where(eq(collections.projectId, projectId));
  let points = 0;
  let diskBytes = 0;
  let next = 0;
  const measureNext = async (): Promise<void> => {
    while (next < rows.length) {
      const row = rows[next++];
      if (!row) return;
      const size = await engine.measure(row.engineId).catch(() => null);
      points += size?.pointsCount ?? 0;
      diskBytes += size?.diskBytes ?? 0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, measureNext));
  return { collections: rows.length, points, diskBytes };
}
