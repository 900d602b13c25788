// qdrant.Points: each method as the REST call of the same meaning
// (contract/qdrant/data-routes.ts), its request and reply converted by
// ../convert/.
import type { GrpcMethods } from "../grpc-method";

export const pointsMethods: GrpcMethods = {};
