// A collection's listed snapshots: listed, downloaded and deleted by name.
// A snapshot belongs to the collection's name in the project, and stays
// after the collection is deleted (to restore it); a name the project has
// no snapshot of is Qdrant's 404 "Not found: Snapshot <name>".
import type { SnapshotDescription } from "../../../contract/qdrant/snapshots";
import { AppError } from "../../errors";
import { FileReply } from "../http/data-reply";
import { describeSnapshot } from "./describe-snapshot";
import type { SnapshotContext } from "./snapshot-context";
import { deleteSnapshotRow, findReadySnapshot, listReadySnapshots } from "./snapshot-store";

export async function listSnapshots({ plane }: SnapshotContext, projectId: string, collectionName: string): Promise<SnapshotDescription[]> {
  return (await listReadySnapshots(plane.db, projectId, collectionName)).map(describeSnapshot);
}

export async function downloadSnapshot({ plane, storage }: SnapshotContext, projectId: string, collectionName: string, name: string): Promise<FileReply> {
  const row = await findReadySnapshot(plane.db, projectId, collectionName, name);
  const stored = row && (await storage.read(row.storageKey));
  if (!row || !stored) throw snapshotNotFound(name);
  return new FileReply(stored.stream, stored.size, row.name);
}

/** The row first (the name is free and unlisted at once), then the file. */
export async function deleteSnapshot({ plane, storage }: SnapshotContext, projectId: string, collectionName: string, name: string): Promise<string> {
  const row = await findReadySnapshot(plane.db, projectId, collectionName, name);
  const deleted = row && (await deleteSnapshotRow(plane.db, row.id));
  if (!deleted) throw snapshotNotFound(name);
  await storage.remove(deleted.storageKey);
  return deleted.id;
}

function snapshotNotFound(name: string): AppError {
  return new AppError("not_found", `Not found: Snapshot ${name}`);
}
