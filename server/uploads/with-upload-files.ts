// A deleted project's uploaded files (DATA_DIR/uploads/<project id>, tus's
// files and their metadata) go with its collections, once its rows are gone.
import fs from "node:fs/promises";
import type { ProjectCollectionsDropper } from "../projects/delete-project";
import { projectUploadsPath } from "./upload-files";

export function withUploadFiles(dropper: ProjectCollectionsDropper | undefined, uploadsDirectory: string | undefined): ProjectCollectionsDropper | undefined {
  if (!uploadsDirectory) return dropper;
  return {
    async dropProjectCollections(projectId, engineIds) {
      await dropper?.dropProjectCollections(projectId, engineIds);
      await fs.rm(projectUploadsPath(uploadsDirectory, projectId), { recursive: true, force: true });
    },
  };
}
