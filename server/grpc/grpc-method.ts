// What a gRPC method of ours is: the decoded request message and the caller's
// REST calls in, the reply message out (services/ hold one map per service).
import type { RestCaller } from "./rest-bridge";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- messages of hundreds of shapes, each read by the converter that takes it
export type GrpcMethod = (request: any, rest: RestCaller) => Promise<object>;
export type GrpcMethods = Record<string, GrpcMethod>;
