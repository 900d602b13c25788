// The job that restores a snapshot into a collection (kind "snapshot-restore"):
// the file's collection is built beside the one it replaces, under an engine
// id of its own (its configuration, payload indexes and every point, each
// checked as an upsert's would be), and only then takes the collection's
// place in one metadata transaction: the collection is the original or the
// restored one, never a mix. The original's table goes after. A restore that
// fails, is cancelled or finds its collection deleted drops what it built and
// leaves the original as it was; one stopped by a crash drops its half-built
// table when it is resumed and starts again. While it runs the collection
// refuses writes (apply-write.ts): they would be lost in the swap.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq } from "drizzle-orm";
import { RESTORE_JOB_KIND } from "../../../contract/jobs";
import { CreateCollection } from "../../../contract/qdrant/collections";
import { CreateFieldIndex } from "../../../contract/qdrant/indexes";
import { PointInsertOperations } from "../../../contract/qdrant/points";
import type { ShardKey } from "../../../contract/qdrant/shard-keys";
import { collectionAliases, collections, payloadIndexes, type Collection } from "../../db/schema";
import { AppError } from "../../errors";
import type { JobContext, JobHandler } from "../../jobs/job-runner";
import type { Transaction } from "../../jobs/job-store";
import type { PointRecord } from "../../engine/vector-engine";
import { changeCollectionRow } from "../collections/change-collection-row";
import { newEngineId, planCollection, type DescribedCollection } from "../collections/create-collection";
import type { DataPlane } from "../data-plane";
import { parseQdrantInput } from "../http/qdrant-issues";
import { toFieldIndexParams, toFieldIndexType } from "../indexes/field-index-type";
import { toPointRecords } from "../points/point-records";
import { encodeShardKey } from "../shard-keys/shard-scope";
import type { SnapshotContext } from "./snapshot-context";
import { openSnapshotFile, SnapshotFormatError, type SnapshotHeader, type SnapshotPoint } from "./snapshot-format";
import { deleteSnapshotRow, findSnapshotById } from "./snapshot-store";
import { isHandedOn } from "./take-snapshot";

/** Points written to the engine per batch. */
const BATCH_SIZE = 2_000;

export interface RestoreJobInput {
  snapshotId: string;
  projectId: string;
  /** The collection restored into: replaced if it exists, made if not. */
  collectionName: string;
  /** The snapshot was uploaded or fetched for this restore: its row and file go when the restore ends. */
  isIncoming: boolean;
}

interface RestoreCheckpoint {
  /** The engine table this restore builds (dropped when a resumed run starts again). */
  engineId?: string;
  /** Set in the swap's transaction: the replaced collection's table, to drop (null: there was none). */
  swapped?: { oldEngineId: string | null };
}

export interface RestoreJobResult {
  collection: string;
  points: number;
}

export function restoreJobHandler(context: SnapshotContext): JobHandler<RestoreJobInput, RestoreCheckpoint> {
  return { kind: RESTORE_JOB_KIND, run: (job) => restore(context, job) };
}

async function restore(context: SnapshotContext, job: JobContext<RestoreJobInput, RestoreCheckpoint>): Promise<RestoreJobResult | null> {
  const { plane } = context;
  const { input, checkpoint, signal } = job;
  if (checkpoint?.swapped) {
    // Crashed after the swap: the restore is done; what is left is dropping the replaced table.
    await dropEngineCollection(plane, checkpoint.swapped.oldEngineId);
    await forgetIncoming(context, input);
    return null;
  }
  // A run before this one was stopped half-way: its table goes, and this run starts again.
  if (checkpoint?.engineId) await dropEngineCollection(plane, checkpoint.engineId);
  const file = path.join(context.workDir, `${job.job.id}.restore`);
  let engineId: string | undefined;
  try {
    const header = await fetchSnapshot(context, input, file);
    engineId = newEngineId();
    await job.progress({ done: 0, unit: "points", message: "Building the restored collection" }, { engineId });
    const points = await build(context, job, file, header, engineId);
    const oldEngineId = await swap(plane, job, header, engineId, points);
    engineId = undefined;
    plane.catalog.forget(input.projectId);
    await dropEngineCollection(plane, oldEngineId);
    await forgetIncoming(context, input);
    return { collection: input.collectionName, points };
  } catch (error) {
    if (!isHandedOn(signal, error)) {
      await dropEngineCollection(plane, engineId ?? null);
      await endRestoring(plane, input);
      await forgetIncoming(context, input);
    }
    throw error;
  } finally {
    await fsp.rm(file, { force: true });
  }
}

