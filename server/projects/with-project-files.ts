// A deleted project's files (uploads, snapshots: wherever their storages keep
// them) go with its collections, once its rows are gone.
import type { ProjectCollectionsDropper } from "./delete-project";

/** What keeps files by project and removes them all. */
export interface ProjectFiles {
  removeProject(projectId: string): Promise<void>;
}

export function withProjectFiles(dropper: ProjectCollectionsDropper | undefined, files: readonly (ProjectFiles | undefined)[]): ProjectCollectionsDropper | undefined {
  const kept = files.filter((file): file is ProjectFiles => file !== undefined);
  if (kept.length === 0) return dropper;
  return {
    async dropProjectCollections(projectId, engineIds) {
      await dropper?.dropProjectCollections(projectId, engineIds);
      for (const file of kept) await file.removeProject(projectId);
    },
  };
}
