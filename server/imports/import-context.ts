// What the import routes need: the store, the data plane (collections, writes),
// where uploads are, the project's models, the jobs runner to wake, and the
// imports' reader threads to start ahead.
import type { Database } from "../db/client";
import type { DataPlane } from "../data/data-plane";
import type { ModelCatalog } from "../models/embedding-model";
import type { UploadStorage } from "../uploads/upload-storage";

export interface ImportContext {
  db: Database;
  plane: DataPlane;
  uploads: UploadStorage;
  models?: ModelCatalog;
  /** Looks for work at once rather than at the next poll. */
  jobs?: { wake(): void };
  /** Starts an import's reader thread ahead of need, once a file is previewed for import. */
  readers?: { warm(): void };
}
