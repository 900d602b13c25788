// A project's collections in the query cache, and the changes to them. A
// change invalidates what it alters: the list (names, counts) and the
// collection's own info; deleting a collection drops its cached info and
// points (its key holds theirs).
import type { Schemas } from "@qdrant/js-client-rest";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createCollection,
  createPayloadIndex,
  deleteCollection,
  deletePayloadIndex,
  getCollection,
  listCollectionNames,
  listCollectionsWithInfo,
  type CollectionWithInfo,
} from "./collections";
import { collectionKeys } from "./query-keys";

/** The project's collections with their info, by name; `select` derives what the view shows. */
export function useCollectionsQuery<T = CollectionWithInfo[]>(projectId: string, select?: (collections: CollectionWithInfo[]) => T) {
  return useQuery({ queryKey: collectionKeys.list(projectId), queryFn: () => listCollectionsWithInfo(projectId), select });
}

/** Only the names, asked afresh each time a view that offers them opens (collections come and go elsewhere). */
export function useCollectionNamesQuery(projectId: string) {
  return useQuery({ queryKey: collectionKeys.names(projectId), queryFn: () => listCollectionNames(projectId), staleTime: 0 });
}

export function useCollectionQuery(projectId: string, name: string) {
  return useQuery({ queryKey: collectionKeys.detail(projectId, name), queryFn: () => getCollection(projectId, name) });
}

export function useCreateCollectionMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: Schemas["CreateCollection"] }) => createCollection(projectId, name, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) }),
  });
}

export function useDeleteCollectionMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteCollection(projectId, name),
    onSuccess: (_answer, name) => {
      // Its info and points go; the collection's own page, still showing
      // them until it navigates away, is left alone rather than asking again.
      queryClient.removeQueries({ queryKey: collectionKeys.detail(projectId, name), type: "inactive" });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) });
    },
  });
}

/** A payload index changes the collection's payload schema: its info and the list are asked again. */
function usePayloadIndexMutation<T extends { collection: string }>(projectId: string, change: (variables: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, { collection }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.detail(projectId, collection), exact: true }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) }),
      ]),
  });
}

export function useCreatePayloadIndexMutation(projectId: string) {
  return usePayloadIndexMutation(projectId, ({ collection, index }: { collection: string; index: Schemas["CreateFieldIndex"] }) => createPayloadIndex(projectId, collection, index));
}

export function useDeletePayloadIndexMutation(projectId: string) {
  return usePayloadIndexMutation(projectId, ({ collection, field }: { collection: string; field: string }) => deletePayloadIndex(projectId, collection, field));
}
