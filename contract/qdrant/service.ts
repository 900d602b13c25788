// What Qdrant answers about the service itself rather than a collection:
// the version document at GET / (VersionInfo), the probes' plain text, the
// telemetry (TelemetryData, the parts true of this service) and the issues
// report. Qdrant's schemas, after its own names.
import { z } from "zod";
import { PATH, quote } from "./wording";

/** GET /: what a client's compatibility check reads (the JS client warns when major or minor versions are far apart). */
export const VersionInfo = z.object({ title: z.string(), version: z.string(), commit: z.string().nullish() }).meta({ id: "VersionInfo" });

export type VersionInfo = z.output<typeof VersionInfo>;

/** The last of a repeated query parameter, as Qdrant's query reader takes it. */
const lastOf = (raw: unknown) => (Array.isArray(raw) ? raw[raw.length - 1] : raw);

/** A query flag: "true" or "false". */
export function queryFlag() {
  return z.preprocess(
    lastOf,
    z.enum(["true", "false"], { error: (issue) => `${PATH}: invalid value ${quote(JSON.stringify(issue.input) ?? "")}, expected true or false` }).optional(),
  );
}

/** A query count: an unsigned integer written in decimal. */
export function queryCount() {
  return z.preprocess(
    lastOf,
    z
      .string()
      .refine((text) => /^\d{1,15}$/.test(text), { error: (issue) => `${PATH}: invalid digit found in string ${quote(JSON.stringify(issue.input) ?? "")}` })
      .transform(Number)
      .optional(),
  );
}

/** GET /telemetry's query: `anonymize` and `details_level` (read, and of no effect here: no value below names a peer or a host). */
export const TelemetryQuery = z.object({ anonymize: queryFlag(), details_level: queryCount() });

/** The parts of Qdrant's TelemetryData this service fills in; Qdrant's others (requests, memory, hardware) are optional and left out. */
export const TelemetryData = z
  .object({
    id: z.string(),
    app: z.object({ name: z.string(), version: z.string(), startup: z.string() }),
    collections: z.object({ number_of_collections: z.int().min(0) }),
    cluster: z.object({ enabled: z.boolean() }),
  })
  .meta({ id: "TelemetryData" });

export type TelemetryData = z.output<typeof TelemetryData>;

/** One issue Qdrant reports (GET /issues): what is wrong and how to fix it. */
const IssueRecord = z.looseObject({ id: z.string(), description: z.string(), timestamp: z.string() });

export const IssuesReport = z.object({ issues: z.array(IssueRecord) }).meta({ id: "IssuesReport" });

export type IssuesReport = z.output<typeof IssuesReport>;
