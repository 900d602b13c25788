// qdrant.Points' writes, each the REST write of the same meaning
// (contract/qdrant/routes/points-routes.ts, indexes-routes.ts,
// vector-names-routes.ts) with `wait`, `ordering` and `timeout` as its query;
// the REST UpdateResult answered as PointsOperationResponse. UpdateBatch is
// POST /points/batch, each operation in REST's form.
import * as grpc from "@grpc/grpc-js";
import { COMPARATOR, DATATYPE, DISTANCE, MODIFIER } from "../convert/collection-fields";
import { restFieldSchemaOf, type GrpcFieldIndex } from "../convert/field-indexes";
import { restFilterOf, type GrpcFilter } from "../convert/filters";
import { restIdOf, type GrpcPointId } from "../convert/point-ids";
import { restPointStructOf, type GrpcPointStruct } from "../convert/points";
import { restPointsSelectorOf, restShardKeySelectorOf, type GrpcPointsSelector, type GrpcShardKeySelector } from "../convert/selectors";
import { jsonOfFields, type GrpcValue } from "../convert/values";
import { restVectorStructOf, type GrpcVectors } from "../convert/vectors";
import type { GrpcMethods } from "../grpc-method";
import { GrpcError } from "../grpc-status";
import { restPath, type RestCaller, type RestRequest } from "../rest-bridge";

interface WriteRequest {
  collection_name: string;
  wait?: boolean;
  ordering?: { type?: string };
  timeout?: string;
}

interface RestUpdateResult {
  operation_id?: number | null;
  status: string;
}

interface Upsert {
  points?: GrpcPointStruct[];
  shard_key_selector?: GrpcShardKeySelector;
  update_filter?: GrpcFilter;
  update_mode?: string;
}

interface PayloadChange {
  payload?: Record<string, GrpcValue>;
  keys?: string[];
  key?: string;
  points_selector?: GrpcPointsSelector;
  shard_key_selector?: GrpcShardKeySelector;
}

interface VectorsChange {
  points?: { id?: GrpcPointId; vectors?: GrpcVectors }[];
  update_filter?: GrpcFilter;
  shard_key_selector?: GrpcShardKeySelector;
}

interface VectorsRemoval {
  points_selector?: GrpcPointsSelector;
  vectors?: { names?: string[] };
  shard_key_selector?: GrpcShardKeySelector;
}

interface Selection {
  points?: GrpcPointsSelector;
  shard_key_selector?: GrpcShardKeySelector;
}

const UPDATE_MODES: Record<string, string> = { Upsert: "upsert", InsertOnly: "insert_only", UpdateOnly: "update_only" };
const STATUSES: Record<string, string> = { acknowledged: "Acknowledged", completed: "Completed", wait_timeout: "WaitTimeout" };

const invalid = (message: string) => new GrpcError(grpc.status.INVALID_ARGUMENT, message);

export const pointWriteMethods: GrpcMethods = {
  Upsert: async (request: WriteRequest & Upsert, rest) => write(rest, request, "PUT", "/points", upsertBodyOf(request)),

  Delete: async (request: WriteRequest & Selection, rest) => {
    if (!request.points) throw invalid("PointSelector is missing");
    return write(rest, request, "POST", "/points/delete", selectionBodyOf(request));
  },

  UpdateVectors: async (request: WriteRequest & VectorsChange, rest) => write(rest, request, "PUT", "/points/vectors", vectorsChangeBodyOf(request)),

  DeleteVectors: async (request: WriteRequest & VectorsRemoval, rest) => write(rest, request, "POST", "/points/vectors/delete", vectorsRemovalBodyOf(request)),

  SetPayload: async (request: WriteRequest & PayloadChange, rest) => write(rest, request, "POST", "/points/payload", payloadBodyOf(request)),

  OverwritePayload: async (request: WriteRequest & PayloadChange, rest) => write(rest, request, "PUT", "/points/payload", payloadBodyOf(request)),

  DeletePayload: async (request: WriteRequest & PayloadChange, rest) => write(rest, request, "POST", "/points/payload/delete", payloadRemovalBodyOf(request)),

  ClearPayload: async (request: WriteRequest & Selection, rest) => {
    if (!request.points) throw invalid("PointSelector is missing");
    return write(rest, request, "POST", "/points/payload/clear", selectionBodyOf(request));
  },

  CreateFieldIndex: async (request: WriteRequest & GrpcFieldIndex & { field_name: string }, rest) =>
    write(rest, request, "PUT", "/index", { field_name: request.field_name, field_schema: restFieldSchemaOf(request) }),

  DeleteFieldIndex: async (request: WriteRequest & { field_name: string }, rest) => write(rest, request, "DELETE", restPath`/index/${request.field_name}`),

  CreateVectorName: async (request: WriteRequest & { vector_name: string; vector_config?: string } & Record<string, unknown>, rest) =>
    write(rest, request, "PUT", restPath`/vectors/${request.vector_name}`, vectorNameConfigOf(request)),

  DeleteVectorName: async (request: WriteRequest & { vector_name: string }, rest) => write(rest, request, "DELETE", restPath`/vectors/${request.vector_name}`),

  async UpdateBatch(request: WriteRequest & { operations: Record<string, unknown>[] }, rest) {
    const operations = request.operations.map(restOperationOf);
    const { result, time } = await rest<RestUpdateResult[]>({ method: "POST", path: collectionPath(request, "/points/batch"), query: writeQueryOf(request), body: { operations } });
    return { result: result.map(grpcUpdateResultOf), time };
  },
};

