// Qdrant's average_vector recommendation: examples are point ids (their
// stored vectors) or raw vectors; the query is avg(positive) + (avg(positive)
// - avg(negative)), or avg(positive) alone. The example points themselves are
// excluded from the results. best_score and sum_scores need a scoring pass
// the engines do not offer, and are refused.
import type { RecommendStrategy } from "../../../contract/qdrant/search";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { pointNotFound, wrongInput } from "../qdrant-errors";
import type { StoredPoint } from "../../engine/vector-engine";
import { queryVector } from "./dense-vector";
import { fieldPath } from "./search-nearest";

export interface Examples {
  positive: readonly VectorInput[];
  negative: readonly VectorInput[];
  strategy?: RecommendStrategy | null;
}

export interface RecommendationVector {
  vector: number[];
  /** The examples given by id, left out of the results. */
  exampleIds: PointId[];
}

export async function recommendationVector(plane: DataPlane, collection: Collection, using: string, examples: Examples, path: string): Promise<RecommendationVector> {
  const strategy = examples.strategy ?? "average_vector";
  if (strategy !== "average_vector") throw wrongInput(`Recommend strategy \`${strategy}\` is not supported by this service: use \`average_vector\``);
  if (examples.positive.length === 0) throw wrongInput("At least one positive example is required");
  const read = (side: "positive" | "negative") => examples[side].map((example, index) => toExample(collection, using, example, `${fieldPath(path, side)}[${index}]`));
  const [positive, negative] = [read("positive"), read("negative")];
  const exampleIds = [...positive, ...negative].filter((example): example is { id: PointId } => "id" in example).map(({ id }) => id);
  const stored = await storedVectors(plane, collection, using, exampleIds);
  const vectorOf = (example: { id: PointId } | { vector: number[] }): number[] => ("vector" in example ? example.vector : (stored.get(example.id) ?? []));
  const positiveMean = mean(positive.map(vectorOf));
  if (negative.length === 0) return { vector: positiveMean, exampleIds };
  const negativeMean = mean(negative.map(vectorOf));
  return { vector: positiveMean.map((value, index) => 2 * value - (negativeMean[index] ?? 0)), exampleIds };
}

function toExample(collection: Collection, using: string, example: VectorInput, path: string): { id: PointId } | { vector: number[] } {
  return typeof example === "number" || typeof example === "string" ? { id: example } : { vector: queryVector(collection, using, example, path) };
}

/** The `using` vector of each point; a point that does not exist, or does not hold that vector, is Qdrant's 404. */
export async function storedVectors(plane: DataPlane, collection: Collection, using: string, ids: readonly PointId[]): Promise<Map<PointId, number[]>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const points = await plane.engine.retrieve(collection.engineId, unique, { withPayload: false, withVector: [using] });
  const vectors = new Map(points.flatMap((point) => {
    const vector = vectorNamed(point.vector, using);
    return vector ? [[point.id, vector] as const] : [];
  }));
  const missing = unique.find((id) => !vectors.has(id));
  if (missing !== undefined) throw pointNotFound(missing);
  return vectors;
}

/** A stored point's vector of that name: its list in a collection with an unnamed vector. */
function vectorNamed(vector: StoredPoint["vector"], name: string): number[] | undefined {
  if (vector === undefined || Array.isArray(vector)) return vector;
  return vector[name];
}

function mean(vectors: readonly number[][]): number[] {
  const size = vectors[0]?.length ?? 0;
  const sum = new Array<number>(size).fill(0);
  for (const vector of vectors) for (let index = 0; index < size; index += 1) sum[index] = (sum[index] ?? 0) + (vector[index] ?? 0);
  return sum.map((value) => value / vectors.length);
}
