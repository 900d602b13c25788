// The selectors of Qdrant's messages as REST's fields: which payload and
// vectors a read returns (with_payload, with_vector), which points a write
// touches (PointsSelector → {points} or {filter}) and which shard keys a call
// concerns (ShardKeySelector → shard_key), as Qdrant converts them.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { restFilterOf, type GrpcFilter } from "./filters";
import { restIdOf, type GrpcPointId, type RestPointId } from "./point-ids";

export interface GrpcWithPayloadSelector {
  selector_options?: string;
  enable?: boolean;
  include?: { fields?: string[] };
  exclude?: { fields?: string[] };
}

export interface GrpcWithVectorsSelector {
  selector_options?: string;
  enable?: boolean;
  include?: { names?: string[] };
}

export interface GrpcPointsSelector {
  points_selector_one_of?: string;
  points?: { ids?: GrpcPointId[] };
  filter?: GrpcFilter;
}

export interface GrpcShardKey {
  key?: string;
  keyword?: string;
  number?: string | number;
}

export interface GrpcShardKeySelector {
  shard_keys?: GrpcShardKey[];
  fallback?: GrpcShardKey;
}

export type RestShardKey = string | number;

/** REST's with_payload; a selector with nothing chosen is Qdrant's "No PayloadSelector". */
export function restWithPayloadOf(selector: GrpcWithPayloadSelector | undefined): boolean | { include: string[] } | { exclude: string[] } | undefined {
  if (!selector) return undefined;
  switch (selector.selector_options) {
    case "enable":
      return selector.enable ?? false;
    case "include":
      return { include: selector.include?.fields ?? [] };
    case "exclude":
      return { exclude: selector.exclude?.fields ?? [] };
    default:
      throw new GrpcError(grpc.status.INVALID_ARGUMENT, "No PayloadSelector");
  }
}

/** REST's with_vector; a selector with nothing chosen returns no vectors, as in Qdrant. */
export function restWithVectorsOf(selector: GrpcWithVectorsSelector | undefined): boolean | string[] | undefined {
  if (!selector) return undefined;
  if (selector.selector_options === "include") return selector.include?.names ?? [];
  return selector.enable ?? false;
}

/** {points: [...]} or {filter: {...}}; none at all is left for REST to refuse in its words, an empty one is Qdrant's "Malformed PointsSelector type". */
export function restPointsSelectorOf(selector: GrpcPointsSelector | undefined): { points: RestPointId[] } | { filter: Record<string, unknown> } | Record<string, never> {
  if (!selector) return {};
  if (selector.points_selector_one_of === "points") return { points: (selector.points?.ids ?? []).map(restIdOf) };
  if (selector.points_selector_one_of === "filter") return { filter: restFilterOf(selector.filter) ?? {} };
  throw new GrpcError(grpc.status.INVALID_ARGUMENT, "Malformed PointsSelector type");
}

/** REST's shard_key: one key, several, or one with its fallback. */
export function restShardKeySelectorOf(selector: GrpcShardKeySelector | undefined): RestShardKey | RestShardKey[] | { target: RestShardKey; fallback: RestShardKey } | undefined {
  if (!selector) return undefined;
  const keys = (selector.shard_keys ?? []).flatMap((key) => {
    const rest = restShardKeyOf(key);
    return rest === undefined ? [] : [rest];
  });
  const fallback = restShardKeyOf(selector.fallback);
  const [only] = keys;
  if (keys.length === 1 && only !== undefined) return fallback === undefined ? only : { target: only, fallback };
  if (selector.fallback) throw new GrpcError(grpc.status.INVALID_ARGUMENT, "Fallback shard key can only be set when a single shard key is provided");
  return keys;
}

export function restShardKeyOf(key: GrpcShardKey | undefined): RestShardKey | undefined {
  if (key?.key === "keyword") return key.keyword ?? "";
  if (key?.key === "number") return Number(key.number ?? 0);
  return undefined;
}

/** A REST shard key as the ShardKey message. */
export function grpcShardKeyOf(key: RestShardKey): GrpcShardKey {
  return typeof key === "number" ? { number: key } : { keyword: key };
}
