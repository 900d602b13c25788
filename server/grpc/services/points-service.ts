// qdrant.Points: each method as the REST call of the same meaning
// (contract/qdrant/data-routes.ts), its request and reply converted by
// ../convert/: writes (point-writes.ts), reads by id, page and count
// (point-reads.ts), and every search (point-queries.ts).
import type { GrpcMethods } from "../grpc-method";
import { pointQueryMethods } from "./point-queries";
import { pointReadMethods } from "./point-reads";
import { pointWriteMethods } from "./point-writes";

export const pointsMethods: GrpcMethods = { ...pointWriteMethods, ...pointReadMethods, ...pointQueryMethods };
