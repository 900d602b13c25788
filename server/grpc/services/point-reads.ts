// qdrant.Points' reads: Get (POST /points, by ids), Scroll (POST
// /points/scroll) and Count (POST /points/count), each the REST read of the
// same meaning, its records answered as RetrievedPoint. read_consistency has
// nothing to choose between on one node and is not passed on.
import { restFilterOf, type GrpcFilter } from "../convert/filters";
import { restOrderByOf, type GrpcOrderBy } from "../convert/order-by";
import { grpcIdOf, restIdOf, type GrpcPointId, type RestPointId } from "../convert/point-ids";
import { grpcRetrievedPointOf, type RestRecord } from "../convert/points";
import {
  restShardKeySelectorOf,
  restWithPayloadOf,
  restWithVectorsOf,
  type GrpcShardKeySelector,
  type GrpcWithPayloadSelector,
  type GrpcWithVectorsSelector,
} from "../convert/selectors";
import type { GrpcMethods } from "../grpc-method";
import { restPath } from "../rest-bridge";

interface ReadRequest {
  collection_name: string;
  shard_key_selector?: GrpcShardKeySelector;
  timeout?: string;
}

interface Selected {
  with_payload?: GrpcWithPayloadSelector;
  with_vectors?: GrpcWithVectorsSelector;
}

const readQueryOf = (request: ReadRequest) => ({ timeout: request.timeout });

export const pointReadMethods: GrpcMethods = {
  async Get(request: ReadRequest & Selected & { ids: GrpcPointId[] }, rest) {
    const body = { ids: request.ids.map(restIdOf), ...selectedOf(request), shard_key: restShardKeySelectorOf(request.shard_key_selector) };
    const { result, time } = await rest<RestRecord[]>({ method: "POST", path: restPath`/collections/${request.collection_name}/points`, query: readQueryOf(request), body });
    return { result: result.map(grpcRetrievedPointOf), time };
  },

  async Scroll(request: ReadRequest & Selected & { filter?: GrpcFilter; offset?: GrpcPointId; limit?: number; order_by?: GrpcOrderBy }, rest) {
    const body = {
      filter: restFilterOf(request.filter),
      offset: request.offset ? restIdOf(request.offset) : undefined,
      limit: request.limit,
      ...selectedOf(request),
      order_by: restOrderByOf(request.order_by),
      shard_key: restShardKeySelectorOf(request.shard_key_selector),
    };
    const path = restPath`/collections/${request.collection_name}/points/scroll`;
    const { result, time } = await rest<{ points: RestRecord[]; next_page_offset?: RestPointId | null }>({ method: "POST", path, query: readQueryOf(request), body });
    const nextPageOffset = result.next_page_offset === undefined || result.next_page_offset === null ? undefined : grpcIdOf(result.next_page_offset);
    return { result: result.points.map(grpcRetrievedPointOf), next_page_offset: nextPageOffset, time };
  },

  async Count(request: ReadRequest & { filter?: GrpcFilter; exact?: boolean }, rest) {
    const body = { filter: restFilterOf(request.filter), exact: request.exact, shard_key: restShardKeySelectorOf(request.shard_key_selector) };
    const { result, time } = await rest<{ count: number }>({ method: "POST", path: restPath`/collections/${request.collection_name}/points/count`, query: readQueryOf(request), body });
    return { result: { count: result.count }, time };
  },
};

/** REST's with_payload and with_vector; left out, REST's defaults apply, as Qdrant's do. */
function selectedOf(request: Selected) {
  return { with_payload: restWithPayloadOf(request.with_payload), with_vector: restWithVectorsOf(request.with_vectors) };
}
