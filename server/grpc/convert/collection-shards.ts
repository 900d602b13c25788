// Shards as collections.proto gives them and REST takes them: a ShardKey
// (oneof keyword or number) and REST's string or number, a CreateShardKey and
// PUT .../shards' body, CollectionClusterInfo, and an
// UpdateCollectionClusterSetupRequest's operation as the body of POST
// .../cluster (Qdrant's ClusterOperations, by the names its REST API gives
// them: create_shard_key is create_sharding_key there).
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { isMessage, numberOf, pickFields, type Message } from "./collection-fields";

export interface GrpcShardKey {
  key?: string;
  keyword?: string;
  number?: string;
}

export interface GrpcCreateShardKey {
  shard_key?: GrpcShardKey;
  shards_number?: number;
  replication_factor?: number;
  placement?: string[];
  initial_state?: string;
}

const TRANSFER_METHODS: Record<string, string> = { StreamRecords: "stream_records", Snapshot: "snapshot", WalDelta: "wal_delta", ReshardingStreamRecords: "resharding_stream_records" };

/** REST's shard key; none set is Qdrant's gRPC refusal. */
export function restShardKeyOf(key: GrpcShardKey | undefined, what = "Shard key"): string | number {
  if (key?.key === "keyword") return key.keyword ?? "";
  if (key?.key === "number") return Number(key.number ?? 0);
  throw new GrpcError(grpc.status.INVALID_ARGUMENT, `${what} is not specified`);
}

export function grpcShardKeyOf(key: unknown): GrpcShardKey | undefined {
  if (typeof key === "string") return { keyword: key };
  if (typeof key === "number") return { number: String(key) };
  return undefined;
}

/** The body of PUT /collections/{name}/shards; an empty placement is none, as in Qdrant. */
export function createShardKeyBody(request: GrpcCreateShardKey | undefined): Message {
  const placement = request?.placement ?? [];
  return {
    shard_key: restShardKeyOf(request?.shard_key),
    shards_number: request?.shards_number,
    replication_factor: request?.replication_factor,
    placement: placement.length > 0 ? placement.map(Number) : undefined,
    initial_state: request?.initial_state,
  };
}

/** CollectionClusterInfoResponse's fields for GET /collections/{name}/cluster's answer. */
export function grpcClusterInfoOf(info: Message): Message {
  const withShardKey = (shard: unknown) => (isMessage(shard) ? { ...shard, shard_key: grpcShardKeyOf(shard.shard_key) } : {});
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    peer_id: info.peer_id,
    shard_count: info.shard_count,
    local_shards: list(info.local_shards).map(withShardKey),
    remote_shards: list(info.remote_shards).map(withShardKey),
    shard_transfers: list(info.shard_transfers),
    resharding_operations: list(info.resharding_operations).map(withShardKey),
  };
}

/** The body of POST /collections/{name}/cluster for the request's operation (a oneof named in `operation`). */
export function clusterOperationBody(request: Message): Message {
  const operation = isMessage(request[String(request.operation)]) ? (request[String(request.operation)] as Message) : {};
  const transfer = () => ({
    ...pickFields(operation, ["shard_id", "to_shard_id", "from_peer_id", "to_peer_id"]),
    method: typeof operation.method === "string" ? TRANSFER_METHODS[operation.method] : undefined,
  });
  switch (request.operation) {
    case "move_shard":
    case "replicate_shard":
    case "restart_transfer":
      return { [request.operation]: transfer() };
    case "abort_transfer":
      return { abort_transfer: pickFields(operation, ["shard_id", "to_shard_id", "from_peer_id", "to_peer_id"]) };
    case "drop_replica":
      return { drop_replica: { shard_id: operation.shard_id, peer_id: numberOf(operation.peer_id as string | undefined) } };
    case "create_shard_key":
      return { create_sharding_key: createShardKeyBody(operation) };
    case "delete_shard_key":
      return { drop_sharding_key: { shard_key: restShardKeyOf(operation.shard_key as GrpcShardKey | undefined) } };
    case "replicate_points":
      return {
        replicate_points: {
          from_shard_key: restShardKeyOf(operation.from_shard_key as GrpcShardKey | undefined, "from_shard_key"),
          to_shard_key: restShardKeyOf(operation.to_shard_key as GrpcShardKey | undefined, "to_shard_key"),
        },
      };
    default:
      throw new GrpcError(grpc.status.INVALID_ARGUMENT, "empty operation");
  }
}
