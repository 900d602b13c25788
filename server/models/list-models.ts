// Every model of a project for the Models page: the built-in ones in the
// service's order, then the project's external ones by name.
import type { ModelSummary } from "../../contract/models";
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { listExternalModels } from "./external/external-model-store";
import type { ServiceModelCatalog } from "./model-catalog";
import { findModelsUsedBy } from "./models-used-by";
import { toBuiltinSummary, toExternalSummary } from "./to-model-summary";

export async function listModels(db: Database, catalog: ServiceModelCatalog, projectId: string): Promise<ModelSummary[]> {
  const [rows, usedBy] = await Promise.all([listExternalModels(db, projectId), findModelsUsedBy(db, projectId)]);
  const builtins = catalog.builtins.map((model) => toBuiltinSummary(model, catalog.usage.read(projectId, model.name), usedBy.get(model.name) ?? []));
  return [...builtins, ...rows.map((row) => summariseExternal(catalog, row, usedBy.get(row.name) ?? []))];
}

function summariseExternal(catalog: ServiceModelCatalog, row: ExternalModelRow, usedBy: string[]): ModelSummary {
  return toExternalSummary(row, catalog.usage.read(row.projectId, row.name), usedBy);
}

/** One external model, as an answer to a change or a test. */
export async function summariseExternalModel(db: Database, catalog: ServiceModelCatalog, row: ExternalModelRow): Promise<ModelSummary> {
  const usedBy = await findModelsUsedBy(db, row.projectId);
  return summariseExternal(catalog, row, usedBy.get(row.name) ?? []);
}
