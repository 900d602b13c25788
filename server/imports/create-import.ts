// POST /api/projects/{projectId}/imports: checks the mapping against the file,
// the collection and the models (400 saying what does not fit, and a mapping
// that gives none of the vectors the points need), creates the
// target collection when asked (not for a dry run), and queues the job.
import { IMPORT_JOB_KIND } from "../../contract/jobs";
import type { CreateImportBody } from "../../contract/imports";
import { createCollection, describeNewCollection } from "../data/collections/create-collection";
import type { Collection, Job } from "../db/schema";
import { AppError } from "../errors";
import { checkMapping } from "./check-mapping";
import { checkVectorsMapped } from "./check-vectors-mapped";
import type { ImportJobInput } from "./import-job-input";
import { findImportModels } from "./run/import-models";
import { planNewCollection } from "./plan-new-collection";
import { enqueueJob } from "../jobs/job-store";
import type { ImportContext } from "./import-context";
import { knownColumns, openImportFile } from "./import-file";

export async function createImport(context: ImportContext, projectId: string, userSub: string, body: CreateImportBody): Promise<Job> {
  const { db, plane, uploads } = context;
  const file = await openImportFile(db, uploads, projectId, body.uploadId, body.format);
  const models = await findImportModels(context.models, projectId, body.mapping);
  const { target, mapping } = body;
  const existing = await plane.catalog.find(projectId, target.collection);
  const listModels = async () => (await context.models?.list(projectId)) ?? [];
  if (target.create) {
    if (existing) throw new AppError("conflict", `Collection "${target.collection}" already exists: pick another name, or import into it`);
    await checkVectorsMapped(mapping, "new", listModels);
    const request = planNewCollection(mapping, target.create.distance, file.preview, models);
    const described: Collection = { ...describeNewCollection(request), id: "", projectId, name: target.collection, engineId: "", createdAt: new Date() };
    checkMapping(mapping, knownColumns(file), described, models);
    if (!body.dryRun) await createCollection(plane, projectId, target.collection, request);
  } else {
    if (!existing) throw new AppError("not_found", `Collection "${target.collection}" does not exist`);
    checkMapping(mapping, knownColumns(file), existing, models);
    await checkVectorsMapped(mapping, existing, listModels);
  }
  const input: ImportJobInput = {
    uploadId: file.upload.id,
    fileName: file.upload.fileName,
    size: file.upload.size ?? 0,
    format: file.format,
    target,
    mapping,
    dryRun: body.dryRun ?? false,
  };
  const job = await enqueueJob(db, { kind: IMPORT_JOB_KIND, projectId, startedBy: userSub, input });
  context.jobs?.wake();
  return job;
}
