// A built-in dense model as the service sees it (a DenseModel): checks the
// texts, queues them in its batcher, and turns the worker's float32 rows
// into vectors. A text the model has no vector for (glove-100-mean: no word
// in its vocabulary) fails the call with a ModelError naming it.
import { ModelError, type DenseModel } from "../embedding-model";
import { checkTexts } from "./check-texts";
import { EmbedBatcher } from "./embed-batcher";
import type { DenseBatch } from "./glove-mean";

export interface DenseModelSpec {
  name: string;
  description: string;
  dimension: number;
  maxCharacters: number;
  maxBatchSize: number;
  maxInFlight: number;
  /** Why a text has no vector, for the error. */
  emptyReason: string;
  run(texts: string[]): Promise<DenseBatch>;
}

export interface BuiltinDenseModel extends DenseModel {
  /** Refuses every waiting and future call (the pool is closing). */
  stop(error: Error): void;
}

export function createDenseModel(spec: DenseModelSpec): BuiltinDenseModel {
  const { name, dimension } = spec;
  const batcher = new EmbedBatcher<number[] | null>({
    maxBatchSize: spec.maxBatchSize,
    maxInFlight: spec.maxInFlight,
    async run(texts) {
      const { vectors, emptyRows } = await spec.run(texts);
      const isEmpty = new Set(emptyRows);
      return texts.map((_, row) => (isEmpty.has(row) ? null : Array.from(vectors.subarray(row * dimension, (row + 1) * dimension))));
    },
  });
  return {
    name,
    description: spec.description,
    runsOn: "built-in",
    kind: "dense",
    dimension,
    async embed(texts, options) {
      checkTexts(name, texts, spec.maxCharacters);
      const rows = await batcher.embed(texts, options.signal);
      return rows.map((row, index) => {
        if (row === null) throw new ModelError("bad_input", `${name}: the text at index ${index} has no vector: ${spec.emptyReason}`);
        return row;
      });
    },
    stop: (error) => batcher.close(error),
  };
}
