// An external model: a DenseModel over an OpenAI-compatible embeddings
// endpoint. Texts go in batches of settings.batchSize, one request after the
// other; every vector of an answer must have the same length, and the length
// the model is known to make. The first answer of a model whose dimension is
// not known yet tells it (onDimension records it).
import type { OutboundClient } from "../../outbound/outbound-client";
import { ModelError, type DenseModel } from "../embedding-model";
import { DEFAULT_EXTERNAL_CALL_SETTINGS, type ExternalCallSettings } from "./external-call-settings";
import { postEmbeddings, providerName, type EmbeddingsEndpoint } from "./post-embeddings";

export interface ExternalModelDefinition extends EmbeddingsEndpoint {
  /** Its name in the project's API. */
  name: string;
  /** Known from an earlier answer, or null. */
  dimension: number | null;
}

export interface ExternalModelHooks {
  /** Called when an answer first tells the dimension of a model that had none. */
  onDimension?: (dimension: number) => Promise<void>;
}

export function describeExternalModel({ baseUrl, providerModel }: Pick<EmbeddingsEndpoint, "baseUrl" | "providerModel">): string {
  return `${providerModel} at ${providerName(baseUrl)} (OpenAI-compatible)`;
}

/** The length of every vector of a batch; `seen` is the length of the call's earlier batches, `known` the model's. */
function checkLengths(batch: readonly number[][], seen: number | null, known: number | null, definition: ExternalModelDefinition): number | null {
  const provider = providerName(definition.baseUrl);
  const first = seen ?? batch[0]?.length ?? null;
  const other = batch.find((vector) => vector.length !== first);
  if (other !== undefined) throw new ModelError("provider_failed", `${provider} answered vectors of different lengths: ${first ?? 0} and ${other.length}`);
  if (known !== null && first !== null && first !== known) {
    throw new ModelError(
      "provider_failed",
      `${provider} answered ${first}-dimensional vectors, but the model "${definition.name}" makes ${known}-dimensional ones: test it again if its provider model changed`,
    );
  }
  return first;
}

export function createExternalModel(
  outbound: OutboundClient,
  definition: ExternalModelDefinition,
  settings: ExternalCallSettings = DEFAULT_EXTERNAL_CALL_SETTINGS,
  hooks: ExternalModelHooks = {},
): DenseModel {
  let dimension = definition.dimension;
  return {
    name: definition.name,
    description: describeExternalModel(definition),
    runsOn: "external",
    kind: "dense",
    get dimension() {
      return dimension;
    },
    async embed(texts, { signal }) {
      const vectors: number[][] = [];
      let length: number | null = null;
      for (let start = 0; start < texts.length; start += settings.batchSize) {
        const batch = await postEmbeddings(outbound, definition, texts.slice(start, start + settings.batchSize), settings, signal);
        length = checkLengths(batch, length, dimension, definition);
        vectors.push(...batch);
      }
      if (dimension === null && length !== null) {
        dimension = length;
        await hooks.onDimension?.(length);
      }
      return vectors;
    },
  };
}
