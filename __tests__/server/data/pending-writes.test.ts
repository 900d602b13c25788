// Writes acknowledged with wait=false live in pending_writes until applied: a
// crash leaves them there, and the next start applies them in the order they
// were accepted, harmlessly even when one had already reached the engine; a
// running instance takes over those of an instance that went quiet.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import fastify from "fastify";
import { registerOwner } from "../../../server/organisations/register-owner";
import { createCollection } from "../../../server/data/collections/create-collection";
import { createDataPlane, type DataPlane } from "../../../server/data/data-plane";
import { parseFilter } from "../../../server/data/filters/parse-filter";
import { upsertPoints } from "../../../server/data/points/upsert-points";
import { applyOperation } from "../../../server/data/writes/apply-operation";
import { persistPendingWrite, readPendingWrites } from "../../../server/data/writes/pending-writes";
import { replayPendingWrites, sweepPendingWrites } from "../../../server/data/writes/replay-pending-writes";
import type { WriteOperation } from "../../../server/engine/write-operation";
import { collections, pendingWrites, payloadIndexes, type Collection } from "../../../server/db/schema";
import type { FilterNode } from "../../../server/engine/filter/filter-tree";
import type { VectorEngine } from "../../../server/engine/vector-engine";
import { describeEachStore } from "../support/stores";
import { createTestUsers } from "../support/test-users";
import { openTestEngine } from "./support/test-engine";

jest.setTimeout(60_000);

