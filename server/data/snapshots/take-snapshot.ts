// The job that writes a snapshot (kind "snapshot"), of a collection or of
// every collection of a project (a full snapshot): every point read in pages,
// with every vector and its payload, each collection as it was at one moment:
// its writes wait in its queue (server/data/writes/write-queue.ts) while its
// settings are read and the engine fixes the moment (readAtOneMoment), then go
// on while the pages are read; on an engine that cannot keep a moment (Citus)
// they wait until the last page. To a local file, then stored whole, then
// listed. A job that fails or is cancelled takes its row and file
// with it; one stopped by a shutdown starts again from the beginning where it
// is resumed.
import fsp from "node:fs/promises";
import path from "node:path";
import { SNAPSHOT_JOB_KIND } from "../../../contract/jobs";
import { AppError } from "../../errors";
import { JobStopped, type JobContext, type JobHandler } from "../../jobs/job-runner";
import type { ScrollPage, StoredPoint } from "../../engine/vector-engine";
import { asc, eq } from "drizzle-orm";
import { collections, type Collection, type Snapshot } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { shownVectors } from "../points/float32-digits";
import { decodeShardKey } from "../shard-keys/shard-scope";
import type { SnapshotContext } from "./snapshot-context";
import { writeFullSnapshotFile, writeSnapshotFile, type SnapshotPoint, type SnapshotSection, type WrittenSnapshot } from "./snapshot-format";
import { snapshotHeaderOf } from "./snapshot-header";
import { deleteSnapshotRow, findSnapshotById, FULL_SNAPSHOT_COLLECTION, markSnapshotReady } from "./snapshot-store";

/** Points read per page. */
const PAGE_SIZE = 2_000;

export interface SnapshotJobInput {
  snapshotId: string;
}

export interface SnapshotJobResult {
  name: string;
  size: number;
  checksum: string;
  points: number;
}

export function snapshotJobHandler(context: SnapshotContext): JobHandler<SnapshotJobInput> {
  return { kind: SNAPSHOT_JOB_KIND, run: (job) => takeSnapshot(context, job) };
}

async function takeSnapshot(context: SnapshotContext, { input, signal, progress }: JobContext<SnapshotJobInput>): Promise<SnapshotJobResult | null> {
  const row = await findSnapshotById(context.plane.db, input.snapshotId);
  // Deleted (with its collection's project) before it ran: nothing to write.
  if (!row || row.state !== "writing") return null;
  const written = await writeSnapshot(context, row, signal, (done, total, message) => progress({ done, total, unit: "points", message }));
  return written && { name: row.name, ...written };
}

/** Progress of a snapshot being written: points written of the total, and what it does now. */
export type SnapshotProgress = (done: number, total: number, message: string) => Promise<void>;

/**
 * Writes the snapshot a "writing" row stands for, stores it and lists it; null when the row was deleted meanwhile. A
 * failure (not a shutdown or a takeover) takes the row and any stored file with it.
 */
export async function writeSnapshot({ plane, storage, workDir }: SnapshotContext, row: Snapshot, signal: AbortSignal, onProgress: SnapshotProgress): Promise<WrittenSnapshot | null> {
  const file = path.join(workDir, `${row.id}.partial`);
  // What this snapshot holds (collections' writes, moments kept by the engine), let go at its end whatever happened.
  const held: (() => void)[] = [];
  try {
    await fsp.mkdir(workDir, { recursive: true });
    const isFull = row.collectionName === FULL_SNAPSHOT_COLLECTION;
    const collections = isFull ? await projectCollections(plane, row.projectId) : [await snapshotCollection(plane, row)];
    const total = (await Promise.all(collections.map((collection) => plane.engine.count(collection.engineId)))).reduce((sum, count) => sum + count, 0);
    await onProgress(0, total, "Writing the snapshot");
    let done = 0;
    const sections = sectionsOf(plane, collections, row.createdAt, signal, async (points) => onProgress((done += points), total, "Writing the snapshot"), held);
    const written = isFull
      ? await writeFullSnapshotFile(file, row.createdAt, collections.map((collection) => collection.name), sections)
      : await writeSnapshotFile(file, await firstOf(sections));
    await onProgress(written.points, total, "Storing the snapshot");
    await storage.put(row.storageKey, file);
    if (!(await markSnapshotReady(plane.db, row.id, written))) {
      // Deleted while it was written: the stored file goes too.
      await storage.remove(row.storageKey);
      return null;
    }
    return written;
  } catch (error) {
    if (!isHandedOn(signal, error)) {
      await deleteSnapshotRow(plane.db, row.id);
      await storage.remove(row.storageKey).catch(() => undefined);
    }
    throw error;
  } finally {
    for (const release of held) release();
    await fsp.rm(file, { force: true });
  }
}

