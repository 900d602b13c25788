// Background work per collection, one task at a time, started after writes:
//   index     build IVF_HNSW_SQ once the collection reaches the index threshold
//             (below it, exact search is fast enough and needs no index);
//   optimize  LanceDB's optimize(): compacts the small fragments that writes
//             leave, folds rows written since the index was built into it, and
//             prunes old table versions;
//   reindex   rebuild the index when optimize has left it in many pieces, or
//             when most rows lie outside it (LanceDB writes an updated row anew,
//             so a payload change or field backfill on most rows does that).
// It starts once writes pause (a bulk import then gets one index build, not one
// at the threshold and a large fold-in after), or after MAX_WAIT_MS of
// continuous writes; a write that lands while it runs is looked at once it ends
// (it may have counted the rows before that commit). It runs beside the write
// queue, on the same table handle: the handle takes no lock for a build (it
// clones the dataset and publishes the new version after), and LanceDB
// resolves a compaction or index commit against concurrent writes (checked
// with concurrent merges and deletes). Writes do share LanceDB's CPU pool with
// it: a build holds one of the pool's threads throughout, so the pool needs a
// second one for writes to go on (lance-environment.ts; with one, an upsert
// waited the build out). They still share the cores: during a build on 2
// cores a 1,000-row upsert takes 0.1-0.3 s instead of 0.02 s. New rows are
// searchable at once either way: LanceDB scans rows the index does not cover
// yet.
import { Index } from "@lancedb/lancedb";
import { hasLanceIndexableVector, vectorField, type CollectionState } from "../collection-state";
import { checkIndexCoverage } from "./index-coverage";
import { indexFrom } from "./index-threshold";
import type { EngineLog } from "../../engine-log";
import { VECTOR, VECTOR_INDEX } from "../table/table-schema";
import { lanceMetricOf } from "../search/lance-metric";

export interface MaintenanceSettings {
  /** Points from which a collection gets an approximate (HNSW) index. */
  /** Points from which a collection without an indexing_threshold of its own is indexed (index-threshold.ts). */
  indexThreshold: number;
  /** Rows outside the index that trigger an optimize. */
  optimizeAfterRows: number;
  /** Commits (each leaves a fragment) that trigger an optimize. */
  optimizeAfterWrites: number;
  /** Quiet time after the last write before a task starts. */
  delayMs: number;
  hnsw: { m: number; efConstruction: number };
  log: EngineLog;
}

type Step = "index" | "reindex" | "optimize";

const MAX_INDEX_SEGMENTS = 8;
/** The first retry after a failed task; each failure in a row doubles it, up to MAX_RETRY_AFTER_MS. */
const RETRY_AFTER_MS = 2_000;
const MAX_RETRY_AFTER_MS = 60_000;
const KEEP_VERSIONS_MS = 10 * 60_000;

const MAX_WAIT_MS = 5_000;

/** Called after every write: starts background work once writes pause. */
export function scheduleMaintenance(state: CollectionState, settings: MaintenanceSettings): void {
  const maintenance = state.maintenance;
  maintenance.lastWriteAt = Date.now();
  if (maintenance.isClosed) return;
  // The task may already have looked at the table (counted its rows) before this write's commit:
  // it looks again once it ends, or a write crossing the index threshold then would leave the
  // collection unindexed, and yellow, until the next write.
  if (maintenance.running) maintenance.isRecheckDue = true;
  if (maintenance.running || maintenance.timer) return;
  maintenance.waitingSince = Date.now();
  arm(state, settings, settings.delayMs);
}

export function cancelMaintenance(state: CollectionState): Promise<void> | null {
  const maintenance = state.maintenance;
  maintenance.isClosed = true;
  if (maintenance.timer) clearTimeout(maintenance.timer);
  maintenance.timer = null;
  return maintenance.running;
}

function arm(state: CollectionState, settings: MaintenanceSettings, delayMs: number): void {
  const maintenance = state.maintenance;
  maintenance.timer = setTimeout(() => {
    maintenance.timer = null;
    if (maintenance.isClosed) return;
    const now = Date.now();
    // Not before a retry is due (the wall clock may have been set back): a task now would find nothing due, and arm nothing after.
    if (now < maintenance.retryAt) {
      arm(state, settings, maintenance.retryAt - now + 10);
      return;
    }
    const quietFor = now - maintenance.lastWriteAt;
    if (quietFor < settings.delayMs && now - maintenance.waitingSince < MAX_WAIT_MS) {
      arm(state, settings, settings.delayMs - quietFor);
      return;
    }
    // Writes from here on are either seen by the task's first look or noted for another.
    maintenance.isRecheckDue = false;
    maintenance.running = runSteps(state, settings).finally(() => {
      maintenance.running = null;
      // A failed task has armed its retry already, which looks again too.
      if (!maintenance.isRecheckDue || maintenance.isClosed || maintenance.timer) return;
      maintenance.isRecheckDue = false;
      maintenance.waitingSince = Date.now();
      arm(state, settings, settings.delayMs);
    });
  }, delayMs);
  // A pending timer must not keep the process alive.
  maintenance.timer.unref();
}

