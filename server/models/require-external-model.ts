// The external model a route names: a built-in name is refused as fixed, any
// other name the project has no model of is a 404.
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { findExternalModel } from "./external/external-model-store";
import type { ServiceModelCatalog } from "./model-catalog";
import { builtinIsFixed, noSuchModel } from "./model-errors";

export async function requireExternalModel(
  db: Database,
  catalog: ServiceModelCatalog,
  projectId: string,
  name: string,
  what: "changed" | "tested" | "deleted",
): Promise<ExternalModelRow> {
  if (catalog.builtins.some((model) => model.name === name)) throw builtinIsFixed(name, what);
  const row = await findExternalModel(db, projectId, name);
  if (!row) throw noSuchModel(name);
  return row;
}
