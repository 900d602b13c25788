// Qdrant's gRPC API beside a test's data-plane server (startDataPlaneServer),
// on a free loopback port, and the official @qdrant/js-client-grpc configured
// as a user would: host, port, API key, cleartext (the client defaults to TLS
// once a key is given), or TLS when the server has a certificate and key.
import { ConnectErrorCode, QdrantClient, type ConnectError } from "@qdrant/js-client-grpc";
import { startGrpcServer } from "../../../../server/grpc/grpc-server";
import { withoutInsecureKeyWarning, type DataPlaneServer } from "../../data/support/data-plane-server";

export interface GrpcService {
  port: number;
  /** The official client with this key (none: no `api-key` header at all). */
  client(apiKey?: string): QdrantClient;
  close(): Promise<void>;
}

export interface GrpcServiceOptions {
  /** PEM files, as GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE give them: the port speaks TLS and the client uses https. */
  tls?: { certFile: string; keyFile: string };
}

export async function startGrpcService(server: DataPlaneServer, { tls }: GrpcServiceOptions = {}): Promise<GrpcService> {
  const errors: unknown[] = [];
  const running = await startGrpcServer(server.app, { host: "127.0.0.1", port: 0, tls, log: { error: (details) => errors.push(details) } });
  return {
    port: running.port,
    client: (apiKey) =>
      withoutInsecureKeyWarning(() => new QdrantClient({ host: "127.0.0.1", port: running.port, https: tls !== undefined, checkCompatibility: false, ...(apiKey === undefined ? {} : { apiKey }) })),
    async close() {
      await running.close();
      // A call the service failed on shows in the test that made it.
      if (errors.length > 0) throw new Error(`the gRPC server logged errors: ${JSON.stringify(errors)}`);
    },
  };
}

/** The code and words a refused call carries to the client. */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    // The client's own ConnectError (its copy of @connectrpc/connect may not be the one a test file imports).
    const { code, rawMessage } = error as Partial<ConnectError>;
    if (code !== undefined && rawMessage !== undefined) return { code: ConnectErrorCode[code], message: rawMessage };
    throw error;
  }
  throw new Error("the call was not refused");
}
