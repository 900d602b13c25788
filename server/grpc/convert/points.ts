// Points both ways: a PointStruct to write as REST's {id, vector, payload}, and
// REST's Record and ScoredPoint as RetrievedPoint and ScoredPoint, with their
// payload as Value maps, vectors as VectorsOutput, shard key and order value.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { grpcIdOf, restIdOf, type GrpcPointId, type RestPointId } from "./point-ids";
import { grpcShardKeyOf, type GrpcShardKey, type RestShardKey } from "./selectors";
import { fieldsOfJson, jsonOfFields, type GrpcValue, type Json } from "./values";
import { grpcVectorsOutputOf, restVectorStructOf, type GrpcVectors, type GrpcVectorsOutput, type RestVectorStruct } from "./vectors";

export interface GrpcPointStruct {
  id?: GrpcPointId;
  payload?: Record<string, GrpcValue>;
  vectors?: GrpcVectors;
}

export interface RestPointStruct {
  id: RestPointId;
  vector: RestVectorStruct;
  payload?: { [key: string]: Json };
}

/** A point as REST's Record returns it (ScoredPoint adds score and version). */
export interface RestRecord {
  id: RestPointId;
  payload?: Record<string, unknown> | null;
  vector?: unknown;
  shard_key?: RestShardKey | null;
  order_value?: number | null;
}

export interface RestScoredPoint extends RestRecord {
  score: number;
  version?: number;
}

type GrpcOrderValue = { int: number } | { float: number };

export interface GrpcRetrievedPoint {
  id: GrpcPointId;
  payload: Record<string, GrpcValue>;
  vectors?: GrpcVectorsOutput;
  shard_key?: GrpcShardKey;
  order_value?: GrpcOrderValue;
}

export interface GrpcScoredPoint extends GrpcRetrievedPoint {
  score: number;
  version: number;
}

/** A point to write, refused as Qdrant refuses it without an id or vectors; an empty payload is none. */
export function restPointStructOf(point: GrpcPointStruct): RestPointStruct {
  if (!point.id) throw new GrpcError(grpc.status.INVALID_ARGUMENT, "Empty ID is not allowed");
  if (!point.vectors) throw new GrpcError(grpc.status.INVALID_ARGUMENT, "Expected some vectors");
  const payload = Object.keys(point.payload ?? {}).length === 0 ? undefined : jsonOfFields(point.payload);
  return { id: restIdOf(point.id), vector: restVectorStructOf(point.vectors), ...(payload ? { payload } : {}) };
}

export function grpcRetrievedPointOf(record: RestRecord): GrpcRetrievedPoint {
  const point: GrpcRetrievedPoint = { id: grpcIdOf(record.id), payload: fieldsOfJson(record.payload) };
  const vectors = grpcVectorsOutputOf(record.vector);
  if (vectors) point.vectors = vectors;
  if (record.shard_key !== undefined && record.shard_key !== null) point.shard_key = grpcShardKeyOf(record.shard_key);
  if (typeof record.order_value === "number") point.order_value = grpcOrderValueOf(record.order_value);
  return point;
}

export function grpcScoredPointOf(scored: RestScoredPoint): GrpcScoredPoint {
  return { ...grpcRetrievedPointOf(scored), score: scored.score, version: scored.version ?? 0 };
}

/** A whole number is Qdrant's int order value, any other its float. */
function grpcOrderValueOf(value: number): GrpcOrderValue {
  return Number.isInteger(value) ? { int: value } : { float: value };
}
