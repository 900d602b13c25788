// POST /collections/{name}/points/search and .../search/batch: nearest points
// to a vector. Every search of a batch is checked before any runs.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { SearchRequest, SearchRequestBatch } from "../../../contract/qdrant/search";
import type { NamedVector, NamedVectorStruct } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { wrongInput } from "../qdrant-errors";
import { denseVector } from "./dense-vector";
import { fieldPath, searchNearest, similarityOptions, type NearestQuery } from "./search-nearest";

export async function searchPoints(plane: DataPlane, collection: Collection, request: SearchRequest): Promise<ScoredPoint[]> {
  return searchNearest(plane, collection, toNearestQuery(request, collection, ""));
}

export async function searchPointsBatch(plane: DataPlane, collection: Collection, { searches }: SearchRequestBatch): Promise<ScoredPoint[][]> {
  const queries = searches.map((search, index) => toNearestQuery(search, collection, `searches[${index}]`));
  return Promise.all(queries.map((query) => searchNearest(plane, collection, query)));
}

function toNearestQuery(request: SearchRequest, collection: Collection, path: string): NearestQuery {
  const vector = searchVector(request.vector, collection.vectorSize, fieldPath(path, "vector"));
  return { vector, ...similarityOptions(request, request.limit, path) };
}

/** A plain vector, or Qdrant's named form {"name": "", "vector": [...]}. */
function searchVector(vector: NamedVectorStruct, size: number, path: string): number[] {
  if (!isNamedVector(vector)) return denseVector(vector, size, path);
  if (vector.name !== "") throw wrongInput(`Not existing vector name error: ${vector.name}`);
  return denseVector(vector.vector, size, `${path}.vector`);
}

function isNamedVector(vector: NamedVectorStruct): vector is NamedVector {
  return !Array.isArray(vector) && typeof vector.name === "string" && "vector" in vector;
}
