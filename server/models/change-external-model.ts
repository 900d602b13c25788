// Changes an external model's endpoint or key. Another base URL or provider
// model may make vectors of another length: the dimension and the last test
// are forgotten, to be learned again. A new key forgets the last test too;
// `apiKey: null` removes the key.
import type { z } from "zod";
import type { updateExternalModelBodySchema } from "../../contract/models";
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { updateExternalModel, type ExternalModelChange } from "./external/external-model-store";
import { sealApiKey } from "./external/provider-api-key";
import type { ServiceModelCatalog } from "./model-catalog";
import { refuseInsideAddress } from "../outbound/refuse-inside-address";
import { noSuchModel } from "./model-errors";

export type ChangeExternalModelInput = z.output<typeof updateExternalModelBodySchema>;

const FORGET_TEST: ExternalModelChange = { lastTestedAt: null, lastTestLatencyMs: null, lastTestError: null };

export async function changeExternalModel(db: Database, catalog: ServiceModelCatalog, row: ExternalModelRow, input: ChangeExternalModelInput): Promise<ExternalModelRow> {
  const baseUrl = input.baseUrl ?? row.baseUrl;
  const providerModel = input.providerModel ?? row.providerModel;
  if (input.baseUrl !== undefined) await refuseInsideAddress(catalog.outbound, input.baseUrl, "The base URL");
  let change: ExternalModelChange = { baseUrl, providerModel };
  if (baseUrl !== row.baseUrl || providerModel !== row.providerModel) change = { ...change, ...FORGET_TEST, dimension: null };
  if (input.apiKey === null) change = { ...change, ...FORGET_TEST, apiKeySealed: null, apiKeyLastFour: null };
  else if (input.apiKey !== undefined) change = { ...change, ...FORGET_TEST, ...sealApiKey(await catalog.sealingKey(), row.id, input.apiKey) };
  const updated = await updateExternalModel(db, row.id, change);
  if (!updated) throw noSuchModel(row.name);
  return updated;
}
