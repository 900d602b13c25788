// Where uploads' bytes live, behind one interface chosen by settings
// (create-upload-storage.ts): a folder, DATA_DIR/uploads (the default: one
// instance, or replicas sharing a volume), or an S3-compatible bucket
// (UPLOADS_S3_BUCKET: replicas without a shared volume). tus writes through
// the storage's DataStore; imports read a finished upload from a local file
// the storage gives them; a deleted project's uploads go through it.
// Nothing else knows paths or keys.
import type { DataStore } from "@tus/utils";

export interface UploadStorage {
  /** What tus creates uploads in, appends to, measures and terminates them through. */
  readonly tusStore: DataStore;
  /** A creation refused after tus made its upload: whatever the store holds of it goes. */
  discard(projectId: string, uploadId: string): Promise<void>;
  /** A local file holding a finished upload's bytes, to read; null when they are gone. */
  localFile(projectId: string, uploadId: string): Promise<string | null>;
  /** Every upload of a deleted project, finished or not, and anything kept of them locally. */
  removeProject(projectId: string): Promise<void>;
  /** Lets go of connections, when the service stops. */
  close(): void;
}
