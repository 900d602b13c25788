// A deleted project's uploaded files (DATA_DIR/uploads/<project id>, tus's
// files and their metadata) go with its collections, once its rows are gone.
import fs from "node:fs/promises";
import path from "node:path";
import type { ProjectCollectionsDropper } from "./delete-project";

export function withUploadFiles(dropper: ProjectCollectionsDropper | undefined, uploadsDirectory: string | undefined): ProjectCollectionsDropper | undefined {
  if (!uploadsDirectory) return dropper;
  return {
    async dropProjectCollections(projectId, engineIds) {
      await dropper?.dropProjectCollections(projectId, engineIds);
      await fs.rm(path.join(uploadsDirectory, projectId), { recursive: true, force: true });
    },
  };
}
