// A background job in words: what it is (an import names its file and its
// collection, and a dry run says so), its state and how far it got. Kinds
// other than imports (alert checks, backups, invoices) come later; they are
// named by their kind until they have words of their own.
import type { JobState, JobSummary } from "../../../contract/jobs";
import { importPagePath } from "../../links/import-links";
import { formatCount } from "./overview-figures";

const KIND_LABELS: Readonly<Record<string, string>> = { import: "Import" };

const STATE_LABELS: Readonly<Record<JobState, string>> = {
  queued: "Queued",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  cancelled: "Cancelled",
};

export function jobKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/[-_]/g, " ");
}

/** "Import of films.csv into films", "Dry run of films.csv into films"; other kinds by their kind. */
export function jobTitle(job: Pick<JobSummary, "kind" | "import">): string {
  if (job.import === null) return jobKindLabel(job.kind);
  const { fileName, collection, dryRun } = job.import;
  return `${dryRun ? "Dry run" : "Import"} of ${fileName ?? "an unnamed file"} into ${collection}`;
}

export function jobStateLabel(job: Pick<JobSummary, "state" | "cancelRequested">): string {
  return job.cancelRequested && (job.state === "queued" || job.state === "running") ? "Cancelling" : STATE_LABELS[job.state];
}

export function isJobActive(job: Pick<JobSummary, "state">): boolean {
  return job.state === "queued" || job.state === "running";
}

/** "1,200 of 5,000 rows", "1,200 rows", a dry run's "1,200 rows checked, nothing written", or nothing before any work. */
export function jobProgressText({ progress, import: imported }: Pick<JobSummary, "progress" | "import">): string | null {
  const unit = progress.unit === undefined ? "" : ` ${progress.unit}`;
  const checked = imported?.dryRun === true ? " checked, nothing written" : "";
  if (progress.total !== undefined) return `${formatCount(progress.done)} of ${formatCount(progress.total)}${unit}${checked}`;
  return progress.done > 0 ? `${formatCount(progress.done)}${unit}${checked}` : null;
}

/** An import's own page (/data-import/<id>: an import's id is its job's); other kinds have none yet. */
export function jobPagePath(job: Pick<JobSummary, "id" | "kind">): string | null {
  return job.kind === "import" ? importPagePath(job.id) : null;
}
