// The vector sizes the project's models make, for the create-collection
// dialog: each dense size with the models that make it (built-in first, as
// the service lists them), and the sparse models. An external model not
// tested yet has no known size and is left out.
import { useModelsQuery } from "../../../api-client/models-queries";

export interface DenseModelSize {
  size: number;
  models: readonly string[];
}

export type ModelSizes =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; dense: readonly DenseModelSize[]; sparse: readonly string[] };

export function useModelSizes(projectId: string): ModelSizes {
  const query = useModelsQuery(projectId);
  if (query.data === undefined) return query.isError ? { status: "failed" } : { status: "loading" };
  const bySize = new Map<number, string[]>();
  for (const model of query.data.models) {
    if (model.kind !== "dense" || model.dimension === null) continue;
    bySize.set(model.dimension, [...(bySize.get(model.dimension) ?? []), model.name]);
  }
  return {
    status: "ready",
    dense: [...bySize].map(([size, models]) => ({ size, models })),
    sparse: query.data.models.filter((model) => model.kind === "sparse").map((model) => model.name),
  };
}

/** Whether a typed dimension is a size no model of the project makes (null while it is not a valid size or the models are unknown). */
export function isSizeWithoutModel(sizes: ModelSizes, dimension: string): boolean {
  if (sizes.status !== "ready" || !/^\d+$/.test(dimension.trim())) return false;
  const size = Number(dimension.trim());
  return size >= 1 && !sizes.dense.some((dense) => dense.size === size);
}
