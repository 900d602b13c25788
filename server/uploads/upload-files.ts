// Where an upload's bytes live, said once: DATA_DIR/uploads/<project id>/<upload id>,
// with tus's metadata beside it as <upload id>.json. tus knows a file by its
// file id, "<project id>/<upload id>"; imports read the file at the same path,
// and a deleted project's folder goes with it.
import path from "node:path";

const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Whether text can be an upload id at all; anything else is not found without looking. */
export function isUploadId(value: string): boolean {
  return UPLOAD_ID_PATTERN.test(value);
}

/** tus's id of an upload's file, a path under the uploads folder. */
export function toFileId(projectId: string, uploadId: string): string {
  return `${projectId}/${uploadId}`;
}

export function fromFileId(fileId: string): { projectId: string; uploadId: string } {
  const [projectId = "", uploadId = ""] = fileId.split("/");
  return { projectId, uploadId };
}

/** The file tus writes an upload's bytes to (its metadata is this path + ".json"). */
export function fileIdPath(uploadsDirectory: string, fileId: string): string {
  return path.join(uploadsDirectory, fileId);
}

export function uploadFilePath(uploadsDirectory: string, projectId: string, uploadId: string): string {
  return fileIdPath(uploadsDirectory, toFileId(projectId, uploadId));
}

/** Every upload of a project, files and metadata. */
export function projectUploadsPath(uploadsDirectory: string, projectId: string): string {
  return path.join(uploadsDirectory, projectId);
}
