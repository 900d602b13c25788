// The models an import's mapping names, found in the project's catalog, by name.
import type { ImportMapping } from "../../../contract/imports";
import type { EmbeddingModel, ModelCatalog } from "../../models/embedding-model";
import { badVectorMapping } from "../check-vectors-mapped";

export async function findImportModels(catalog: ModelCatalog | undefined, projectId: string, mapping: ImportMapping): Promise<Map<string, EmbeddingModel>> {
  const found = new Map<string, EmbeddingModel>();
  for (const vector of mapping.vectors) {
    if (vector.source !== "text" || found.has(vector.model)) continue;
    const model = await catalog?.find(projectId, vector.model);
    if (!model) throw badVectorMapping(`No model named "${vector.model}" in this project`);
    found.set(vector.model, model);
  }
  return found;
}
