// Point counts in the query cache. Their keys sit under the collection's
// points (pointKeys.all), so that every change to points made in the console
// (points-queries.ts) counts again, and deleting the collection drops them.
import type { Schemas } from "@qdrant/js-client-rest";
import { useQuery } from "@tanstack/react-query";
import { countPoints } from "./point-counts";
import { pointKeys } from "./query-keys";

/** How many of the collection's points hold a vector ("" is the unnamed one), counted exactly. */
export function useVectorPointCountQuery(projectId: string, collection: string, vectorName: string) {
  const filter = { must: [{ has_vector: vectorName }] } satisfies Schemas["Filter"];
  return useQuery({
    queryKey: pointKeys.count(projectId, collection, filter),
    queryFn: () => countPoints(projectId, collection, { exact: true, filter }),
  });
}
