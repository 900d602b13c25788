// A new external model in a project: its name must be free (a built-in
// model's included), its base URL must name a public address (unless the
// operator allow-listed it), its API key is sealed to the new row's id.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { addExternalModelBodySchema } from "../../contract/models";
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { AppError } from "../errors";
import { insertExternalModel } from "./external/external-model-store";
import { sealApiKey } from "./external/provider-api-key";
import type { ServiceModelCatalog } from "./model-catalog";
import { refuseInsideAddress } from "../outbound/refuse-inside-address";
import { isUniqueViolation } from "../db/is-unique-violation";

export type AddExternalModelInput = z.output<typeof addExternalModelBodySchema>;

export async function addExternalModel(db: Database, catalog: ServiceModelCatalog, projectId: string, createdBy: string, input: AddExternalModelInput): Promise<ExternalModelRow> {
  if (catalog.isBuiltinName(input.name)) throw new AppError("conflict", `"${input.name}" is the name of a built-in model: choose another name`);
  await refuseInsideAddress(catalog.outbound, input.baseUrl, "The base URL");
  const id = randomUUID();
  const sealed = input.apiKey === undefined ? {} : sealApiKey(await catalog.sealingKey(), id, input.apiKey);
  try {
    return await insertExternalModel(db, { id, projectId, name: input.name, baseUrl: input.baseUrl, providerModel: input.providerModel, createdBy, ...sealed });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", `This project has a model named "${input.name}" already`);
    throw error;
  }
}
