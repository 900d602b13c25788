// Why a call to a tenant-named URL failed, in words the tenant may read, to
// follow the host's name ("api.example.com could not be found"): never an
// address it resolved to, nor anything the other side said (which may be an
// inside server's). The underlying error, for the service's own log, is the cause.
export type OutboundFailure = "inside_address" | "not_found" | "unreachable" | "timeout" | "too_large";

export class OutboundError extends Error {
  readonly failure: OutboundFailure;

  constructor(failure: OutboundFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "OutboundError";
    this.failure = failure;
  }
}

export function insideAddress(): OutboundError {
  return new OutboundError("inside_address", "is not a public address: the service calls public addresses only");
}
