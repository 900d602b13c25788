// The job that writes a collection's snapshot (kind "snapshot"): every point
// read in pages, with every vector and its payload, while the collection's
// writes wait in its queue (server/data/writes/write-queue.ts), so that the
// file is the collection at one moment; written to a local file, then stored
// whole, then listed. A job that fails or is cancelled takes its row and file
// with it; one stopped by a shutdown starts again from the beginning where it
// is resumed.
import fsp from "node:fs/promises";
import path from "node:path";
import { SNAPSHOT_JOB_KIND } from "../../../contract/jobs";
import { AppError } from "../../errors";
import { JobStopped, type JobContext, type JobHandler } from "../../jobs/job-runner";
import type { StoredPoint } from "../../engine/vector-engine";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { decodeShardKey } from "../shard-keys/shard-scope";
import type { SnapshotContext } from "./snapshot-context";
import { writeSnapshotFile, type SnapshotPoint } from "./snapshot-format";
import { snapshotHeaderOf } from "./snapshot-header";
import { deleteSnapshotRow, findSnapshotById, markSnapshotReady } from "./snapshot-store";

/** Points read per page. */
const PAGE_SIZE = 1_000;

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

async function takeSnapshot({ plane, storage, workDir }: SnapshotContext, { input, signal, progress }: JobContext<SnapshotJobInput>): Promise<SnapshotJobResult | null> {
  const row = await findSnapshotById(plane.db, input.snapshotId);
  // Deleted (with its collection's project) before it ran: nothing to write.
  if (!row || row.state !== "writing") return null;
  const file = path.join(workDir, `${row.id}.partial`);
  try {
    const collection = await plane.catalog.find(row.projectId, row.collectionName);
    if (!collection || collection.id !== row.collectionId) throw new AppError("not_found", `Collection ${row.collectionName} was deleted before its snapshot was written`);
    await fsp.mkdir(workDir, { recursive: true });
    const written = await plane.writes.run(collection.engineId, async () => {
      const total = await plane.engine.count(collection.engineId);
      await progress({ done: 0, total, unit: "points", message: "Writing the snapshot" });
      const header = await snapshotHeaderOf(plane, collection, row.createdAt);
      return writeSnapshotFile(file, header, pagesOf(plane, collection, signal, (done) => progress({ done, total, unit: "points", message: "Writing the snapshot" })));
    });
    await progress({ done: written.points, total: written.points, unit: "points", message: "Storing the snapshot" });
    await storage.put(row.storageKey, file);
    if (!(await markSnapshotReady(plane.db, row.id, written))) {
      // Deleted while it was written: the stored file goes too.
      await storage.remove(row.storageKey);
      return null;
    }
    return { name: row.name, ...written };
  } catch (error) {
    if (!isHandedOn(signal, error)) {
      await deleteSnapshotRow(plane.db, row.id);
      await storage.remove(row.storageKey).catch(() => undefined);
    }
    throw error;
  } finally {
    await fsp.rm(file, { force: true });
  }
}

/** A job given back to the queue (a shutdown) or taken over by another instance: its row stays for the next run. */
export function isHandedOn(signal: AbortSignal, error: unknown): boolean {
  const stopped = signal.reason instanceof JobStopped ? signal.reason : error instanceof JobStopped ? error : null;
  return stopped?.reason === "shutdown" || stopped?.reason === "lost";
}

/** Every point of the collection, in pages in id order, as the snapshot file holds them. */
async function* pagesOf(plane: DataPlane, collection: Collection, signal: AbortSignal, onPage: (done: number) => Promise<void>): AsyncGenerator<SnapshotPoint[]> {
  let offset: StoredPoint["id"] | undefined;
  let done = 0;
  for (;;) {
    signal.throwIfAborted();
    const page = await plane.engine.scroll(collection.engineId, { limit: PAGE_SIZE, withPayload: true, withVector: true, ...(offset !== undefined ? { offset } : {}) });
    yield page.points.map(toSnapshotPoint);
    done += page.points.length;
    await onPage(done);
    if (page.nextOffset === null) return;
    offset = page.nextOffset;
  }
}

function toSnapshotPoint(point: StoredPoint): SnapshotPoint {
  const vector = point.vector === undefined ? {} : Array.isArray(point.vector) ? { "": point.vector } : point.vector;
  return {
    id: point.id,
    vector,
    payload: point.payload ?? {},
    ...(point.shard !== undefined ? { shard_key: decodeShardKey(point.shard) } : {}),
  };
}
