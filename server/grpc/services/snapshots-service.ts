// qdrant.Snapshots: each method as the REST call of the same meaning
// (contract/qdrant/routes/snapshots-routes.ts). Create and CreateFull wait
// for the snapshot, as Qdrant's do (REST's ?wait=true, its default, said
// aloud). Qdrant's gRPC has no download, upload or recover: those stay REST's.
import type { SnapshotDescription } from "../../../contract/qdrant/snapshots";
import type { GrpcMethods } from "../grpc-method";
import { restPath } from "../rest-bridge";

/** REST's description as snapshots_service.proto's: the creation time a google.protobuf.Timestamp, int64 as text; a creation time or checksum REST lacks is left out, as Qdrant leaves it. */
function grpcSnapshotOf({ name, creation_time, size, checksum }: SnapshotDescription) {
  return {
    name,
    // REST prints UTC to the second without a zone (Qdrant's NaiveDateTime); Qdrant's gRPC reads it as UTC too.
    ...(creation_time === null ? {} : { creation_time: { seconds: String(Date.parse(`${creation_time}Z`) / 1000), nanos: 0 } }),
    size: String(size),
    ...(checksum === null ? {} : { checksum }),
  };
}

export const snapshotsMethods: GrpcMethods = {
  async Create(request: { collection_name: string }, rest) {
    const { result, time } = await rest<SnapshotDescription>({ method: "POST", path: restPath`/collections/${request.collection_name}/snapshots`, query: { wait: true } });
    return { snapshot_description: grpcSnapshotOf(result), time };
  },

  async List(request: { collection_name: string }, rest) {
    const { result, time } = await rest<SnapshotDescription[]>({ method: "GET", path: restPath`/collections/${request.collection_name}/snapshots` });
    return { snapshot_descriptions: result.map(grpcSnapshotOf), time };
  },

  async Delete(request: { collection_name: string; snapshot_name: string }, rest) {
    const { time } = await rest<boolean>({ method: "DELETE", path: restPath`/collections/${request.collection_name}/snapshots/${request.snapshot_name}`, query: { wait: true } });
    return { time };
  },

  async CreateFull(_request, rest) {
    const { result, time } = await rest<SnapshotDescription>({ method: "POST", path: "/snapshots", query: { wait: true } });
    return { snapshot_description: grpcSnapshotOf(result), time };
  },

  async ListFull(_request, rest) {
    const { result, time } = await rest<SnapshotDescription[]>({ method: "GET", path: "/snapshots" });
    return { snapshot_descriptions: result.map(grpcSnapshotOf), time };
  },

  async DeleteFull(request: { snapshot_name: string }, rest) {
    const { time } = await rest<boolean>({ method: "DELETE", path: restPath`/snapshots/${request.snapshot_name}`, query: { wait: true } });
    return { time };
  },
};
