// A snapshot row as Qdrant's SnapshotDescription shows it, and the name a new
// snapshot gets: <collection>-<16 digits>-<YYYY-MM-DD-HH-MM-SS>.snapshot, as
// Qdrant names its own (its peer id where the digits are).
import { randomInt } from "node:crypto";
import type { SnapshotDescription } from "../../../contract/qdrant/snapshots";
import { SNAPSHOT_SUFFIX } from "../../../contract/qdrant/snapshots";
import type { Snapshot } from "../../db/schema";

export function describeSnapshot(row: Snapshot): SnapshotDescription {
  return { name: row.name, creation_time: row.createdAt.toISOString().slice(0, 19), size: row.size ?? 0, checksum: row.checksum };
}

export function newSnapshotName(collectionName: string, at: Date): string {
  // Two halves: randomInt draws below 2^48.
  const digits = `${randomInt(10 ** 7, 10 ** 8)}${String(randomInt(0, 10 ** 8)).padStart(8, "0")}`;
  const time = at.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "-");
  return `${collectionName}-${digits}-${time}${SNAPSHOT_SUFFIX}`;
}