/** One write of the collection, answered as PointsOperationResponse. */
async function write(rest: RestCaller, request: WriteRequest, method: RestRequest["method"], subpath: string, body?: unknown) {
  const { result, time } = await rest<RestUpdateResult>({ method, path: collectionPath(request, subpath), query: writeQueryOf(request), body });
  return { result: grpcUpdateResultOf(result), time };
}

/** `subpath` comes with its own parameters already encoded. */
function collectionPath(request: WriteRequest, subpath: string): string {
  return restPath`/collections/${request.collection_name}` + subpath;
}

function writeQueryOf(request: WriteRequest): RestRequest["query"] {
  return { wait: request.wait, ordering: request.ordering?.type?.toLowerCase(), timeout: request.timeout };
}

function grpcUpdateResultOf(result: RestUpdateResult) {
  return { operation_id: result.operation_id ?? undefined, status: STATUSES[result.status] ?? "UnknownUpdateStatus" };
}

function upsertBodyOf(upsert: Upsert) {
  return {
    points: (upsert.points ?? []).map(restPointStructOf),
    shard_key: restShardKeySelectorOf(upsert.shard_key_selector),
    update_filter: restFilterOf(upsert.update_filter),
    update_mode: upsert.update_mode === undefined ? undefined : (UPDATE_MODES[upsert.update_mode] ?? upsert.update_mode),
  };
}

function selectionBodyOf(selection: Selection) {
  return { ...restPointsSelectorOf(selection.points), shard_key: restShardKeySelectorOf(selection.shard_key_selector) };
}

function payloadBodyOf(change: PayloadChange) {
  return { payload: jsonOfFields(change.payload), key: change.key, ...restPointsSelectorOf(change.points_selector), shard_key: restShardKeySelectorOf(change.shard_key_selector) };
}

function payloadRemovalBodyOf(change: PayloadChange) {
  return { keys: change.keys ?? [], ...restPointsSelectorOf(change.points_selector), shard_key: restShardKeySelectorOf(change.shard_key_selector) };
}

function vectorsChangeBodyOf(change: VectorsChange) {
  const points = (change.points ?? []).map((point) => {
    if (!point.id) throw invalid("id is expected");
    if (!point.vectors) throw invalid("vectors is expected");
    return { id: restIdOf(point.id), vector: restVectorStructOf(point.vectors) };
  });
  return { points, update_filter: restFilterOf(change.update_filter), shard_key: restShardKeySelectorOf(change.shard_key_selector) };
}

function vectorsRemovalBodyOf(removal: VectorsRemoval) {
  if (!removal.points_selector) throw invalid("points_selector is expected");
  if (!removal.vectors) throw invalid("vectors is expected");
  return { vector: removal.vectors.names ?? [], ...restPointsSelectorOf(removal.points_selector), shard_key: restShardKeySelectorOf(removal.shard_key_selector) };
}

/** A PointsUpdateOperation as REST's {upsert: ...}, {delete: ...}, ...; the deprecated bare selectors too. */
function restOperationOf(operation: Record<string, unknown>): Record<string, unknown> {
  const member = operation.operation as string | undefined;
  const value = (member === undefined ? undefined : operation[member]) as never;
  switch (member) {
    case "upsert":
      return { upsert: upsertBodyOf(value) };
    case "delete_points":
      return { delete: selectionBodyOf(value) };
    case "delete_deprecated":
      return { delete: restPointsSelectorOf(value) };
    case "set_payload":
      return { set_payload: payloadBodyOf(value) };
    case "overwrite_payload":
      return { overwrite_payload: payloadBodyOf(value) };
    case "delete_payload":
      return { delete_payload: payloadRemovalBodyOf(value) };
    case "clear_payload":
      return { clear_payload: selectionBodyOf(value) };
    case "clear_payload_deprecated":
      return { clear_payload: restPointsSelectorOf(value) };
    case "update_vectors":
      return { update_vectors: vectorsChangeBodyOf(value) };
    case "delete_vectors":
      return { delete_vectors: vectorsRemovalBodyOf(value) };
    default:
      throw invalid("Operation is missing");
  }
}

interface DenseConfig {
  size?: string;
  distance?: string;
  multivector_config?: { comparator?: string };
  datatype?: string;
}

interface SparseConfig {
  modifier?: string;
  datatype?: string;
}

/** CreateVectorNameRequest's oneof as REST's {dense: {...}} or {sparse: {...}}. */
function vectorNameConfigOf(request: { vector_config?: string; dense_config?: unknown; sparse_config?: unknown }) {
  if (request.vector_config === "dense_config") {
    const dense = (request.dense_config ?? {}) as DenseConfig;
    if (dense.distance === undefined || dense.distance === "UnknownDistance") throw invalid("Malformed distance parameter: UnknownDistance");
    // MaxSim is the comparator's zero value: an empty MultiVectorConfig asks for it.
    const multivector = dense.multivector_config ? { comparator: COMPARATOR.rest(dense.multivector_config.comparator ?? "MaxSim") } : undefined;
    return { dense: { size: Number(dense.size ?? 0), distance: DISTANCE.rest(dense.distance), multivector_config: multivector, datatype: DATATYPE.rest(dense.datatype) } };
  }
  if (request.vector_config === "sparse_config") {
    const sparse = (request.sparse_config ?? {}) as SparseConfig;
    return { sparse: { modifier: MODIFIER.rest(sparse.modifier), datatype: DATATYPE.rest(sparse.datatype) } };
  }
  throw invalid("vector_config is required (dense_config or sparse_config)");
}
