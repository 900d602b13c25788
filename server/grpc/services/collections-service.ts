// qdrant.Collections: each method as the REST call of the same meaning
// (contract/qdrant/data-routes.ts), its reply in collections.proto's shape.
import type { GrpcMethods } from "../grpc-method";
import { restPath } from "../rest-bridge";

interface AliasDescription {
  alias_name: string;
  collection_name: string;
}

/** A `timeout` the caller set, in seconds, as REST's `?timeout`. */
const timeoutOf = (request: { timeout?: string }) => (request.timeout === undefined ? {} : { timeout: request.timeout });

export const collectionsMethods: GrpcMethods = {
  async List(_request, rest) {
    const { result, time } = await rest<{ collections: { name: string }[] }>({ method: "GET", path: "/collections" });
    return { collections: result.collections.map(({ name }) => ({ name })), time };
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
};
