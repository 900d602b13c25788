// /api/projects/:projectId/metrics: what the Overview and Metrics pages read
// of a project's usage (its data-plane calls, rolled up per minute, hour and
// day by server/metering/) and of its collections' size (sampled every
// minute), and the same usage in Prometheus's text format for owners who
// scrape it with an API key.
import { z } from "zod";
import { jobSummarySchema } from "./jobs";
import { MISSING_COLLECTION, OTHER_SERIES } from "./metrics-labels";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";

export const METRICS_RESOLUTIONS = ["minute", "hour", "day"] as const;
export type MetricsResolution = (typeof METRICS_RESOLUTIONS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The range when none is given: the last 24 hours. */
export const DEFAULT_RANGE_MS = DAY_MS;
/** Without a resolution: minutes up to 6 hours, hours up to 14 days, days beyond. */
export const AUTO_RESOLUTION_UP_TO_MS = { minute: 6 * HOUR_MS, hour: 14 * DAY_MS } as const;
/** The longest range each resolution covers (minutes are kept 7 days, hours 90 days, days 2 years). */
export const MAX_RANGE_MS: Readonly<Record<MetricsResolution, number>> = { minute: DAY_MS, hour: 90 * DAY_MS, day: 731 * DAY_MS };
const MAX_RANGE_WORDS: Readonly<Record<MetricsResolution, string>> = { minute: "24 hours", hour: "90 days", day: "731 days" };

/** The resolution a range gets when the caller names none. */
export function autoResolution(rangeMs: number): MetricsResolution {
  if (rangeMs <= AUTO_RESOLUTION_UP_TO_MS.minute) return "minute";
  return rangeMs <= AUTO_RESOLUTION_UP_TO_MS.hour ? "hour" : "day";
}

const dateTime = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time in ISO 8601, such as 2026-11-26T08:00:00Z` }).meta({ description: `ISO 8601 date and time (${name === "from" ? `default: to − 24 hours` : "default: now"})` });

export const metricsSeriesQuerySchema = z
  .strictObject({
    from: dateTime("from").optional(),
    to: dateTime("to").optional(),
    resolution: z.enum(METRICS_RESOLUTIONS, { error: "resolution must be minute, hour or day" }).optional().meta({ description: "Default: minute up to 6 hours, hour up to 14 days, day beyond" }),
    collection: z
      .string()
      .min(1, "collection must not be empty")
      .max(255, "collection must be at most 255 characters")
      .optional()
      .meta({
        description: `A collection or alias name; \`${MISSING_COLLECTION}\` for the calls to names the project does not have, \`${OTHER_SERIES}\` for the calls folded past the bound on series per project`,
      }),
    apiKey: z.uuid({ error: "apiKey must be an API key's id (a UUID)" }).optional(),
    operation: z
      .string()
      .regex(/^[a-z_]+\.[a-z_]+$/, "operation must be a data-plane operation, such as points.search")
      .optional(),
  })
  .superRefine((query, context) => {
    const to = query.to === undefined ? Date.now() : Date.parse(query.to);
    const from = query.from === undefined ? to - DEFAULT_RANGE_MS : Date.parse(query.from);
    if (from >= to) {
      context.addIssue({ code: "custom", path: ["from"], message: query.to === undefined ? "from must be in the past" : "from must be before to" });
      return;
    }
    const resolution = query.resolution ?? autoResolution(to - from);
    if (to - from > MAX_RANGE_MS[resolution]) {
      const message =
        resolution === "day" || query.resolution === undefined
          ? `the range is too long: at most ${MAX_RANGE_WORDS.day}`
          : `the range is too long for ${resolution} resolution: at most ${MAX_RANGE_WORDS[resolution]} (choose a coarser resolution or a shorter range)`;
      context.addIssue({ code: "custom", path: ["from"], message });
    }
  });
export type MetricsSeriesQuery = z.infer<typeof metricsSeriesQuerySchema>;

const count = z.number().int().nonnegative();
const latency = z.number().nonnegative().nullable().meta({ description: "Milliseconds; null when there were no calls" });

export const usageBucketSchema = z
  .object({
    /** The period's start. */
    at: z.iso.datetime({ offset: true }),
    requests: count,
    errors4xx: count,
    errors5xx: count,
    p50Ms: latency,
    p95Ms: latency,
    p99Ms: latency,
    pointsRead: count,
    /** Points written by data-plane calls and by imports (metered under the operation `imports.write`, which counts no call). */
    pointsWritten: count,
    requestBytes: count,
    /** Calls by operation (points.search, ...), the operations called only. */
    byOperation: z.record(z.string(), count),
  })
  .meta({ id: "UsageBucket" });
