// Metering's periodic jobs, on the service's periodic runner
// (server/jobs/periodic-jobs.ts): every 5 minutes minutes are rolled into
// hours and days and old rows deleted (roll-up-usage.ts); every minute each
// collection's size is sampled (sample-gauges.ts).
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { VectorEngine } from "../engine/vector-engine";
import type { JobHandler } from "../jobs/job-runner";
import type { PeriodicJobs } from "../jobs/periodic-jobs";
import { rollUpUsage } from "./roll-up-usage";
import { sampleGauges } from "./sample-gauges";

export const USAGE_ROLLUP_KIND = "usage-rollup";
export const COLLECTION_GAUGES_KIND = "collection-gauges";

export function usageRollupHandler(db: Database): JobHandler {
  return {
    kind: USAGE_ROLLUP_KIND,
    async run() {
      const { hoursThrough, daysThrough, deleted } = await rollUpUsage(db);
      return { hoursThrough: hoursThrough?.toISOString() ?? null, daysThrough: daysThrough?.toISOString() ?? null, deleted };
    },
  };
}

export function collectionGaugesHandler(db: Database, engine: VectorEngine, log: FastifyBaseLogger): JobHandler {
  return {
    kind: COLLECTION_GAUGES_KIND,
    run: ({ signal }) => sampleGauges(db, engine, log, new Date(), signal),
  };
}

export function scheduleMeteringJobs(periodic: PeriodicJobs, { db, engine, log }: { db: Database; engine?: VectorEngine; log: FastifyBaseLogger }): void {
  periodic.every({ name: USAGE_ROLLUP_KIND, periodSeconds: 300 }, usageRollupHandler(db));
  if (engine) periodic.every({ name: COLLECTION_GAUGES_KIND, periodSeconds: 60 }, collectionGaugesHandler(db, engine, log));
}
