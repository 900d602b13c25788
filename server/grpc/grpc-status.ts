// A refusal of the REST data plane as the gRPC status Qdrant gives the same
// error (its StorageError → tonic::Status conversion): the same words, the code
// by the HTTP status that REST answered with; 429 carries `retry-after`.
import * as grpc from "@grpc/grpc-js";

export class GrpcError extends Error {
  constructor(
    readonly code: grpc.status,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** What grpc-js sends: the code, the words, and metadata for a retry. */
  toServiceError(): Partial<grpc.ServiceError> {
    const metadata = new grpc.Metadata();
    if (this.retryAfterSeconds !== undefined) metadata.set("retry-after", String(this.retryAfterSeconds));
    return { code: this.code, details: this.message, metadata };
  }
}

/** The status for a REST answer that is not 2xx, with its error's words. */
export function grpcErrorOf(httpStatus: number, message: string, retryAfter?: string | null): GrpcError {
  const seconds = retryAfter ? Math.ceil(Number(retryAfter)) : undefined;
  return new GrpcError(codeOf(httpStatus, message), message, seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
}

function codeOf(httpStatus: number, message: string): grpc.status {
  switch (httpStatus) {
    case 400:
      // Qdrant's ChecksumMismatch is DATA_LOSS; its REST answer is a 400 like any bad input.
      return message.startsWith("Checksum mismatch") ? grpc.status.DATA_LOSS : grpc.status.INVALID_ARGUMENT;
    case 401:
      return grpc.status.UNAUTHENTICATED;
    case 403:
      return grpc.status.PERMISSION_DENIED;
    case 404:
      return grpc.status.NOT_FOUND;
    case 408:
    case 504:
      return grpc.status.DEADLINE_EXCEEDED;
    case 409:
      return /already exists/i.test(message) ? grpc.status.ALREADY_EXISTS : grpc.status.FAILED_PRECONDITION;
    case 412:
      return grpc.status.FAILED_PRECONDITION;
    case 413:
    case 422:
      return grpc.status.INVALID_ARGUMENT;
    case 429:
    case 507:
      return grpc.status.RESOURCE_EXHAUSTED;
    case 501:
      return grpc.status.UNIMPLEMENTED;
    case 503:
      return grpc.status.UNAVAILABLE;
    default:
      return grpc.status.INTERNAL;
  }
}
