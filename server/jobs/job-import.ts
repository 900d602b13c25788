// What an import job works on (its file, its collection, whether it is a dry
// run), read from its input for the lists of jobs. The jobs know a kind by its
// name only, so the input (server/imports/import-job-input.ts) is parsed, not
// cast: one of another shape names nothing.
import { z } from "zod";
import { IMPORT_JOB_KIND, type JobImport } from "../../contract/jobs";
import type { Job } from "../db/schema";

const importInput = z.object({ fileName: z.string().nullable(), target: z.object({ collection: z.string() }), dryRun: z.boolean() });

export function jobImportOf(job: Pick<Job, "kind" | "input">): JobImport | null {
  if (job.kind !== IMPORT_JOB_KIND) return null;
  const parsed = importInput.safeParse(job.input);
  return parsed.success ? { fileName: parsed.data.fileName, collection: parsed.data.target.collection, dryRun: parsed.data.dryRun } : null;
}
