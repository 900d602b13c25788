// A deleted project's uploads (their bytes and tus's metadata, wherever the
// storage keeps them) go with its collections, once its rows are gone.
import type { ProjectCollectionsDropper } from "../projects/delete-project";
import type { UploadStorage } from "./upload-storage";

export function withUploadFiles(dropper: ProjectCollectionsDropper | undefined, storage: UploadStorage | undefined): ProjectCollectionsDropper | undefined {
  if (!storage) return dropper;
  return {
    async dropProjectCollections(projectId, engineIds) {
      await dropper?.dropProjectCollections(projectId, engineIds);
      await storage.removeProject(projectId);
    },
  };
}
