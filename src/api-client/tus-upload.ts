// Files sent to a project's uploads over tus (contract/uploads.ts) with
// tus-js-client, in chunks, with the same bearer token as every other call
// (client.ts reads it from the same stored session). A file is never read
// whole: each chunk is a slice of it. Each upload's URL is kept in
// localStorage under tus's fingerprint of the file (its name, type, size,
// date and the project's endpoint), so that choosing the same file again,
// after a dropped connection or a reload, resumes it; the URL is forgotten
// once the upload is complete. Loaded with the Data Import page only.
import { DetailedError, Upload, defaultOptions, type HttpRequest, type PreviousUpload } from "tus-js-client";
import { loadConsoleConfig } from "../config/load-console-config";
import { renewStoredSession } from "../session/renew-session";
import { readStoredValue } from "../session/token-storage";
import { readServiceError } from "./api-error";
import { uploadsPath } from "./uploads";

/** 8 MiB a request: a dropped connection costs at most that much again. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** After a failure without an answer or a 5xx, tried again after these delays (ms). */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

export interface UploadEvents {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (uploadId: string) => void;
  /** The service's message, or what went wrong on the way; `status` is the HTTP status of a refusal, null without an answer. */
  onError: (message: string, status: number | null) => void;
}

/** An upload under way: paused (resumable with `resume`) or cancelled (deleted from the service). */
export interface RunningUpload {
  pause: () => Promise<void>;
  resume: () => void;
  cancel: () => Promise<void>;
}

/** An unfinished upload this browser started: its URL as tus stored it, to resume with the same file. */
export interface StoredUpload {
  uploadId: string;
  fileName: string | null;
  size: number | null;
  /** tus's own entry, handed back to resume from it. */
  entry: PreviousUpload;
}

/** The last segment of an upload's URL: its id. */
export function uploadIdOf(url: string): string {
  return url.replace(/\/+$/, "").split("/").pop() ?? "";
}

async function uploadsEndpoint(projectId: string): Promise<string> {
  const { apiBaseUrl } = await loadConsoleConfig();
  return new URL(`${apiBaseUrl.replace(/\/+$/, "")}${uploadsPath(projectId)}`, window.location.href).href;
}

// A refused token is renewed once, as client.ts does for axios: the retry waits for it.
let renewal: Promise<boolean> | null = null;

async function authorize(request: HttpRequest): Promise<void> {
  if (renewal !== null) await renewal;
  const token = readStoredValue("accessToken");
  if (token !== null) request.setHeader("Authorization", `Bearer ${token}`);
}

function statusOf(error: DetailedError): number {
  return error.originalResponse?.getStatus() ?? 0;
}

function shouldRetry(error: DetailedError, attempt: number): boolean {
  const status = statusOf(error);
  if (status === 401) {
    renewal ??= renewStoredSession("forced").finally(() => (renewal = null));
    return attempt === 0;
  }
  const isClientError = status >= 400 && status < 500 && status !== 409 && status !== 423;
  return !isClientError && (typeof navigator === "undefined" || navigator.onLine !== false);
}

/** The HTTP status the service refused with, or null when no answer came. */
export function uploadFailureStatus(error: Error): number | null {
  return error instanceof DetailedError && error.originalResponse ? error.originalResponse.getStatus() : null;
}

/** The service's own message (its answers are `{"error": {"code", "message"}}`), or what went wrong on the way. */
export function uploadFailureMessage(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return "The service could not be reached. Resume when the connection is back.";
  let body: unknown = null;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = response.getBody();
  }
  const serviceError = readServiceError(body);
  if (typeof serviceError === "string") return serviceError;
  const message = serviceError?.["message"];
  return typeof message === "string" && message !== "" ? message : `The upload was refused (HTTP ${response.getStatus()}).`;
}

/**
 * Starts sending a file: from where a stored upload of the same file left
 * off (the one given, or the one tus finds by the file's fingerprint), or as
 * a new upload.
 */
export async function startUpload(projectId: string, file: File, events: UploadEvents, resumeFrom?: StoredUpload): Promise<RunningUpload> {
  const upload = new Upload(file, {
    endpoint: await uploadsEndpoint(projectId),
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: authorize,
    onShouldRetry: shouldRetry,
    onProgress: events.onProgress,
    onSuccess: () => events.onSuccess(uploadIdOf(upload.url ?? "")),
    onError: (error) => events.onError(uploadFailureMessage(error), uploadFailureStatus(error)),
  });
  const [previous] = resumeFrom !== undefined ? [resumeFrom.entry] : await upload.findPreviousUploads();
  if (previous !== undefined) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
  };
}

/** The unfinished uploads to this project whose URLs this browser keeps. */
export async function findStoredUploads(projectId: string): Promise<StoredUpload[]> {
  const marker = `${uploadsPath(projectId)}/`;
  const entries = await defaultOptions.urlStorage.findAllUploads();
  return entries
    .filter((entry) => entry.uploadUrl !== null && entry.uploadUrl.includes(marker))
    .map((entry) => ({ uploadId: uploadIdOf(entry.uploadUrl ?? ""), fileName: entry.metadata["filename"] ?? null, size: entry.size, entry }));
}

/** Forgets a stored upload's URL (once the upload itself is deleted). */
export function forgetStoredUpload(stored: StoredUpload): Promise<void> {
  return defaultOptions.urlStorage.removeUpload(stored.entry.urlStorageKey);
}
