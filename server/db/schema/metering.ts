// What the data plane's metering keeps (server/metering/): its calls rolled up
// per minute, hour and day, and the gauges sampled from every collection each
// minute. Rollups are keyed by project, period start, collection, API key (or
// console user) and operation; several service instances add into one row
// (an upsert that sums counts and latency buckets). Minutes are kept 7 days,
// hours 90 days, days 2 years. No foreign keys: usage outlives the projects,
// keys and collections it names (billing).
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const count = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** One rollup level: the same columns at every period. */
function usageRollupTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      projectId: uuid("project_id").notNull(),
      /** Start of the minute, hour or (UTC) day. */
      at: at("at").notNull(),
      /** Null for calls that name no collection (GET /collections, aliases). */
      collection: text("collection"),
      /** Null for console calls (a bearer token), which name the user instead. */
      apiKeyId: uuid("api_key_id"),
      userSub: text("user_sub"),
      operation: text("operation").notNull(),
      requests: count("requests"),
      errors4xx: count("errors_4xx"),
      errors5xx: count("errors_5xx"),
      latencySumMs: doublePrecision("latency_sum_ms").notNull().default(0),
      /**
       * The latency histogram, sparse: the buckets that hold calls (server/metering/latency-buckets.ts), ascending,
       * and their calls. A call lands in one of ~200 buckets but a key's calls in a dozen: readers that sum
       * histograms unnest a dozen cells per row, not 200.
       */
      latencyBuckets: smallint("latency_buckets").array().notNull(),
      latencyCounts: bigint("latency_counts", { mode: "number" }).array().notNull(),
      pointsRead: count("points_read"),
      pointsWritten: count("points_written"),
      requestBytes: count("request_bytes"),
    },
    (table) => [
      // The upsert's conflict target and every reader's path (project first, then time).
      unique(`${name}_key`).on(table.projectId, table.at, table.collection, table.apiKeyId, table.userSub, table.operation).nullsNotDistinct(),
      // Rollups and retention read and delete whole periods across projects.
      index(`${name}_at_index`).on(table.at),
    ],
  );
}

export const usageMinutes = usageRollupTable("usage_minutes");
export const usageHours = usageRollupTable("usage_hours");
export const usageDays = usageRollupTable("usage_days");

// How far minutes have been rolled into hours, and hours into days: below the
// mark the coarser table holds the period whole; readers take the finer one
// above it.
export const usageRollupMarks = pgTable("usage_rollup_marks", {
  level: text("level", { enum: ["hour", "day"] }).primaryKey(),
  through: at("through").notNull(),
});

export const GAUGE_PERIODS = ["minute", "hour", "day"] as const;
export type GaugePeriod = (typeof GAUGE_PERIODS)[number];

// Each collection's size, sampled every minute. The hour's and the day's row
// hold the last sample taken in them (each sample overwrites them), so that a
// 30-day chart reads 720 rows, not 43,200.
export const collectionGauges = pgTable(
  "collection_gauges",
  {
    period: text("period", { enum: GAUGE_PERIODS }).notNull(),
    at: at("at").notNull(),
    collectionId: uuid("collection_id").notNull(),
    projectId: uuid("project_id").notNull(),
    /** The collection's name when sampled. */
    collection: text("collection").notNull(),
    points: count("points"),
    indexedVectors: count("indexed_vectors"),
    segments: integer("segments").notNull().default(0),
    diskBytes: count("disk_bytes"),
  },
  (table) => [
    primaryKey({ columns: [table.period, table.collectionId, table.at] }),
    index("collection_gauges_project_index").on(table.projectId, table.period, table.at),
    index("collection_gauges_period_at_index").on(table.period, table.at),
  ],
);

export type UsageRollupRow = typeof usageMinutes.$inferSelect;
export type CollectionGauge = typeof collectionGauges.$inferInsert;