/** Refuses (SnapshotFormatError, 400) a file this service cannot restore, by its header: read before anything changes. */
export async function checkSnapshotFile(file: string): Promise<SnapshotHeader> {
  const reader = await openSnapshotFile(file);
  reader.close();
  plannedCollection(reader.header, "c_check");
  readPayloadSchema(reader.header);
  return reader.header;
}

/** The snapshot's file, copied from the storage to `file`, and its header. */
async function fetchSnapshot({ plane, storage, workDir }: SnapshotContext, input: RestoreJobInput, file: string): Promise<SnapshotHeader> {
  const row = await findSnapshotById(plane.db, input.snapshotId);
  const stored = row && (await storage.read(row.storageKey));
  if (!stored) throw new AppError("not_found", "The snapshot was deleted before it was restored");
  await fsp.mkdir(workDir, { recursive: true });
  await pipeline(stored.stream, fs.createWriteStream(file));
  return checkSnapshotFile(file);
}

/** The restored collection as the engine holds it under `engineId`: its table, payload indexes and points; how many. */
async function build(context: SnapshotContext, job: JobContext<RestoreJobInput, RestoreCheckpoint>, file: string, header: SnapshotHeader, engineId: string): Promise<number> {
  const { plane } = context;
  const planned = plannedCollection(header, engineId);
  await plane.engine.createCollection(planned.spec);
  for (const [fieldName, { type, params }] of readPayloadSchema(header)) await plane.engine.createFieldIndex(engineId, fieldName, type, toFieldIndexParams(type, params));
  // The points checked against the collection the header describes, as an upsert's are.
  const target = { ...planned.row, id: "", projectId: "", name: header.collection.name, engineId, createdAt: new Date() } satisfies Collection;
  const reader = await openSnapshotFile(file);
  let done = 0;
  try {
    for await (const batch of reader.points(BATCH_SIZE)) {
      job.signal.throwIfAborted();
      for (const [shard, points] of byShard(batch)) {
        const records = toRecords(points, target, done);
        await plane.engine.upsert(engineId, records, shard === undefined ? {} : { shard });
      }
      done += batch.length;
      await job.progress({ done, unit: "points", message: "Building the restored collection" }, { engineId });
    }
  } finally {
    reader.close();
  }
  return done;
}

/** The collection the header describes, checked as PUT /collections checks a body, under `engineId`. */
function plannedCollection(header: SnapshotHeader, engineId: string): { row: DescribedCollection; spec: ReturnType<typeof planCollection>["spec"] } {
  const request = asSnapshotInput(() => parseQdrantInput(CreateCollection, header.collection.config), "collection configuration");
  const planned = asSnapshotInput(() => planCollection(request, engineId), "collection configuration");
  const { sharding } = planned.row.settings;
  if (sharding) sharding.keys = header.collection.shard_keys as ShardKey[];
  return planned;
}

function readPayloadSchema(header: SnapshotHeader): [string, ReturnType<typeof toFieldIndexType>][] {
  return Object.entries(header.collection.payload_schema).map(([fieldName, { type, params }]) => {
    const request = asSnapshotInput(() => parseQdrantInput(CreateFieldIndex, { field_name: fieldName, field_schema: params ?? type }), `payload index of ${JSON.stringify(fieldName)}`);
    return [request.field_name, toFieldIndexType(request.field_schema)];
  });
}

function toRecords(points: readonly SnapshotPoint[], target: Collection, before: number): PointRecord[] {
  const request = asSnapshotInput(
    () => parseQdrantInput(PointInsertOperations, { points: points.map((point) => ({ id: point.id, vector: vectorStructOf(point.vector), payload: point.payload })) }),
    `points after the first ${before}`,
  );
  return asSnapshotInput(() => toPointRecords(request, target), `points after the first ${before}`);
}

