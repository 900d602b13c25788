// What a snapshot call that waited for its job answers when the job did not
// succeed: a file the job could not read is Qdrant's 400 with the job's words
// (SnapshotFormatError's "Wrong input: ..."), anything else a 500 whose
// details are in the log.
import type { Job } from "../../db/schema";
import { AppError } from "../../errors";

const WRONG_INPUT = "Wrong input: ";

export function jobFailure(job: Job, what: string): AppError {
  if (job.error?.startsWith(WRONG_INPUT)) return new AppError("bad_request", job.error);
  if (job.state === "cancelled") return new AppError("conflict", `${what} was cancelled`);
  return new AppError("internal", `${what} failed: ${job.error ?? job.state}`);
}
