// Uploads in a folder, DATA_DIR/uploads/<project id>/<upload id>, tus's
// metadata beside each as <upload id>.json (upload-file-store.ts, made when
// tus is first served: it creates the folder). An import reads the file
// where it is; a deleted project's folder goes whole.
import fs from "node:fs/promises";
import path from "node:path";
import { toFileId } from "./upload-files";
import { UploadFileStore } from "./upload-file-store";
import type { UploadStorage } from "./upload-storage";

export function createFolderUploadStorage(directory: string): UploadStorage {
  let store: UploadFileStore | undefined;
  const fileOf = (projectId: string, uploadId: string) => path.join(directory, toFileId(projectId, uploadId));
  return {
    get tusStore() {
      store ??= new UploadFileStore({ directory });
      return store;
    },
    async discard(projectId, uploadId) {
      const file = fileOf(projectId, uploadId);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.json`, { force: true })]);
    },
    async localFile(projectId, uploadId) {
      const file = fileOf(projectId, uploadId);
      return fs.access(file).then(
        () => file,
        () => null,
      );
    },
    removeProject: (projectId) => fs.rm(path.join(directory, projectId), { recursive: true, force: true }),
    close: () => undefined,
  };
}