/** Polls `holds` until it does, for up to 10 s. */
async function waitFor(holds: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 10_000; !(await holds()); ) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachStore("pending writes", (getStore, { restartStore }) => {
  let dataDir: string;
  let engine: VectorEngine;
  let logLines: string[];
  const planes: DataPlane[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-pending-writes-"));
    engine = await openTestEngine(dataDir);
  });
  afterAll(async () => {
    for (const plane of planes) await plane.close();
    await engine.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    logLines = [];
  });

  /** The data plane as a (re)started service makes it, over the current store, logging into logLines. */
  function startPlane(instanceId?: string): DataPlane {
    const { log } = fastify({ logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } } });
    const plane = createDataPlane({ db: getStore().db, engine, log, instanceId });
    planes.push(plane);
    return plane;
  }

  async function newCollection(plane: DataPlane): Promise<Collection> {
    const { project } = await registerOwner(plane.db, createTestUsers().signIn().user);
    await createCollection(plane, project.id, "shop", { vectors: { size: 2, distance: "Dot" } });
    const [collection] = await plane.db.select().from(collections).where(eq(collections.projectId, project.id));
    if (!collection) throw new Error("no collection");
    return collection;
  }

  async function pendingOf(collection: Collection): Promise<number> {
    return (await getStore().db.select().from(pendingWrites).where(eq(pendingWrites.collectionId, collection.id))).length;
  }

  async function payloads(collection: Collection): Promise<Record<string, unknown>> {
    const { points } = await engine.scroll(collection.engineId, { limit: 100, withPayload: true, withVector: false });
    return Object.fromEntries(points.map(({ id, payload }) => [String(id), payload]));
  }

  const filter = (qdrantFilter: unknown): FilterNode => parseFilter(qdrantFilter) ?? { kind: "all" };
  const upsert = (...ids: number[]): WriteOperation => ({ kind: "upsert", points: ids.map((id) => ({ id, vector: [id, 1], payload: { n: id, "z-first": 1, a: { "\u0000": "nul" } } })) });

  it("applies the writes a crash left, in the order they were accepted, and empties the log", async () => {
    const collection = await newCollection(startPlane());
    const operations: WriteOperation[] = [
      upsert(1, 2, 3, 4),
      { kind: "delete_points", selector: { ids: [1] } },
      { kind: "set_payload", selector: { ids: [2] }, payload: { color: "red" } },
      { kind: "set_payload", selector: { filter: filter({ must: [{ key: "n", range: { gte: 3 } }] }) }, payload: { big: true }, key: "sizes" },
      { kind: "overwrite_payload", selector: { ids: [4] }, payload: { only: "this" } },
      { kind: "delete_payload", selector: { ids: [2] }, keys: ["n"] },
      upsert(1),
      { kind: "clear_payload", selector: { ids: [1] } },
      { kind: "create_index", fieldName: "color", type: "keyword", params: null },
    ];
    for (const operation of operations) await persistPendingWrite(getStore().db, collection, operation);
    expect(await pendingOf(collection)).toBe(operations.length);

    await restartStore();
    expect(await replayPendingWrites(startPlane())).toBe(operations.length);

    expect(await pendingOf(collection)).toBe(0);
    expect(await payloads(collection)).toEqual({
      "1": {},
      "2": { "z-first": 1, a: { "\u0000": "nul" }, color: "red" },
      "3": { n: 3, "z-first": 1, a: { "\u0000": "nul" }, sizes: { big: true } },
      "4": { only: "this" },
    });
    // The payload's keys keep the order they were sent in (json, not jsonb).
    expect(Object.keys((await payloads(collection))["3"] as object)).toEqual(["n", "z-first", "a", "sizes"]);
    expect(await getStore().db.select({ fieldName: payloadIndexes.fieldName }).from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id))).toEqual([
      { fieldName: "color" },
    ]);
    expect(logLines.join("")).toContain(`applied ${operations.length} write(s) accepted with wait=false before the last stop`);
  });

  // Each write in turn is the one a crash caught after the engine applied it and before its row went: it runs twice.
  const crashed: WriteOperation[] = [
    { kind: "set_payload", selector: { filter: filter({ must: [{ key: "n", range: { gte: 2 } }] }) }, payload: { tag: "x" } },
    { kind: "delete_payload", selector: { ids: [3] }, keys: ["n"] },
    { kind: "delete_points", selector: { filter: filter({ must: [{ key: "tag", match: { value: "x" } }] }) } },
    upsert(2),
    { kind: "create_index", fieldName: "n", type: "integer", params: null },
    { kind: "set_payload", selector: { ids: [1] }, payload: { deep: 1 }, key: "a.b" },
    { kind: "delete_index", fieldName: "n" },
  ];
  it.each(crashed.map((operation, index) => [index, operation.kind] as const))("replays write %i (%s) without harm when it had reached the engine before the crash", async (crashedAt) => {
    const plane = startPlane();
    const collection = await newCollection(plane);
    await engine.upsert(collection.engineId, [1, 2, 3].map((id) => ({ id, vector: [id, 1], payload: { n: id } })));
    for (const operation of crashed.slice(0, crashedAt)) await applyOperation(plane, collection, operation);
    for (const operation of crashed.slice(crashedAt)) await persistPendingWrite(getStore().db, collection, operation);
    await applyOperation(plane, collection, crashed[crashedAt] as WriteOperation);

    expect(await replayPendingWrites(startPlane())).toBe(crashed.length - crashedAt);
    expect(await pendingOf(collection)).toBe(0);
    expect(await payloads(collection)).toEqual({ "1": { n: 1, a: { b: { deep: 1 } } }, "2": { n: 2, "z-first": 1, a: { "\u0000": "nul" } } });
    expect(await getStore().db.select().from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id))).toEqual([]);
  });

  it("replays at start its own writes, unowned ones and those of an instance gone quiet, and leaves another running instance's alone", async () => {
    const collection = await newCollection(startPlane());
    const db = getStore().db;
    const owned = async (owner: string | null, heartbeat: "fresh" | "stale", ...ids: number[]) => {
      const id = await persistPendingWrite(db, collection, upsert(...ids), owner);
      if (heartbeat === "stale") await db.update(pendingWrites).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(pendingWrites.id, id));
      return id;
    };
    await owned("instance-restarting", "fresh", 1); // its own, from before its crash a moment ago
    await owned(null, "fresh", 2); // written before rows had owners
    await owned("instance-gone", "stale", 3); // an instance that stopped 1 minute ago
    const busy = await owned("instance-busy", "fresh", 4); // another instance, applying it now

    expect(await replayPendingWrites(startPlane("instance-restarting"))).toBe(3);
    expect(Object.keys(await payloads(collection)).sort()).toEqual(["1", "2", "3"]);
    expect((await db.select().from(pendingWrites).where(eq(pendingWrites.collectionId, collection.id))).map((row) => ({ id: row.id, owner: row.owner }))).toEqual([
      { id: busy, owner: "instance-busy" },
    ]);

    // Once the busy instance goes quiet, the next start takes its write over.
    await db.update(pendingWrites).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(pendingWrites.id, busy));
    expect(await replayPendingWrites(startPlane("instance-later"))).toBe(1);
    expect(Object.keys(await payloads(collection)).sort()).toEqual(["1", "2", "3", "4"]);
    expect(await pendingOf(collection)).toBe(0);
  });

  it("takes over, while it runs, the writes of an instance gone quiet, and leaves its own and a busy instance's alone", async () => {
    const plane = startPlane("instance-running");
    const collection = await newCollection(plane);
    const db = getStore().db;
    const stale = sql`now() - interval '1 minute'`;
    const own = await persistPendingWrite(db, collection, upsert(1), "instance-running");
    await db.update(pendingWrites).set({ heartbeatAt: stale }).where(eq(pendingWrites.id, own)); // being applied here: a late heartbeat of its own
    const gone = await persistPendingWrite(db, collection, upsert(2), "instance-killed");
    await db.update(pendingWrites).set({ heartbeatAt: stale }).where(eq(pendingWrites.id, gone));
    const busy = await persistPendingWrite(db, collection, upsert(3), "instance-busy");

    const stopSweep = sweepPendingWrites(plane, 100);
    try {
      await waitFor(async () => (await pendingOf(collection)) === 2);
    } finally {
      await stopSweep();
    }
    expect(Object.keys(await payloads(collection))).toEqual(["2"]);
    expect((await db.select({ id: pendingWrites.id }).from(pendingWrites).where(eq(pendingWrites.collectionId, collection.id))).map((row) => row.id).sort()).toEqual([own, busy].sort());
    expect(logLines.join("")).toContain("applied 1 write(s) accepted with wait=false by an instance that stopped");
    await db.delete(pendingWrites).where(eq(pendingWrites.collectionId, collection.id));
  });

  it("names itself on the writes it accepts and keeps their heartbeat fresh until they are applied", async () => {
    const plane = startPlane("instance-accepting");
    const collection = await newCollection(plane);
    const db = getStore().db;
    // Hold the collection's queue, so that the accepted write waits.
    let release = () => undefined as void;
    const held = plane.writes.run(collection.engineId, () => new Promise<void>((resolve) => (release = resolve)));
    await upsertPoints(plane, collection, { points: [{ id: 9, vector: [9, 1] }] }, false);
    const [row] = await db.select().from(pendingWrites).where(eq(pendingWrites.collectionId, collection.id));
    expect(row?.owner).toBe("instance-accepting");
    const first = row?.heartbeatAt?.getTime() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const [later] = await db.select().from(pendingWrites).where(eq(pendingWrites.collectionId, collection.id));
    expect(later?.heartbeatAt?.getTime() ?? 0).toBeGreaterThan(first);
    // Another instance starting now leaves it alone.
    expect(await replayPendingWrites(startPlane("instance-other"))).toBe(0);
    release();
    await held;
    await plane.writes.drain();
    expect(await pendingOf(collection)).toBe(0);
    expect(Object.keys(await payloads(collection))).toEqual(["9"]);
  });

  it("persists a write before acknowledging it, and nothing of a rejected one", async () => {
    const plane = startPlane();
    const collection = await newCollection(plane);
    await expect(upsertPoints(plane, collection, { points: [{ id: 1, vector: [1, 2, 3] }] }, false)).rejects.toThrow("Vector dimension error: expected dim: 2, got 3");
    expect(await pendingOf(collection)).toBe(0);

    // Holds the queue until the write has been read back, so that it cannot be applied before.
    let release = () => undefined as void;
    const holding = plane.writes.run(collection.engineId, () => new Promise<void>((resolve) => (release = resolve)));
    const write = await upsertPoints(plane, collection, { points: [{ id: 7, vector: [7, 1] }] }, false);
    expect(write.result.status).toBe("acknowledged");
    expect(await readPendingWrites(getStore().db, 0, 1_000)).toContainEqual({
      id: expect.any(Number),
      target: { id: collection.id, engineId: collection.engineId },
      operation: { kind: "upsert", points: [{ id: 7, vector: [7, 1], payload: {} }] },
    });
    release();
    await holding;
    await plane.writes.drain();
    expect(await pendingOf(collection)).toBe(0);
    expect(await engine.retrieve(collection.engineId, [7], { withPayload: true, withVector: true })).toEqual([{ id: 7, payload: {}, vector: [7, 1] }]);
  });

  it("stores vectors exactly", async () => {
    const collection = await newCollection(startPlane());
    const vector = [0.1, -0, 1e308, 5e-324, -123.45678901234568, 2 ** 53 + 2];
    const id = await persistPendingWrite(getStore().db, collection, { kind: "upsert", points: [{ id: 1, vector, payload: { v: 1 } }] });
    const stored = (await readPendingWrites(getStore().db, id - 1, 1))[0]?.operation;
    expect(stored).toEqual({ kind: "upsert", points: [{ id: 1, vector, payload: { v: 1 } }] });
    if (stored?.kind !== "upsert") throw new Error("not an upsert");
    expect(Object.is((stored.points[0]?.vector as number[])[1], -0)).toBe(true);
    await getStore().db.delete(pendingWrites).where(eq(pendingWrites.id, id));
  });

  it("drops a write the engine cannot apply, with an error in the log, and goes on with the next", async () => {
    const plane = startPlane();
    const broken = await newCollection(plane);
    const healthy = await newCollection(plane);
    await engine.dropCollection(broken.engineId);
    await persistPendingWrite(getStore().db, broken, upsert(1));
    await persistPendingWrite(getStore().db, healthy, upsert(5));
    await persistPendingWrite(getStore().db, broken, upsert(2));

    expect(await replayPendingWrites(startPlane())).toBe(3);
    expect(await pendingOf(broken)).toBe(0);
    expect(await engine.count(healthy.engineId)).toBe(1);
    const errors = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; engineId?: string }).filter(({ level }) => level >= 50);
    expect(errors.map(({ msg, engineId }) => ({ msg, engineId }))).toEqual([
      { msg: "a write accepted with wait=false failed and was dropped", engineId: broken.engineId },
      { msg: "a write accepted with wait=false failed and was dropped", engineId: broken.engineId },
    ]);
  });

  it("forgets the pending writes of a deleted collection", async () => {
    const collection = await newCollection(startPlane());
    await persistPendingWrite(getStore().db, collection, upsert(1));
    await getStore().db.delete(collections).where(eq(collections.id, collection.id));
    expect(await pendingOf(collection)).toBe(0);
  });
});
