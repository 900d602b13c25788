// qdrant.Collections: each method as the REST call of the same meaning
// (contract/qdrant/data-routes.ts), its reply in collections.proto's shape;
// the collection's configuration and info cross by ../convert/collection-*.ts.
import * as grpc from "@grpc/grpc-js";
import type { CollectionInfo } from "../../../contract/qdrant/collections";
import type { ShardKeysResponse } from "../../../contract/qdrant/shard-keys";
import { createCollectionBody, updateCollectionBody, type GrpcCreateCollection, type GrpcUpdateCollection } from "../convert/collection-config";
import type { Message } from "../convert/collection-fields";
import { grpcCollectionInfoOf } from "../convert/collection-info";
import { clusterOperationBody, createShardKeyBody, grpcClusterInfoOf, grpcShardKeyOf, restShardKeyOf, type GrpcCreateShardKey, type GrpcShardKey } from "../convert/collection-shards";
import type { GrpcMethods } from "../grpc-method";
import { GrpcError } from "../grpc-status";
import { restPath } from "../rest-bridge";

interface AliasDescription {
  alias_name: string;
  collection_name: string;
}

/** A `timeout` the caller set, in seconds, as REST's `?timeout`. */
const timeoutOf = (request: { timeout?: string }) => (request.timeout === undefined ? {} : { timeout: request.timeout });

/** Qdrant's refusal of a shard key call without its inner request. */
const emptyRequest = () => new GrpcError(grpc.status.INVALID_ARGUMENT, "empty request");

export const collectionsMethods: GrpcMethods = {
  async Get(request: { collection_name: string }, rest) {
    const { result, time } = await rest<CollectionInfo>({ method: "GET", path: restPath`/collections/${request.collection_name}` });
    return { result: grpcCollectionInfoOf(result), time };
  },

  async List(_request, rest) {
    const { result, time } = await rest<{ collections: { name: string }[] }>({ method: "GET", path: "/collections" });
    return { collections: result.collections.map(({ name }) => ({ name })), time };
  },

  async Create(request: GrpcCreateCollection, rest) {
    const body = createCollectionBody(request);
    const { result, time } = await rest<boolean>({ method: "PUT", path: restPath`/collections/${request.collection_name}`, query: timeoutOf(request), body });
    return { result, time };
  },

  async Update(request: GrpcUpdateCollection, rest) {
    const body = updateCollectionBody(request);
    const { result, time } = await rest<boolean>({ method: "PATCH", path: restPath`/collections/${request.collection_name}`, query: timeoutOf(request), body });
    return { result, time };
  },

  async CollectionExists(request: { collection_name: string }, rest) {
    const { result, time } = await rest<{ exists: boolean }>({ method: "GET", path: restPath`/collections/${request.collection_name}/exists` });
    return { result: { exists: result.exists }, time };
  },

  async Delete(request: { collection_name: string; timeout?: string }, rest) {
    const { result, time } = await rest<boolean>({ method: "DELETE", path: restPath`/collections/${request.collection_name}`, query: timeoutOf(request) });
    return { result, time };
  },

  async UpdateAliases(request: { actions: Record<string, unknown>[]; timeout?: string }, rest) {
    // The same actions as REST's, but for the loader's name of the oneof's member beside it.
    const actions = request.actions.map((action) => {
      const name = action.action as string;
      return { [name]: action[name] };
    });
    const { result, time } = await rest<boolean>({ method: "POST", path: "/collections/aliases", query: timeoutOf(request), body: { actions } });
    return { result, time };
  },

  async ListAliases(_request, rest) {
    const { result, time } = await rest<{ aliases: AliasDescription[] }>({ method: "GET", path: "/aliases" });
    return { aliases: result.aliases, time };
  },

  async ListCollectionAliases(request: { collection_name: string }, rest) {
    const { result, time } = await rest<{ aliases: AliasDescription[] }>({ method: "GET", path: restPath`/collections/${request.collection_name}/aliases` });
    return { aliases: result.aliases, time };
  },

  async CollectionClusterInfo(request: { collection_name: string }, rest) {
    const { result, time } = await rest<Message>({ method: "GET", path: restPath`/collections/${request.collection_name}/cluster` });
    return { ...grpcClusterInfoOf(result), time };
  },

  // POST /collections/{name}/cluster: answered as REST answers it (a single node here offers no cluster operations).
  async UpdateCollectionClusterSetup(request: Message & { collection_name: string; timeout?: string }, rest) {
    const body = clusterOperationBody(request);
    const { result, time } = await rest<boolean>({ method: "POST", path: restPath`/collections/${request.collection_name}/cluster`, query: timeoutOf(request), body });
    return { result, time };
  },

  async CreateShardKey(request: { collection_name: string; request?: GrpcCreateShardKey; timeout?: string }, rest) {
    if (!request.request) throw emptyRequest();
    const body = createShardKeyBody(request.request);
    const { result, time } = await rest<boolean>({ method: "PUT", path: restPath`/collections/${request.collection_name}/shards`, query: timeoutOf(request), body });
    return { result, time };
  },

  async DeleteShardKey(request: { collection_name: string; request?: { shard_key?: GrpcShardKey }; timeout?: string }, rest) {
    if (!request.request) throw emptyRequest();
    const body = { shard_key: restShardKeyOf(request.request.shard_key) };
    const { result, time } = await rest<boolean>({ method: "POST", path: restPath`/collections/${request.collection_name}/shards/delete`, query: timeoutOf(request), body });
    return { result, time };
  },

  async ListShardKeys(request: { collection_name: string }, rest) {
    const { result, time } = await rest<ShardKeysResponse>({ method: "GET", path: restPath`/collections/${request.collection_name}/shards` });
    return { shard_keys: (result.shard_keys ?? []).map(({ key }) => ({ key: grpcShardKeyOf(key) })), time };
  },
};