async function snapshotCollection(plane: DataPlane, row: Snapshot): Promise<Collection> {
  const collection = await plane.catalog.find(row.projectId, row.collectionName);
  if (!collection || collection.id !== row.collectionId) throw new AppError("not_found", `Collection ${row.collectionName} was deleted before its snapshot was written`);
  return collection;
}

/** The project's collections by name. */
async function projectCollections(plane: DataPlane, projectId: string): Promise<Collection[]> {
  return plane.db.select().from(collections).where(eq(collections.projectId, projectId)).orderBy(asc(collections.name));
}

/**
 * Each collection's section, as the collection was at one moment (its header and every point); a full snapshot takes
 * the collections one after the other. `held` gathers what to let go of if the file is never finished.
 */
async function* sectionsOf(
  plane: DataPlane,
  list: readonly Collection[],
  createdAt: Date,
  signal: AbortSignal,
  onPage: (points: number) => Promise<void>,
  held: (() => void)[],
): AsyncGenerator<SnapshotSection> {
  for (const collection of list) {
    const release = await holdWrites(plane, collection.engineId);
    held.push(release);
    const header = await snapshotHeaderOf(plane, collection, createdAt);
    const moment = await plane.engine.readAtOneMoment(collection.engineId);
    if (moment) {
      held.push(() => void moment.close());
      release();
    }
    const read: PageReader = moment ? (limit, offset) => moment.page(limit, offset) : (limit, offset) => plane.engine.scroll(collection.engineId, { limit, withPayload: true, withVector: true, ...(offset !== undefined ? { offset } : {}) });
    const pages = (async function* () {
      try {
        yield* pagesOf(read, signal, onPage);
      } finally {
        await moment?.close();
        release();
      }
    })();
    yield { header, points: pages };
  }
}

async function firstOf<T>(items: AsyncIterable<T>): Promise<T> {
  for await (const item of items) return item;
  throw new Error("no section to write");
}

/** Waits for the collection's queued writes, then keeps its later ones waiting until the returned function is called (once or more). */
function holdWrites(plane: DataPlane, engineId: string): Promise<() => void> {
  return new Promise((held) => {
    void plane.writes.run(engineId, () => new Promise<void>((release) => held(() => release())));
  });
}

/** A job given back to the queue (a shutdown) or taken over by another instance: its row stays for the next run. */
export function isHandedOn(signal: AbortSignal, error: unknown): boolean {
  const stopped = signal.reason instanceof JobStopped ? signal.reason : error instanceof JobStopped ? error : null;
  return stopped?.reason === "shutdown" || stopped?.reason === "lost";
}

type PageReader = (limit: number, offset?: StoredPoint["id"]) => Promise<ScrollPage>;

/** Every point of the collection, in pages in id order, as the snapshot file holds them. */
async function* pagesOf(read: PageReader, signal: AbortSignal, onPage: (points: number) => Promise<void>): AsyncGenerator<SnapshotPoint[]> {
  let offset: StoredPoint["id"] | undefined;
  for (;;) {
    signal.throwIfAborted();
    const page = await read(PAGE_SIZE, offset);
    yield page.points.map(toSnapshotPoint);
    await onPage(page.points.length);
    if (page.nextOffset === null) return;
    offset = page.nextOffset;
  }
}

function toSnapshotPoint(point: StoredPoint): SnapshotPoint {
  // Each float32 as the shortest decimal that reads back as it (the widened double's digits are twice as long).
  const shown = point.vector === undefined ? undefined : shownVectors(point.vector);
  const vector = shown === undefined ? {} : Array.isArray(shown) ? { "": shown } : shown;
  return {
    id: point.id,
    vector,
    payload: point.payload ?? {},
    ...(point.shard !== undefined ? { shard_key: decodeShardKey(point.shard) } : {}),
  };
}
