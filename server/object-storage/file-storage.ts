// Finished files kept by key, behind one interface chosen by settings
// (create-file-storage.ts): a folder under DATA_DIR (the default: one
// instance, or replicas sharing a volume), or the S3-compatible bucket of
// UPLOADS_S3_BUCKET under a prefix of its own. A file is written whole from
// a local file and appears at once or not at all; nothing else knows paths
// or keys. Snapshots live here (server/data/snapshots/).
import type { Readable } from "node:stream";

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** Where the storage keeps its files, for the logs: a folder or s3://bucket/prefix. */
  readonly location: string;
  /** Stores the local file under `key` (a/b/c: letters, digits and -_.), replacing any file there; whole or not at all. */
  put(key: string, localFile: string): Promise<void>;
  /** The file's bytes and size; null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ("<project id>/"). */
  removeAll(prefix: string): Promise<void>;
  close(): void;
}

const KEY = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** A key the storages take: segments of letters, digits and -_. (none "." or ".."), so a key never leaves its folder. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
