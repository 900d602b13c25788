// (being written)
import type { GrpcMethods } from "../grpc-method";

export const pointWriteMethods: GrpcMethods = {};
