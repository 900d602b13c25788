// Deletes an external model and its live usage. Collections it filled keep
// their vectors; imports naming it fail to start from now on.
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { deleteExternalModel } from "./external/external-model-store";
import type { ServiceModelCatalog } from "./model-catalog";
import { noSuchModel } from "./model-errors";

export async function removeExternalModel(db: Database, catalog: ServiceModelCatalog, row: ExternalModelRow): Promise<void> {
  if (!(await deleteExternalModel(db, row.projectId, row.name))) throw noSuchModel(row.name);
  catalog.usage.forget(row.projectId, row.name);
}
