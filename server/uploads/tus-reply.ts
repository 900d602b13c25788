// What a tus answer becomes on /api: the expected success with the protocol's
// headers (and only those: tus's own CORS headers are not the service's
// policy), or a refusal in /api's error shape with tus's status and words.
import { AppError, codeForStatus, type ErrorCode } from "../errors";

const TUS_REPLY_HEADERS = ["location", "upload-offset", "upload-length", "upload-defer-length", "upload-metadata", "upload-expires", "tus-resumable", "cache-control"];

export async function toTusReply<Status extends number>(response: Response, expected: Status): Promise<{ status: Status; headers: Record<string, string> }> {
  if (response.status !== expected) throw toUploadError(response.status, await response.text());
  const headers: Record<string, string> = {};
  for (const name of TUS_REPLY_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: expected, headers };
}

/** 460 (checksum mismatch) and 501 (an extension the store lacks, e.g. concatenation) are the client's request, not a failure here. */
export function toUploadError(status: number, text: string): AppError {
  const code: ErrorCode = status === 460 || status === 501 ? "bad_request" : status >= 200 && status < 400 ? "internal" : codeForStatus(status);
  return new AppError(code, text.trim() || `The upload was refused (${status})`);
}
