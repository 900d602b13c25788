// Background maintenance (server/engine/lancedb/maintenance/maintenance.ts)
// against a stand-in table whose calls the test answers when it chooses: a
// write that lands while a task is looking at the table must not be lost, or
// the collection stays yellow with nothing left to build its index.
import type { Table } from "@lancedb/lancedb";
import type { CollectionState } from "../../../server/engine/lancedb/collection-state";
import { silentLog } from "../../../server/engine/engine-log";
import { cancelMaintenance, isMaintenancePending, scheduleMaintenance, type MaintenanceSettings } from "../../../server/engine/lancedb/maintenance/maintenance";
import { VECTOR } from "../../../server/engine/lancedb/table/table-schema";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A table of `rows` rows whose next countRows, once held, answers only when released. */
class StandInTable {
  rows = 0;
  isIndexed = false;
  /** Resolves when a held countRows has been asked. */
  held: Deferred<void> | null = null;
  private release: Deferred<number> | null = null;
  readonly indexBuilt = deferred<void>();

  /** The next countRows waits, and answers what `release` gives. */
  holdNextCount(): { asked: Promise<void>; answer: (rows: number) => void } {
    this.held = deferred<void>();
    this.release = deferred<number>();
    const release = this.release;
    return { asked: this.held.promise, answer: (rows) => release.resolve(rows) };
  }

  countRows(): Promise<number> {
    const { held, release } = this;
    if (held && release) {
      this.held = null;
      this.release = null;
      held.resolve();
      return release.promise;
    }
    return Promise.resolve(this.rows);
  }

  async indexStats(): Promise<{ numIndexedRows: number; numUnindexedRows: number; numIndices: number } | undefined> {
    return this.isIndexed ? { numIndexedRows: this.rows, numUnindexedRows: 0, numIndices: 1 } : undefined;
  }

  async createIndex(): Promise<void> {
    this.isIndexed = true;
    this.indexBuilt.resolve();
  }

  async optimize(): Promise<void> {
    return undefined;
  }
}

function standInState(table: StandInTable): CollectionState {
  const state = {
    id: "maintained",
    table: table as unknown as Table,
    vectors: [{ name: "", column: VECTOR, size: 8, distance: "Cosine", onDisk: false, datatype: "uint8", multivector: false, graph: null, multi: null }],
    sparse: [],
    isSharded: false,
    fields: [],
    epoch: 0,
    maintenance: {
      running: null,
      busy: null,
      isVectorIndexed: false,
      indexingThresholdKb: null,
      indexCoversEpoch: null,
      writesSinceOptimize: 0,
      retryAt: 0,
      failures: 0,
      timer: null,
      isRecheckDue: false,
      lastWriteAt: 0,
      waitingSince: 0,
      momentReads: 0,
      isClosed: false,
    },
  };
  return state as unknown as CollectionState;
}

const settings: MaintenanceSettings = {
  indexThreshold: 128,
  optimizeAfterRows: 10_000,
  optimizeAfterWrites: 32,
  delayMs: 0,
  hnsw: { m: 16, efConstruction: 128 },
  log: silentLog,
};

describe("LanceDB collection maintenance", () => {
  const states: CollectionState[] = [];
  afterEach(async () => {
    for (const state of states.splice(0)) await cancelMaintenance(state);
  });

  function track(state: CollectionState): CollectionState {
    states.push(state);
    return state;
  }

  it("looks again after a task when a write crossing the index threshold landed while it counted the rows", async () => {
    const table = new StandInTable();
    const state = track(standInState(table));
    table.rows = 100;
    const count = table.holdNextCount();
    scheduleMaintenance(state, settings);
    // The task counts the rows: its answer predates the write below, as LanceDB's count of the version it read does.
    await count.asked;
    table.rows = 200;
    scheduleMaintenance(state, settings);
    count.answer(100);
    await state.maintenance.running;

    // Past the threshold without an index: pending, so something must be on its way to build it.
    expect(await isMaintenancePending(state, settings)).toBe(true);
    expect(state.maintenance.timer !== null || state.maintenance.running !== null).toBe(true);
    // The task building it is running by then: let it finish.
    await table.indexBuilt.promise;
    await state.maintenance.running;
    expect(state.maintenance.isVectorIndexed).toBe(true);
    expect(await isMaintenancePending(state, settings)).toBe(false);
  });

  it("arms nothing after a task that no write overlapped", async () => {
    const table = new StandInTable();
    const state = track(standInState(table));
    table.rows = 100;
    const count = table.holdNextCount();
    scheduleMaintenance(state, settings);
    await count.asked;
    count.answer(100);
    await state.maintenance.running;
    expect(state.maintenance.timer).toBeNull();
    expect(state.maintenance.running).toBeNull();
    expect(await isMaintenancePending(state, settings)).toBe(false);
  });

  it("waits for a retry that is not due when its timer fires, as a wall clock set back makes it", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
    try {
      const table = new StandInTable();
      const state = track(standInState(table));
      table.rows = 200;
      // A failed task's retry, due later than its timer fires.
      state.maintenance.retryAt = Date.now() + 1_000;
      scheduleMaintenance(state, settings);
      await jest.advanceTimersByTimeAsync(1);
      // A task started now would find nothing due (retryAt) and leave nothing armed to build the index.
      expect(state.maintenance.running).toBeNull();
      expect(state.maintenance.timer).not.toBeNull();
      await jest.advanceTimersByTimeAsync(1_010);
      await table.indexBuilt.promise;
      await state.maintenance.running;
      expect(state.maintenance.isVectorIndexed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts nothing after the collection is closed, though a write overlapped the last task", async () => {
    const table = new StandInTable();
    const state = track(standInState(table));
    table.rows = 100;
    const count = table.holdNextCount();
    scheduleMaintenance(state, settings);
    await count.asked;
    table.rows = 200;
    scheduleMaintenance(state, settings);
    const closing = cancelMaintenance(state);
    count.answer(100);
    await closing;
    expect(state.maintenance.timer).toBeNull();
    expect(state.maintenance.running).toBeNull();
  });
});
