// /api/projects/{projectId}/uploads: the tus protocol's creation, offset,
// append and termination, and the project's list (contract/uploads.ts). The
// router has authenticated the caller, checked the right and found the
// project before tus sees a request; the scope that registers these routes
// leaves tus's bodies unread (upload-scope.ts).
import { UPLOAD_LIST_MAX, uploadRoutes } from "../../contract/uploads";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import type { Project } from "../db/schema";
import type { ApiRouter } from "../api-router/api-router";
import { deleteUpload } from "./delete-upload";
import { toUploadSummary } from "./to-upload-summary";
import { toTusReply } from "./tus-reply";
import type { TusCall, UploadTransfer } from "./tus-transfer";
import { isUploadId } from "./upload-files";
import { uploadNotFound } from "./upload-not-found";
import { listUploads } from "./upload-store";

export function registerUploadRoutes(route: ApiRouter, { db, transfer }: { db: Database; transfer: UploadTransfer }): void {
  // GET /api/projects/{projectId}/uploads: the project's uploads, newest first
  route(uploadRoutes.list, async ({ project }) => ({ status: 200, body: { uploads: (await listUploads(db, project.id, UPLOAD_LIST_MAX)).map(toUploadSummary) } }));

  // POST /api/projects/{projectId}/uploads: tus creation, with the first bytes if sent
  // The file goes to disk as it arrives: the entry follows the upload's creation.
  route(uploadRoutes.create, async ({ request, project, user, audit }) => {
    const answer = await toTusReply(await transfer.handle(request, { projectId: project.id, organisationId: project.organisationId, userSub: user.sub }), 201);
    if (answer.status === 201) await audit.after({ id: answer.headers.location?.split("/").at(-1) ?? null, name: null });
    return answer;
  });

  // HEAD /api/projects/{projectId}/uploads/{uploadId}: tus offset, to resume from
  route(uploadRoutes.offset, async ({ request, project, user, params }) => toTusReply(await transfer.handle(request, callOn(project, user, params.uploadId)), 200));

  // PATCH /api/projects/{projectId}/uploads/{uploadId}: tus append
  route(uploadRoutes.append, async ({ request, project, user, params }) => toTusReply(await transfer.handle(request, callOn(project, user, params.uploadId)), 204));

  // DELETE /api/projects/{projectId}/uploads/{uploadId}: the file and the row (tus termination)
  route(uploadRoutes.delete, async ({ project, user, params, audit }) => {
    await deleteUpload(db, transfer, project, params.uploadId, user.sub);
    await audit.after({ id: params.uploadId, name: null });
    return { status: 204 };
  });
}

function callOn(project: Project, user: SignedInUser, uploadId: string): Required<TusCall> {
  if (!isUploadId(uploadId)) throw uploadNotFound();
  return { projectId: project.id, organisationId: project.organisationId, userSub: user.sub, uploadId };
}
