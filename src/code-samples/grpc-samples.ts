// A request's Go and Rust programs, each left out when its client cannot
// write the request (grpc-source.ts's NotExpressible). Apart from
// grpc-client-setup.ts, which the Overview's connection samples load alone.
import type { CodeSamples } from "./client-setup";
import { goProgram, rustProgram, type GrpcEndpoint } from "./grpc-client-setup";
import { unlessNotExpressible } from "./grpc-source";

export interface GrpcCalls {
  go: () => { calls: string; imports?: string[] };
  rust: () => { calls: string; uses?: string[] };
}

/** The Go and Rust programs of a request: each left out when its client cannot write the request. */
export function grpcSamples(grpc: GrpcEndpoint, write: GrpcCalls): Pick<CodeSamples, "go" | "rust"> {
  const go = unlessNotExpressible(() => {
    const { calls, imports } = write.go();
    return goProgram(grpc, calls, imports);
  });
  const rust = unlessNotExpressible(() => {
    const { calls, uses } = write.rust();
    return rustProgram(grpc, calls, uses);
  });
  return { ...(go === undefined ? {} : { go }), ...(rust === undefined ? {} : { rust }) };
}
