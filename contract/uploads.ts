// /api/projects/{projectId}/uploads: files sent to a project for imports, over
// the tus 1.0.0 resumable upload protocol (https://tus.io/protocols/resumable-upload;
// extensions creation, creation-with-upload, creation-defer-length,
// termination and checksum), so that an upload survives a dropped connection
// or a page reload: tus-js-client and every other tus client speak it. The
// protocol's routes answer in headers with empty bodies; their refusals, like
// every /api error, are {"error": {"code", "message"}}, and a refusal changes
// nothing: no upload, no bytes, no length. A project holds a bounded number
// of unfinished uploads and of bytes (its plan's, 429 and 413 past them). The
// list and the delete are JSON.
import { z } from "zod";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";
import { TUS_VERSION, bytesHeader, tusVersionHeader, uploadChecksumHeader, uploadMetadataHeader } from "./uploads-headers";

export { TUS_VERSION } from "./uploads-headers";

export const UPLOAD_STATES = ["uploading", "complete"] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** The media type of the bytes a PATCH (or a creation with upload) carries. */
export const TUS_BODY_TYPE = "application/offset+octet-stream";

export const uploadSummarySchema = z
  .object({
    /** The id in the upload's URL: /api/projects/{projectId}/uploads/{id}. */
    id: z.string(),
    /** From the upload's metadata (`filename`, `filetype`), as the client sent them. */
    fileName: z.string().nullable(),
    fileType: z.string().nullable(),
    /** Bytes in all; null while a client defers the length. */
    size: z.number().int().nonnegative().nullable(),
    /** Bytes received, as of the last acknowledged PATCH (HEAD on the upload answers the exact offset). */
    offset: z.number().int().nonnegative(),
    state: z.enum(UPLOAD_STATES),
    /** The user who started it (their id). */
    uploadedBy: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Upload" });
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

/** The list shows this many of a project's uploads, the newest. */
export const UPLOAD_LIST_MAX = 200;

/** GET /api/projects/{projectId}/uploads: the project's uploads, newest first. */
export const listUploadsResponseSchema = z.object({ uploads: z.array(uploadSummarySchema) });
export type ListUploadsResponse = z.infer<typeof listUploadsResponseSchema>;

export const uploadParamsSchema = projectParamsSchema.extend({ uploadId: z.string().meta({ description: "The upload's id, the last segment of its URL" }) });

const bodyTypeHeader = (description: string) => z.string().optional().meta({ description });

const creationHeadersSchema = z.object({
  "tus-resumable": tusVersionHeader,
  "upload-length": bytesHeader("The file's size in bytes (or Upload-Defer-Length: 1 until a PATCH says it)"),
  "upload-defer-length": z.literal("1", "expected 1").optional().meta({ description: "1: the size is not known yet" }),
  "upload-metadata": uploadMetadataHeader,
  "content-type": bodyTypeHeader(`${TUS_BODY_TYPE} when the body holds the file's first bytes`),
  "upload-checksum": uploadChecksumHeader,
});

const appendHeadersSchema = z.object({
  "tus-resumable": tusVersionHeader,
  "upload-offset": bytesHeader("Where these bytes start: the offset HEAD answered (409 otherwise)"),
  "upload-length": bytesHeader("The size, once, for an upload created with a deferred length"),
  "content-type": bodyTypeHeader(`${TUS_BODY_TYPE} (415 otherwise)`),
  "upload-checksum": uploadChecksumHeader,
});

const tusReplyHeader = z.string().meta({ description: `Always ${TUS_VERSION}` });
const offsetReplyHeader = z.string().meta({ description: "Bytes received so far" });

export const uploadRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/uploads",
    summary: `The project's uploads, finished or not: the ${UPLOAD_LIST_MAX} newest, newest first`,
    description:
      "An upload is created with `POST` on this path and continued with `HEAD` and `PATCH` on its URL, as the tus 1.0.0 protocol says (any tus client: tus-js-client in the console). " +
      `Files up to the service's UPLOAD_MAX_BYTES (413 above it) are streamed to disk. ` +
      "A project holds at most its plan's number of unfinished uploads (429 at creation past it) and its plan's bytes of uploads, finished or not (413 for a file that does not fit in what remains).",
    access: ["upload", "read"],
    params: projectParamsSchema,
    replies: { 200: listUploadsResponseSchema },
    errors: [404],
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/uploads",
    summary: "tus creation: a new upload, answered with its URL in Location",
    description:
      `With \`Content-Type: ${TUS_BODY_TYPE}\`, the body is the file's first bytes (creation-with-upload). ` +
      "429 when the project has as many unfinished uploads as its plan allows; 413 when the file is larger than the service takes or than what remains of the project's bytes. " +
      "A refused creation leaves nothing: no upload is listed, no file is kept.",
    access: ["upload", "create"],
    audit: "upload.create",
    params: projectParamsSchema,
    headers: creationHeadersSchema,
    bodyStream: { contentType: TUS_BODY_TYPE, description: "Optional: the first bytes of the file" },
    replies: { 201: null },
    replyHeaders: z.object({
      location: z.string().meta({ description: "The upload's URL, relative to the service" }),
      "upload-offset": offsetReplyHeader.optional(),
      "tus-resumable": tusReplyHeader,
    }),
    errors: [404, 412, 413, 415, 429],
  }),
  offset: declareRoute({
    method: "HEAD",
    path: "/api/projects/{projectId}/uploads/{uploadId}",
    summary: "tus: how many bytes of the upload the service holds, to resume from there",
    access: ["upload", "read"],
    params: uploadParamsSchema,
    headers: z.object({ "tus-resumable": tusVersionHeader }),
    replies: { 200: null },
    replyHeaders: z.object({
      "upload-offset": offsetReplyHeader,
      "upload-length": z.string().optional().meta({ description: "The size, once known" }),
      "upload-metadata": z.string().optional().meta({ description: "The metadata sent at creation" }),
      "tus-resumable": tusReplyHeader,
    }),
    errors: [404, 412],
  }),
  append: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}/uploads/{uploadId}",
    summary: "tus: the next bytes of the upload, from Upload-Offset",
    description:
      "A refused PATCH (an offset that is not the upload's, 409; bytes past its length or, for a deferred length, past what the project may still hold, 413; a checksum that does not match, 400) keeps none of its bytes and sets no length.",
    access: ["upload", "create"],
    params: uploadParamsSchema,
    headers: appendHeadersSchema,
    bodyStream: { contentType: TUS_BODY_TYPE, description: "The bytes from Upload-Offset on" },
    replies: { 204: null },
    replyHeaders: z.object({ "upload-offset": offsetReplyHeader, "tus-resumable": tusReplyHeader }),
    errors: [404, 409, 412, 413, 415],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/uploads/{uploadId}",
    summary: "Remove an upload, finished or not, with its file (tus termination); not while an import reads it (409)",
    access: ["upload", "delete"],
    audit: "upload.delete",
    params: uploadParamsSchema,
    replies: { 204: null },
    errors: [404, 409],
  }),
};
