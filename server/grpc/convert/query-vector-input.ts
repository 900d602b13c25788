// Qdrant's VectorInput (what a query searches by: a point id, or a vector, a
// document, image or object for a model to embed) as REST's vector input, as
// Qdrant's query_requests_grpc.rs reads it. Its members but the id are those
// of the Vector message, read by vectors.ts.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { restIdOf, type GrpcPointId } from "./point-ids";
import { restVectorOf, type GrpcVector } from "./vectors";

export interface GrpcVectorInput extends Omit<GrpcVector, "vector" | "data" | "indices" | "vectors_count"> {
  variant?: string;
  id?: GrpcPointId;
}

export const invalidArgument = (message: string) => new GrpcError(grpc.status.INVALID_ARGUMENT, message);

export function restVectorInputOf(input: GrpcVectorInput | undefined): unknown {
  if (input?.variant === "id") return restIdOf(input.id);
  if (input?.variant === undefined) throw invalidArgument("VectorInput variant is missing");
  return restVectorOf({ ...input, vector: input.variant });
}

/** A context pair's two inputs, each required as in Qdrant. */
export function restContextPairOf(pair: { positive?: GrpcVectorInput; negative?: GrpcVectorInput }): { positive: unknown; negative: unknown } {
  if (!pair.positive) throw invalidArgument("ContextPair positive is missing");
  if (!pair.negative) throw invalidArgument("ContextPair negative is missing");
  return { positive: restVectorInputOf(pair.positive), negative: restVectorInputOf(pair.negative) };
}
