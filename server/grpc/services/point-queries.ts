// (being written)
import type { GrpcMethods } from "../grpc-method";

export const pointQueryMethods: GrpcMethods = {};
