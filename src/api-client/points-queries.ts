// A collection's points in the query cache, and the changes to them. A change
// to points invalidates the collection's pages, points and point counts (all
// under pointKeys.all), its info (counts) and the collections list; a search
// runs on demand (a mutation: it reads, but only when the user asks).
import type { Schemas } from "@qdrant/js-client-rest";
import { hashKey, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { deletePoints, getPoint, overwritePayload, queryPointGroups, queryPoints, scrollPoints } from "./points";
import { collectionKeys, pointKeys, type PointsPage } from "./query-keys";

type PointId = Schemas["ExtendedPointId"];

export function usePointsPageQuery(projectId: string, collection: string, page: PointsPage) {
  return useQuery({
    queryKey: pointKeys.page(projectId, collection, page),
    queryFn: () =>
      scrollPoints(projectId, collection, {
        limit: page.limit,
        ...(page.offset === null ? {} : { offset: page.offset }),
        ...(page.filter === null ? {} : { filter: page.filter }),
        with_payload: true,
        with_vector: false,
      }),
  });
}

export function usePointQuery(projectId: string, collection: string, id: PointId) {
  return useQuery({ queryKey: pointKeys.detail(projectId, collection, id), queryFn: () => getPoint(projectId, collection, id) });
}

/** Everything a change to points alters; `except` leaves out the queries of deleted points (asking again would only fail). */
function invalidatePoints(queryClient: QueryClient, projectId: string, collection: string, except: ReadonlySet<string> = new Set()): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pointKeys.all(projectId, collection), predicate: (query) => !except.has(query.queryHash) }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.detail(projectId, collection), exact: true }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) }),
  ]);
}

export function useOverwritePayloadMutation(projectId: string, collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: PointId; payload: Schemas["Payload"] }) => overwritePayload(projectId, collection, [id], payload),
    onSuccess: () => invalidatePoints(queryClient, projectId, collection),
  });
}

export function useDeletePointsMutation(projectId: string, collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: PointId[]) => deletePoints(projectId, collection, ids),
    onSuccess: (_answer, ids) => {
      const deleted = ids.map((id) => pointKeys.detail(projectId, collection, id));
      // A deleted point's details still on screen (its dialog, closing) stay until unused.
      for (const queryKey of deleted) queryClient.removeQueries({ queryKey, type: "inactive" });
      return invalidatePoints(queryClient, projectId, collection, new Set(deleted.map((queryKey) => hashKey(queryKey))));
    },
  });
}

/** A query's answer: the points, best first, or the groups of them by a payload key's value. */
export type QueryAnswer = { points: Schemas["ScoredPoint"][] } | { groups: Schemas["PointGroup"][] };

/** POST /collections/{name}/points/query on demand, or .../query/groups for a request with group_by. */
export function useQueryPointsMutation(projectId: string) {
  return useMutation({
    mutationFn: ({ collection, request }: { collection: string; request: Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"] }): Promise<QueryAnswer> =>
      "group_by" in request && typeof request.group_by === "string"
        ? queryPointGroups(projectId, collection, request).then((groups) => ({ groups }))
        : queryPoints(projectId, collection, request).then((points) => ({ points })),
  });
}
