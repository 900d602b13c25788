// The snapshots table's queries (server/db/schema/snapshots.ts), and where a
// snapshot's file lives in the file storage: <project id>/<snapshot id>, a
// key no tenant's text is part of.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { snapshots, type Snapshot, type SnapshotState } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";

/** The collection name of a full snapshot's row (no collection is named ""). */
export const FULL_SNAPSHOT_COLLECTION = "";

export function storageKeyOf(projectId: string, snapshotId: string): string {
  return `${projectId}/${snapshotId}.snapshot`;
}

export interface NewSnapshotRow {
  id: string;
  projectId: string;
  collectionName: string;
  collectionId: string | null;
  name: string;
  state: SnapshotState;
  note?: string | null;
  backupId?: string | null;
}

export async function insertSnapshot(db: Database | Transaction, row: NewSnapshotRow): Promise<Snapshot> {
  const [inserted] = await db
    .insert(snapshots)
    .values({ ...row, storageKey: storageKeyOf(row.projectId, row.id) })
    .returning();
  if (!inserted) throw new Error("the snapshot row was not stored");
  return inserted;
}

export async function findSnapshotById(db: Database, id: string): Promise<Snapshot | undefined> {
  const [row] = await db.select().from(snapshots).where(eq(snapshots.id, id));
  return row;
}

/** A listed (ready) snapshot of the collection name in the project; a backup's are not Qdrant's to list (server/backups/). */
export async function findReadySnapshot(db: Database, projectId: string, collectionName: string, name: string): Promise<Snapshot | undefined> {
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.projectId, projectId), eq(snapshots.collectionName, collectionName), eq(snapshots.name, name), eq(snapshots.state, "ready"), isNull(snapshots.backupId)));
  return row;
}

/** The ready snapshots of a collection name, oldest first (as Qdrant lists its files). */
export async function listReadySnapshots(db: Database, projectId: string, collectionName: string): Promise<Snapshot[]> {
  return db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.projectId, projectId), eq(snapshots.collectionName, collectionName), eq(snapshots.state, "ready"), isNull(snapshots.backupId)))
    .orderBy(asc(snapshots.createdAt), asc(snapshots.name));
}

export async function markSnapshotReady(db: Database, id: string, written: { size: number; checksum: string; points: number }): Promise<Snapshot | undefined> {
  const [row] = await db
    .update(snapshots)
    .set({ state: "ready", ...written })
    .where(and(eq(snapshots.id, id), eq(snapshots.state, "writing")))
    .returning();
  return row;
}

export async function deleteSnapshotRow(db: Database, id: string): Promise<Snapshot | undefined> {
  const [row] = await db.delete(snapshots).where(eq(snapshots.id, id)).returning();
  return row;
}
