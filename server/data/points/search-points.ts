// POST /collections/{name}/points/search and .../search/batch: nearest points
// to a vector. Every search of a batch is checked before any runs.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { SearchRequest, SearchRequestBatch } from "../../../contract/qdrant/search";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { shardScope, withinScope } from "../shard-keys/shard-scope";
import { isNamedVector, queryVector } from "./vector-inputs";
import { fieldPath, searchNearest, similarityOptions, type NearestQuery } from "./search-nearest";

export async function searchPoints(plane: DataPlane, collection: Collection, request: SearchRequest): Promise<ScoredPoint[]> {
  return searchNearest(plane, collection, toNearestQuery(request, collection, ""));
}

export async function searchPointsBatch(plane: DataPlane, collection: Collection, { searches }: SearchRequestBatch): Promise<ScoredPoint[][]> {
  const queries = searches.map((search, index) => toNearestQuery(search, collection, `searches[${index}]`));
  return Promise.all(queries.map((query) => searchNearest(plane, collection, query)));
}

function toNearestQuery(request: SearchRequest, collection: Collection, path: string): NearestQuery {
  const scope = shardScope(collection, request.shard_key, "read");
  const at = fieldPath(path, "vector");
  // A plain vector searches the unnamed one; Qdrant's named form is {"name": ..., "vector": [...]}.
  const [using, vector] = isNamedVector(request.vector) ? [request.vector.name, queryVector(collection, request.vector.name, request.vector.vector, `${at}.vector`)] : ["", queryVector(collection, "", request.vector, at)];
  const options = similarityOptions(request, request.limit, path);
  return { vector, using, ...options, filter: withinScope(options.filter, scope) };
}
