// /api/projects/{projectId}/imports: a file uploaded to the project (tus,
// contract/uploads.ts) written into a collection as points. A preview reads
// the first rows and proposes a mapping (which column is the id, which feed
// which vector, which become payload fields); a dry run checks every row
// against the mapping and the collection without writing; a run writes. Both
// are jobs (contract/jobs.ts): they survive a page reload and a restart, and
// resume from their last checkpoint. Rows that fail are skipped and reported
// with their row number, column and reason.
import { z } from "zod";
import { CollectionName, Distance } from "./qdrant/collection-names";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";
import { JOB_STATES } from "./jobs";

export const IMPORT_FORMATS = ["csv", "tsv", "jsonl", "json", "parquet"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  csv: "CSV",
  tsv: "TSV",
  jsonl: "JSON Lines",
  json: "JSON array",
  parquet: "Parquet",
};

/** Row errors kept per import (the counts go on past it). */
export const IMPORT_ERRORS_KEPT = 1_000;
/** Rows a preview shows. */
export const IMPORT_PREVIEW_ROWS = 20;

/** The kind of a column, guessed from the preview's rows. */
export const COLUMN_KINDS = ["integer", "float", "boolean", "string", "uuid", "datetime", "vector", "sparse-vector", "array", "object", "mixed", "empty"] as const;

export const previewColumnSchema = z
  .object({
    name: z.string(),
    kind: z.enum(COLUMN_KINDS),
    /** A vector column's number of dimensions (the same in every preview row). */
    length: z.number().int().optional(),
    /** Whether some preview rows leave it empty. */
    hasEmpty: z.boolean(),
  })
  .meta({ id: "ImportColumn" });
export type PreviewColumn = z.infer<typeof previewColumnSchema>;

const columnName = z.string().min(1, "name a column").max(1_000, "a column name is at most 1000 characters");
const modelName = z.string().min(1, "name a model").max(200, "a model name is at most 200 characters");

/**
 * Where a vector comes from, by its `source`:
 * - `json`: one column holding the vector itself: a JSON array of numbers (dense), of arrays (multi), or `{indices, values}` (sparse);
 * - `delimited`: one text column of numbers separated by `separator` ("0.1 0.2 0.3");
 * - `columns`: one number per column, in the order given;
 * - `text`: a text column embedded with `model` (a dense model for a dense vector, a sparse one for a sparse vector).
 */
export const vectorMappingSchema = z
  .discriminatedUnion(
    "source",
    [
      z.strictObject({ vector: z.string().max(255), source: z.literal("json"), column: columnName }),
      z.strictObject({
        vector: z.string().max(255),
        source: z.literal("delimited"),
        column: columnName,
        separator: z.enum([" ", ",", ";", "|", "\t"], "the separator is one of space, comma, semicolon, bar or tab"),
      }),
      z.strictObject({ vector: z.string().max(255), source: z.literal("columns"), columns: z.array(columnName).min(1, "name at least one column").max(65_536) }),
      z.strictObject({ vector: z.string().max(255), source: z.literal("text"), column: columnName, model: modelName }),
    ],
    { error: "source is one of json, delimited, columns or text" },
  )
  .meta({ id: "ImportVectorMapping", description: 'One of the collection\'s vectors ("" is the unnamed one) and where each row\'s value comes from' });
export type VectorMapping = z.infer<typeof vectorMappingSchema>;

export const PAYLOAD_TYPES = ["keyword", "text", "integer", "float", "bool", "datetime", "geo", "json"] as const;
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export const payloadMappingSchema = z
  .strictObject({
    column: columnName,
    /** The payload key it is written under. "" with type json: the column holds an object whose keys become payload fields (the `payload` of Qdrant's point shape). */
    field: z.string().max(1_000),
    /**
     * How a cell is read and stored: keyword and text as strings, integer, float, bool, datetime (RFC 3339), geo
     * ({lat, lon} or "lat,lon"), json (as it is). It types the value only: it creates no payload index (PUT
     * /collections/{name}/index does).
     */
    type: z.enum(PAYLOAD_TYPES, `type is one of ${PAYLOAD_TYPES.join(", ")}`),
  })
  .refine((mapping) => mapping.field !== "" || mapping.type === "json", { error: "name the payload field (only a json column of objects may spread into the payload, with field \"\")", path: ["field"] })
  .meta({ id: "ImportPayloadMapping" });
export type PayloadMapping = z.infer<typeof payloadMappingSchema>;

/** The `field` of a refusal (contract/api-error.ts) about the mapping's vectors: which are mapped, their sources and models. */
export const MAPPING_VECTORS_FIELD = "mapping.vectors";

export const importMappingSchema = z
  .strictObject({
    /** The column holding each point's id (an unsigned integer or a UUID); null: ids derived from the file and the row, so that importing the same file again replaces rather than duplicates. */
    id: z.strictObject({ column: columnName }).nullable(),
    vectors: z.array(vectorMappingSchema).max(64),
    payload: z.array(payloadMappingSchema).max(1_000),
  })
  .meta({ id: "ImportMapping" });
export type ImportMapping = z.infer<typeof importMappingSchema>;

const collectionName = CollectionName;

export const importTargetSchema = z
  .strictObject({
    collection: collectionName,
    /** Create it first, with the vectors of the mapping (dimensions from the file or the model) and this distance; refused if it exists. */
    create: z.strictObject({ distance: Distance }).optional(),
  })
  .meta({ id: "ImportTarget" });
export type ImportTarget = z.infer<typeof importTargetSchema>;

const uploadId = z.string().min(1, "name the upload").max(64);