export type UsageBucket = z.infer<typeof usageBucketSchema>;

export const gaugeBucketSchema = z
  .object({
    at: z.iso.datetime({ offset: true }),
    /** Summed over the collections sampled in the period (each its last sample); null when none was. */
    points: count.nullable(),
    indexedVectors: count.nullable(),
    segments: count.nullable(),
    diskBytes: count.nullable(),
  })
  .meta({ id: "GaugeBucket" });
export type GaugeBucket = z.infer<typeof gaugeBucketSchema>;

/** The collections' size measured at the time of the call, as the Overview's summary measures it (one source for both pages). */
export const currentSizeSchema = z
  .object({
    collections: count,
    points: count,
    indexedVectors: count,
    diskBytes: count,
  })
  .meta({ id: "CurrentSize" });
export type CurrentSize = z.infer<typeof currentSizeSchema>;

/** GET .../metrics/series: every period of the range, oldest first, with zeros where nothing happened. */
export const metricsSeriesResponseSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  resolution: z.enum(METRICS_RESOLUTIONS),
  /** How far a percentile may be from the true one, relatively (the histogram's buckets). */
  latencyRelativeError: z.number(),
  usage: z.array(usageBucketSchema),
  gauges: z.array(gaugeBucketSchema),
  /** The project's collections (or the collection filtered on) measured now, whatever the range. */
  current: currentSizeSchema,
});
export type MetricsSeriesResponse = z.infer<typeof metricsSeriesResponseSchema>;

/** GET .../metrics/summary: the Overview's figures. */
export const metricsSummaryResponseSchema = z.object({
  collections: count,
  /** Measured now, over the project's collections. */
  points: count,
  diskBytes: count,
  last24Hours: z.object({
    requests: count,
    errors4xx: count,
    errors5xx: count,
    p95Ms: latency,
    /** The 24 hours, oldest first (the last one is the current hour so far). */
    hourly: z.array(z.object({ at: z.iso.datetime({ offset: true }), requests: count, errors4xx: count, errors5xx: count })),
  }),
  month: z.object({
    /** The current calendar month's start (UTC). */
    from: z.iso.datetime({ offset: true }),
    plan: z.string(),
    /** API calls the plan includes each month. */
    allowance: count,
    /** Data-plane calls this month, by every project of the organisation (what the allowance counts) and by this one. */
    organisationCalls: count,
    projectCalls: count,
  }),
  recentJobs: z.array(jobSummarySchema),
});
export type MetricsSummaryResponse = z.infer<typeof metricsSummaryResponseSchema>;

export const PROMETHEUS_MEDIA_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export const metricsRoutes = {
  series: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/metrics/series",
    summary: "The project's calls, errors, latency percentiles, points read and written, and collection sizes over time",
    description:
      "Periods of a minute (kept 7 days), an hour (kept 90 days) or a UTC day (kept 2 years); the range is widened to whole periods. " +
      "Filters by collection, API key and operation apply to calls; the collection filter to sizes too. " +
      "Points written include those written by imports; `current` is the collections' size measured at the call, as the summary measures it.",
    access: ["metrics", "read"],
    params: projectParamsSchema,
    query: metricsSeriesQuerySchema,
    replies: { 200: metricsSeriesResponseSchema },
    errors: [404],
  }),
  summary: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/metrics/summary",
    summary: "The Overview: collections, vectors, storage, the last 24 hours of calls, this month's calls against the plan, recent jobs",
    access: ["metrics", "read"],
    params: projectParamsSchema,
    replies: { 200: metricsSummaryResponseSchema },
    errors: [404],
  }),
  prometheus: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/metrics/prometheus",
    summary: "The project's usage and collection sizes in Prometheus's text format, for a scraper with an API key of the project",
    description:
      "Takes the project's API key (`api-key` header, or `Authorization: Bearer vdb_...`), read-only is enough, or a member's bearer token. " +
      "Counters (calls, errors, points, bytes, a latency histogram) count from the oldest usage kept; gauges are the last sample of each collection.",
    access: ["metrics", "scrape"],
    acceptsApiKey: true,
    params: projectParamsSchema,
    replies: { 200: z.string().meta({ description: "Prometheus text exposition format 0.0.4" }) },
    replyMediaType: PROMETHEUS_MEDIA_TYPE,
    errors: [404],
  }),
};
