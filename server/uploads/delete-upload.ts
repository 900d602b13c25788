// Removes an upload, finished or not: its file through tus termination (which
// first stops a PATCH in flight), then its row. Another project's upload, or
// an id of another form, is not found; a file an import still reads stays.
import { IMPORT_JOB_KIND } from "../../contract/jobs";
import type { Database } from "../db/client";
import type { Project } from "../db/schema";
import { AppError } from "../errors";
import { hasUnfinishedJobWith } from "../jobs/job-store";
import type { UploadTransfer } from "./tus-transfer";
import { isUploadId } from "./upload-files";
import { toUploadError } from "./tus-reply";
import { uploadNotFound } from "./upload-not-found";
import { deleteUploadRow, findUpload } from "./upload-store";

export async function deleteUpload(db: Database, transfer: UploadTransfer, project: Project, uploadId: string, userSub: string): Promise<void> {
  const upload = isUploadId(uploadId) ? await findUpload(db, project.id, uploadId) : undefined;
  if (!upload) throw uploadNotFound();
  if (await hasUnfinishedJobWith(db, project.id, IMPORT_JOB_KIND, "uploadId", uploadId)) {
    throw new AppError("conflict", "An import is reading this file: cancel the import, or let it finish, before deleting the file");
  }
  const response = await transfer.terminate({ projectId: project.id, organisationId: project.organisationId, uploadId, userSub });
  // 404: the file is gone already (a crash between the file and the row); the row goes all the same.
  if (response.status !== 204 && response.status !== 404) throw toUploadError(response.status, await response.text());
  await deleteUploadRow(db, project.id, uploadId);
}
