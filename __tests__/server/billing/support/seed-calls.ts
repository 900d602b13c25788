// Calls a project made earlier this month, written to the metering's store as
// its recorder writes them (one minute's rollup): what the call quota seeds
// its count from, without sending thousands of requests.
import type { Database } from "../../../../server/db/client";
import { upsertMinuteRollups } from "../../../../server/metering/upsert-minute-rollups";
import { emptyRollup, MINUTE_MS } from "../../../../server/metering/usage-rollup";

export async function seedCalls(db: Database, projectId: string, calls: number, at = Date.now()): Promise<void> {
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const rollup = emptyRollup(
    { projectId, apiKeyId: null, userSub: "seeded-caller", operation: "collections.list", collection: null, status: 200, latencyMs: 1, pointsRead: 0, pointsWritten: 0, requestBytes: 0, at },
    minute,
  );
  rollup.requests = calls;
  rollup.latencyBuckets = [calls];
  await upsertMinuteRollups(db, [rollup]);
}
