// Qdrant's PointId (oneof num: uint64, uuid: string) and the REST id.

export interface GrpcPointId {
  point_id_options?: string;
  num?: string | number;
  uuid?: string;
}

export type RestPointId = number | string;

export function restIdOf(id: GrpcPointId | undefined): RestPointId {
  if (id?.point_id_options === "uuid") return id.uuid ?? "";
  // Above 2^53 a number loses digits, as it would in a REST body read by JSON.parse.
  return Number(id?.num ?? 0);
}

export function grpcIdOf(id: RestPointId): GrpcPointId {
  return typeof id === "number" ? { num: String(id) } : { uuid: id };
}
