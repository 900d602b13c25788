// POST /collections/{name}/points/recommend and .../recommend/batch: points
// like the positive examples and unlike the negative ones (average_vector).
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { RecommendRequest, RecommendRequestBatch } from "../../../contract/qdrant/search";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { recommendationVector } from "./recommendation-vector";
import { searchNearest, similarityOptions, usingVector, type NearestQuery } from "./search-nearest";

export async function recommendPoints(plane: DataPlane, collection: Collection, request: RecommendRequest): Promise<ScoredPoint[]> {
  return searchNearest(plane, collection, await toRecommendQuery(plane, collection, request, ""));
}

export async function recommendPointsBatch(plane: DataPlane, collection: Collection, { searches }: RecommendRequestBatch): Promise<ScoredPoint[][]> {
  const queries: NearestQuery[] = [];
  for (const [index, search] of searches.entries()) queries.push(await toRecommendQuery(plane, collection, search, `searches[${index}]`));
  return Promise.all(queries.map((query) => searchNearest(plane, collection, query)));
}

async function toRecommendQuery(plane: DataPlane, collection: Collection, request: RecommendRequest, path: string): Promise<NearestQuery> {
  const using = usingVector(collection, request, path);
  const options = similarityOptions(request, request.limit, path);
  const examples = { positive: request.positive ?? [], negative: request.negative ?? [], strategy: request.strategy };
  const { vector, exampleIds } = await recommendationVector(plane, collection, using, examples, path);
  return { ...options, vector, using, excludeIds: exampleIds };
}
