// GET /api/projects/{id}/metrics/summary: the Overview's figures. Collections,
// points and bytes are measured now, by the same function as the Metrics
// page's "Now" (measure-collections.ts); the last 24 hours are the 24 hours ending with the current one,
// read from the rollups; this month's calls are counted over every project of
// the organisation, as the tier's allowance is (server/billing/).
import { eq } from "drizzle-orm";
import type { MetricsSummaryResponse } from "../../contract/metrics";
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import type { VectorEngine } from "../engine/vector-engine";
import { listJobs } from "../jobs/job-store";
import { mergeCounts, quantileOf } from "../metering/latency-buckets";
import { readTier } from "../billing/billing-account";
import { countCalls, readUsagePeriods } from "../metering/read-usage";
import { toJobSummary } from "../jobs/job-routes";
import { measureCollections } from "./measure-collections";
import { periodStarts, PERIOD_MS, startOfMonth, type SeriesRange } from "./summary-periods";

const RECENT_JOBS = 5;

export async function getMetricsSummary(db: Database, engine: VectorEngine, project: Project, now = new Date()): Promise<MetricsSummaryResponse> {
  const hour = PERIOD_MS.hour;
  const currentHour = Math.floor(now.getTime() / hour) * hour;
  const day: SeriesRange = { from: new Date(currentHour - 23 * hour), to: new Date(currentHour + hour), resolution: "hour" };
  const monthFrom = startOfMonth(now);
  const monthTo = new Date(now.getTime() + 60_000);
  const organisationProjects = await db.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, project.organisationId));
  const [sizes, periods, organisationCalls, projectCalls, jobs, tier] = await Promise.all([
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
    readTier(db, project.organisationId, now),
  ]);
  const byHour = new Map(periods.map((period) => [period.at.getTime(), period]));
  const latency: number[] = [];
  for (const period of periods) mergeCounts(latency, period.latencyBuckets);
  const sum = (pick: (period: (typeof periods)[number]) => number) => periods.reduce((total, period) => total + pick(period), 0);
  return {
    collections: sizes.collections,
    points: sizes.points,
    diskBytes: sizes.diskBytes,
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
    month: { from: monthFrom.toISOString(), plan: tier.name, allowance: tier.apiCalls, organisationCalls, projectCalls },
    recentJobs: jobs.map(toJobSummary),
  };
}
