// How an upload is named, said once: the service chooses its id (32 hex
// digits), and tus knows it by its file id, "<project id>/<upload id>", which
// each storage turns into a path or a key (upload-storage.ts).
const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Whether text can be an upload id at all; anything else is not found without looking. */
export function isUploadId(value: string): boolean {
  return UPLOAD_ID_PATTERN.test(value);
}

/** tus's id of an upload. */
export function toFileId(projectId: string, uploadId: string): string {
  return `${projectId}/${uploadId}`;
}

export function fromFileId(fileId: string): { projectId: string; uploadId: string } {
  const [projectId = "", uploadId = ""] = fileId.split("/");
  return { projectId, uploadId };
}