export const previewImportBodySchema = z.strictObject({
  uploadId,
  /** Read as this format, rather than the one its name and first bytes tell. */
  format: z.enum(IMPORT_FORMATS).optional(),
  /** Propose a mapping onto this collection's vectors; without it, for a new collection. */
  collection: collectionName.optional(),
});
export type PreviewImportBody = z.infer<typeof previewImportBodySchema>;

export const importRowErrorSchema = z
  .object({
    /** Counts data rows from 1 (a CSV header is not a row). */
    row: z.number().int().positive(),
    column: z.string().nullable(),
    reason: z.string(),
  })
  .meta({ id: "ImportRowError" });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importPreviewSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS),
    columns: z.array(previewColumnSchema),
    /** The first rows, each value as read: CSV and TSV cells as their text, other formats as parsed. */
    rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.unknown()) })),
    errors: z.array(importRowErrorSchema),
    /** A mapping guessed from the columns (and the collection's vectors, when one is named); edit it before running. */
    proposal: z.object({ target: importTargetSchema, mapping: importMappingSchema }),
  })
  .meta({ id: "ImportPreview" });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const createImportBodySchema = z.strictObject({
  uploadId,
  format: z.enum(IMPORT_FORMATS).optional(),
  target: importTargetSchema,
  mapping: importMappingSchema,
  /** Check every row and report, writing nothing. */
  dryRun: z.boolean().optional(),
});
export type CreateImportBody = z.infer<typeof createImportBodySchema>;

export const importCountsSchema = z
  .object({
    /** Rows read so far (good and bad). */
    rows: z.number().int().nonnegative(),
    /** Points written (a dry run: rows that would be). */
    written: z.number().int().nonnegative(),
    /** Rows skipped for an error; the first IMPORT_ERRORS_KEPT are listed. */
    failed: z.number().int().nonnegative(),
  })
  .meta({ id: "ImportCounts" });
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importSummarySchema = z
  .object({
    /** The import's job id (contract/jobs.ts): cancel it there. */
    id: z.uuid(),
    state: z.enum(JOB_STATES),
    dryRun: z.boolean(),
    file: z.object({ uploadId: z.string(), name: z.string().nullable(), size: z.number().int().nonnegative(), format: z.enum(IMPORT_FORMATS) }),
    target: importTargetSchema,
    mapping: importMappingSchema,
    counts: importCountsSchema,
    /** Share of the file read, 0 to 1, where the format tells (null for a JSON array). */
    fraction: z.number().min(0).max(1).nullable(),
    /** Rows read per second of work so far, across restarts. */
    rowsPerSecond: z.number().nonnegative().nullable(),
    /** Estimated from the rate and the share left, while running. */
    secondsLeft: z.number().nonnegative().nullable(),
    /** Why it failed. */
    error: z.string().nullable(),
    cancelRequested: z.boolean(),
    startedBy: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Time spent working, across restarts. */
    durationMs: z.number().int().nonnegative(),
  })
  .meta({ id: "Import" });
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResponseSchema = z.object({ import: importSummarySchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
export const listImportsResponseSchema = z.object({ imports: z.array(importSummarySchema) });
export type ListImportsResponse = z.infer<typeof listImportsResponseSchema>;
export const importErrorsResponseSchema = z.object({ errors: z.array(importRowErrorSchema), failed: z.number().int().nonnegative() });
export type ImportErrorsResponse = z.infer<typeof importErrorsResponseSchema>;

export const IMPORT_LIST_MAX = 100;
export const listImportsQuerySchema = z.strictObject({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(IMPORT_LIST_MAX, `limit must be at most ${IMPORT_LIST_MAX}`).optional(),
});

export const importParamsSchema = projectParamsSchema.extend({ importId: z.string().meta({ description: "The import's id (its job's id)" }) });

export const importRoutes = {
  preview: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/imports/preview",
    summary: "Read an uploaded file's first rows and columns, and propose a mapping",
    description: `Up to ${IMPORT_PREVIEW_ROWS} rows. The format is told from the file's name and first bytes unless \`format\` says; a file that cannot be read as it is a 400 saying why.`,
    access: ["import", "read"],
    params: projectParamsSchema,
    body: previewImportBodySchema,
    replies: { 200: importPreviewSchema },
    errors: [404],
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/imports",
    summary: "Start an import (or a dry run) of an uploaded file into a collection",
    description:
      "Checked at once against the file's columns, the collection's vectors and the models (400 saying what does not fit; `field` is `mapping.vectors` when the vectors do not, " +
      "or when the mapping gives none of those the points need), then run as a job: follow it with GET on the import; one whose every row fails ends failed. " +
      "Without an id column, each point's id is derived from the file's content and the row number, so a repeated or resumed import replaces rather than duplicates.",
    access: ["import", "create"],
    audit: "import.create",
    params: projectParamsSchema,
    body: createImportBodySchema,
    replies: { 201: importResponseSchema },
    errors: [404, 409],
  }),
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/imports",
    summary: "The project's imports and dry runs, newest first",
    access: ["import", "read"],
    params: projectParamsSchema,
    query: listImportsQuerySchema,
    replies: { 200: listImportsResponseSchema },
    errors: [404],
  }),
  get: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/imports/{importId}",
    summary: "One import: its state, counts, rate and time left",
    access: ["import", "read"],
    params: importParamsSchema,
    replies: { 200: importResponseSchema },
    errors: [404],
  }),
  errors: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/imports/{importId}/errors",
    summary: `The rows an import skipped, with their row number, column and reason (the first ${IMPORT_ERRORS_KEPT})`,
    access: ["import", "read"],
    params: importParamsSchema,
    replies: { 200: importErrorsResponseSchema },
    errors: [404],
  }),
};