/** Whether the collection is (or is about to be) building or optimizing. */
export async function isMaintenancePending(state: CollectionState, settings: MaintenanceSettings): Promise<boolean> {
  // Running covers the moments between two steps too, when busy is null.
  if (state.maintenance.busy !== null || state.maintenance.running !== null) return true;
  if (state.maintenance.isVectorIndexed || !hasLanceIndexableVector(state) || Date.now() < state.maintenance.retryAt) return false;
  return (await state.table.countRows()) >= indexFrom(state, settings.indexThreshold);
}

async function runSteps(state: CollectionState, settings: MaintenanceSettings): Promise<void> {
  const maintenance = state.maintenance;
  try {
    for (let step = await nextStep(state, settings); step && !maintenance.isClosed; step = await nextStep(state, settings)) {
      maintenance.busy = step === "optimize" ? "optimize" : "index";
      try {
        await runStep(state, settings, step);
        await checkIndexCoverage(state);
      } finally {
        maintenance.busy = null;
      }
    }
    maintenance.failures = 0;
  } catch (error) {
    // Most failures are LanceDB's commit conflicts with concurrent writes ("Retryable commit
    // conflict"): try again soon, and again if writes have stopped meanwhile, so that no
    // collection is left in many fragments.
    maintenance.failures += 1;
    const retryAfterMs = Math.min(MAX_RETRY_AFTER_MS, RETRY_AFTER_MS * 2 ** (maintenance.failures - 1));
    maintenance.retryAt = Date.now() + retryAfterMs;
    settings.log.warn({ reason: error instanceof Error ? error.message.slice(0, 300) : String(error), collection: state.id, retryAfterMs }, "vector collection maintenance failed; retrying");
    if (!maintenance.isClosed && !maintenance.timer) {
      maintenance.waitingSince = Date.now();
      // A little past retryAt, so that the step is due when the timer fires.
      arm(state, settings, retryAfterMs + 10);
    }
  }
}

async function nextStep(state: CollectionState, settings: MaintenanceSettings): Promise<Step | null> {
  const maintenance = state.maintenance;
  if (maintenance.isClosed || Date.now() < maintenance.retryAt) return null;
  if (!maintenance.isVectorIndexed) {
    // LanceDB's own index is built for an unnamed vector only: named ones are searched by their graphs, or scanned.
    if (hasLanceIndexableVector(state) && (await state.table.countRows()) >= indexFrom(state, settings.indexThreshold)) return "index";
  } else {
    const stats = await state.table.indexStats(VECTOR_INDEX);
    const unindexed = stats?.numUnindexedRows ?? 0;
    // Updates rewrite rows into new fragments, outside the index: after a payload change
    // or a field backfill on most rows, one rebuild beats folding them in as a delta.
    if ((stats?.numIndices ?? 1) > MAX_INDEX_SEGMENTS || unindexed > (await state.table.countRows()) / 2) return "reindex";
    if (unindexed >= settings.optimizeAfterRows) return "optimize";
  }
  return maintenance.writesSinceOptimize >= settings.optimizeAfterWrites ? "optimize" : null;
}

async function runStep(state: CollectionState, settings: MaintenanceSettings, step: Step): Promise<void> {
  const started = performance.now();
  if (step === "optimize") {
    const writes = state.maintenance.writesSinceOptimize;
    // A read of an earlier version under way keeps every version (none is older than the epoch).
    await state.table.optimize({ cleanupOlderThan: new Date(state.maintenance.momentReads > 0 ? 0 : Date.now() - KEEP_VERSIONS_MS) });
    // Commits that landed while it ran left fragments of their own.
    state.maintenance.writesSinceOptimize = Math.max(0, state.maintenance.writesSinceOptimize - writes);
  } else {
    const rows = await state.table.countRows();
    await state.table.createIndex(VECTOR, {
      config: Index.hnswSq({
        distanceType: lanceMetricOf(vectorField(state)),
        // One HNSW graph per partition: one graph up to a million rows keeps recall high.
        numPartitions: Math.max(1, Math.ceil(rows / 1_000_000)),
        m: settings.hnsw.m,
        efConstruction: settings.hnsw.efConstruction,
      }),
      replace: true,
    });
    state.maintenance.isVectorIndexed = true;
  }
  settings.log.info({ collection: state.id, step, ms: Math.round(performance.now() - started) }, "vector collection maintenance step done");
}
