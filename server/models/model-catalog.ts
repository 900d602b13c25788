// The models a project can use (ModelCatalog): the built-in models the
// service was started with, then the external models the project added
// (the external_models table), each wrapped so that its calls are counted in
// the project's live usage (model-usage.ts). External models are read from
// the store on every look-up, so a change made through another instance
// applies at once; their API keys are opened with the sealing key, loaded once.
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { ModelError, type DenseModel, type EmbeddingModel, type ModelCatalog } from "./embedding-model";
import { DEFAULT_EXTERNAL_CALL_SETTINGS, type ExternalCallSettings } from "./external/external-call-settings";
import { createExternalModel } from "./external/external-model";
import { findExternalModel, listExternalModels, recordFirstDimension } from "./external/external-model-store";
import { openApiKey } from "./external/provider-api-key";
import { ModelUsageMeter, withUsage } from "./model-usage";
import type { OutboundClient } from "../outbound/outbound-client";

export interface ModelCatalogOptions {
  db: Database;
  builtins: readonly EmbeddingModel[];
  /** The key external models' API keys are sealed with (external/sealing-key.ts); asked for once, when first needed. */
  sealingKey: () => Promise<Buffer>;
  /** Timeouts, retries and batch size of calls to external models (tests shorten them). */
  externalCalls?: Partial<ExternalCallSettings>;
  /** How external models' endpoints are called: public addresses only, unless allow-listed. */
  outbound: OutboundClient;
}

export class ServiceModelCatalog implements ModelCatalog {
  readonly usage = new ModelUsageMeter();
  readonly externalCalls: ExternalCallSettings;
  readonly builtins: readonly EmbeddingModel[];
  private readonly db: Database;
  private readonly builtinNames: ReadonlySet<string>;
  private readonly loadSealingKey: () => Promise<Buffer>;
  /** How external models' endpoints are called (and their URLs checked when saved). */
  readonly outbound: OutboundClient;
  private sealingKeyLoaded: Promise<Buffer> | undefined;

  constructor({ db, builtins, sealingKey, externalCalls, outbound }: ModelCatalogOptions) {
    this.db = db;
    this.outbound = outbound;
    this.builtins = builtins;
    this.builtinNames = new Set(builtins.map((model) => model.name.toLowerCase()));
    this.loadSealingKey = sealingKey;
    this.externalCalls = { ...DEFAULT_EXTERNAL_CALL_SETTINGS, ...externalCalls };
  }

  /** Whether a name is a built-in model's, whatever its case (an external "Qdrant/BM25" would only confuse). */
  isBuiltinName(name: string): boolean {
    return this.builtinNames.has(name.toLowerCase());
  }

  sealingKey(): Promise<Buffer> {
    this.sealingKeyLoaded ??= this.loadSealingKey().catch((error: unknown) => {
      this.sealingKeyLoaded = undefined;
      throw error;
    });
    return this.sealingKeyLoaded;
  }

  async find(projectId: string, name: string): Promise<EmbeddingModel | undefined> {
    const builtin = this.builtins.find((model) => model.name === name);
    if (builtin) return this.metered(projectId, builtin);
    const row = await findExternalModel(this.db, projectId, name);
    return row ? this.metered(projectId, await this.externalModel(row)) : undefined;
  }

  async list(projectId: string): Promise<EmbeddingModel[]> {
    const rows = await listExternalModels(this.db, projectId);
    const external = await Promise.all(rows.map((row) => this.externalModel(row)));
    return [...this.builtins, ...external].map((model) => this.metered(projectId, model));
  }

  /**
   * An external model from its row, not metered. With `dimension: null` it
   * takes whatever length the provider answers (a test); the first length
   * learned of a model without one is recorded on its row.
   */
  async externalModel(row: ExternalModelRow, { dimension = row.dimension }: { dimension?: number | null } = {}): Promise<DenseModel> {
    const apiKey = row.apiKeySealed === null ? null : await this.openKey(row.id, row.name, row.apiKeySealed);
    return createExternalModel(this.outbound, { name: row.name, baseUrl: row.baseUrl, providerModel: row.providerModel, apiKey, dimension }, this.externalCalls, {
      onDimension: (learned) => recordFirstDimension(this.db, row.id, learned),
    });
  }

  private async openKey(id: string, name: string, sealed: string): Promise<string> {
    const key = await this.sealingKey();
    try {
      return openApiKey(key, id, sealed);
    } catch {
      throw new ModelError("provider_failed", `The API key of the model "${name}" cannot be opened (the service's secret key has changed): set the key again`);
    }
  }

  private metered(projectId: string, model: EmbeddingModel): EmbeddingModel {
    return withUsage(model, (texts, ms) => this.usage.record(projectId, model.name, texts, ms));
  }
}

export function createModelCatalog(options: ModelCatalogOptions): ServiceModelCatalog {
  return new ServiceModelCatalog(options);
}