/** The file's vectors by name as an upsert gives them: the unnamed one alone as its list. */
function vectorStructOf(vector: Record<string, unknown>): unknown {
  const names = Object.keys(vector);
  return names.length === 1 && names[0] === "" ? vector[""] : vector;
}

function byShard(points: readonly SnapshotPoint[]): Map<string | undefined, SnapshotPoint[]> {
  const groups = new Map<string | undefined, SnapshotPoint[]>();
  for (const point of points) {
    const shard = point.shard_key === undefined ? undefined : encodeShardKey(point.shard_key);
    const group = groups.get(shard) ?? [];
    group.push(point);
    groups.set(shard, group);
  }
  return groups;
}

/** A problem with what the file says, in the words of the snapshot rather than of a request body. */
function asSnapshotInput<T>(read: () => T, what: string): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && !(error instanceof SnapshotFormatError)) throw new SnapshotFormatError(`The snapshot's ${what} cannot be restored: ${error.message}`);
    throw error;
  }
}

/**
 * The restored collection takes the place of the one named `collectionName` (or is made, if there is none), with its
 * payload indexes and the aliases that are free, and the checkpoint says so, all in one transaction. The replaced
 * table's engine id, to drop, or null.
 */
async function swap(plane: DataPlane, job: JobContext<RestoreJobInput, RestoreCheckpoint>, header: SnapshotHeader, engineId: string, points: number): Promise<string | null> {
  const { input } = job;
  const { row } = plannedCollection(header, engineId);
  const indexes = readPayloadSchema(header);
  return plane.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(collections)
      .where(and(eq(collections.projectId, input.projectId), eq(collections.name, input.collectionName)))
      .for("update");
    const restored = existing ? await replaceRow(tx, existing, row, engineId) : await insertRow(tx, input, row, engineId);
    await tx.delete(payloadIndexes).where(eq(payloadIndexes.collectionId, restored.id));
    if (indexes.length > 0) {
      await tx.insert(payloadIndexes).values(indexes.map(([fieldName, { type, params }]) => ({ collectionId: restored.id, fieldName, dataType: type, params })));
    }
    if (header.collection.aliases.length > 0) {
      await tx
        .insert(collectionAliases)
        .values(header.collection.aliases.map((aliasName) => ({ projectId: input.projectId, aliasName, collectionId: restored.id })))
        .onConflictDoNothing();
    }
    const oldEngineId = existing?.engineId ?? null;
    await job.progress({ done: points, total: points, unit: "points", message: "Restored" }, { swapped: { oldEngineId } }, tx as Transaction);
    return oldEngineId;
  });
}

async function replaceRow(tx: Transaction, existing: Collection, row: DescribedCollection, engineId: string): Promise<Collection> {
  const [replaced] = await tx.update(collections).set({ ...row, engineId }).where(eq(collections.id, existing.id)).returning();
  if (!replaced) throw new Error("the restored collection's row was not written");
  return replaced;
}

async function insertRow(tx: Transaction, input: RestoreJobInput, row: DescribedCollection, engineId: string): Promise<Collection> {
  const [inserted] = await tx
    .insert(collections)
    .values({ projectId: input.projectId, name: input.collectionName, engineId, ...row })
    .returning();
  if (!inserted) throw new Error("the restored collection's row was not written");
  return inserted;
}

async function dropEngineCollection(plane: DataPlane, engineId: string | null): Promise<void> {
  if (engineId) await plane.writes.run(engineId, () => plane.engine.dropCollection(engineId));
}

/** The collection takes writes again (a failed restore leaves it as it was). */
async function endRestoring(plane: DataPlane, input: RestoreJobInput): Promise<void> {
  const [existing] = await plane.db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.projectId, input.projectId), eq(collections.name, input.collectionName)));
  if (!existing) return;
  await changeCollectionRow(plane.db, existing.id, (current) => {
    if (!current.settings.restoring) return null;
    const { restoring: _, ...settings } = current.settings;
    return { settings };
  });
  plane.catalog.forget(input.projectId);
}

async function forgetIncoming({ plane, storage }: SnapshotContext, input: RestoreJobInput): Promise<void> {
  if (!input.isIncoming) return;
  const row = await deleteSnapshotRow(plane.db, input.snapshotId);
  if (row) await storage.remove(row.storageKey);
}
