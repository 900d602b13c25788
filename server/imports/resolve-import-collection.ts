// The collection an import writes to: the one of that name in the project
// (created when the import was started, if it asked for a new one), or, for a
// dry run of an import into a new collection, the collection it would create,
// described but not created, so that rows are checked against it all the same.
import type { ImportJobInput } from "./import-job-input";
import type { DataPlane } from "../data/data-plane";
import { describeNewCollection } from "../data/collections/create-collection";
import type { Collection } from "../db/schema";
import { AppError } from "../errors";
import type { EmbeddingModel } from "../models/embedding-model";
import { planNewCollection } from "./plan-new-collection";
import { previewFile } from "./readers/preview-file";

export async function resolveImportCollection(
  plane: DataPlane,
  projectId: string,
  input: ImportJobInput,
  models: ReadonlyMap<string, EmbeddingModel>,
  file: string,
): Promise<Collection> {
  const { target } = input;
  if (input.dryRun && target.create) {
    const request = planNewCollection(input.mapping, target.create.distance, await previewFile(file, input.format), models);
    return { ...describeNewCollection(request), id: "", projectId, name: target.collection, engineId: "", createdAt: new Date() };
  }
  const collection = await plane.catalog.find(projectId, target.collection);
  if (!collection) throw new AppError("not_found", `Collection "${target.collection}" does not exist`);
  return collection;
}
