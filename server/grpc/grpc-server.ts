// Qdrant's gRPC API on a port of its own (GRPC_PORT, 6334 as Qdrant's; off at
// 0), beside the REST data plane: the services qdrant.Qdrant, qdrant.Collections,
// qdrant.Points and qdrant.Snapshots, and grpc.health.v1.Health, from Qdrant's
// own .proto files (contract/qdrant/grpc/). Every call is one of the data
// plane's REST calls in other clothes: its request message becomes the REST
// request it stands for (services/, convert/), which runs through the data
// plane's own pipeline in process (rest-bridge.ts), and the answer becomes its
// reply message; a refusal keeps Qdrant's words with the status Qdrant gives
// it (grpc-status.ts). One operation, two transports: nothing about who may do
// what, limits or metering is written here.
//
// Built on @grpc/grpc-js with @grpc/proto-loader: measured against
// @connectrpc/connect-node serving the official client's descriptors, it used
// 3 to 6 times less CPU per call (0.07–0.33 ms against 0.32–0.91 for a health
// check or a search of 100 dimensions, 1 and 16 in flight). HTTP/2 cleartext by
// default; TLS with GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE.
import fs from "node:fs";
import path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import type { FastifyInstance } from "fastify";
import { MISSING_CREDENTIALS_MESSAGE } from "../access/principal-resolver";
import { GrpcError } from "./grpc-status";
import type { GrpcMethods } from "./grpc-method";
import { restCallerFor } from "./rest-bridge";
import { collectionsMethods } from "./services/collections-service";
import { pointsMethods } from "./services/points-service";
import { qdrantMethods, healthMethods } from "./services/qdrant-service";
import { snapshotsMethods } from "./services/snapshots-service";


export interface GrpcServerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  tls?: { certFile: string; keyFile: string };
  log: { error: (details: object, message: string) => void };
}

export interface RunningGrpcServer {
  port: number;
  close(): Promise<void>;
}

const PROTO_DIR = path.join(__dirname, "../../contract/qdrant/grpc");

/** As Qdrant names them: snake_case fields, uint64 as decimal text, enums by name, a oneof's name beside its field. */
const LOADER_OPTIONS: protoLoader.Options = { keepCase: true, longs: String, enums: String, defaults: false, arrays: true, objects: true, oneofs: true, includeDirs: [PROTO_DIR] };

/** Qdrant (tonic) takes messages of any size; grpc-js stops at 4 MiB. What limits a call is the REST body it becomes (32 MB of JSON: a protobuf upsert of about 8 MB), so grpc-js lets more than that through. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Answered without a key, as Qdrant answers them. */
const OPEN_METHODS = new Set(["/qdrant.Qdrant/HealthCheck", "/grpc.health.v1.Health/Check"]);

/** Qdrant's services and messages as grpc-js loads them from the .proto files (a test's raw client uses them too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loaded package's shape comes from the .proto files
export function loadQdrantPackage(): any {
  return grpc.loadPackageDefinition(protoLoader.loadSync(["qdrant.proto"], LOADER_OPTIONS));
}

export async function startGrpcServer(app: FastifyInstance, options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const loaded = loadQdrantPackage();
  const server = new grpc.Server({
    interceptors: [refuseWithoutCredentials],
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
    "grpc.max_send_message_length": -1,
  });
  const services: [grpc.ServiceDefinition, GrpcMethods][] = [
    [loaded.qdrant.Qdrant.service, qdrantMethods],
    [loaded.grpc.health.v1.Health.service, healthMethods],
    [loaded.qdrant.Collections.service, collectionsMethods],
    [loaded.qdrant.Points.service, pointsMethods],
    [loaded.qdrant.Snapshots.service, snapshotsMethods],
  ];
  for (const [service, methods] of services) {
    const tolerant = withTolerantDecoding(service);
    server.addService(tolerant, implementationOf(app, tolerant, methods, options.log));
  }
  const credentials = options.tls
    ? grpc.ServerCredentials.createSsl(null, [{ cert_chain: fs.readFileSync(options.tls.certFile), private_key: fs.readFileSync(options.tls.keyFile) }], false)
    : grpc.ServerCredentials.createInsecure();
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${options.host.includes(":") ? `[${options.host}]` : options.host}:${options.port}`, credentials, (error, bound) => (error ? reject(error) : resolve(bound)));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        // Calls under way may end for 5 s; then they are cut.
        const cut = setTimeout(() => server.forceShutdown(), 5_000);
        server.tryShutdown(() => {
          clearTimeout(cut);
          resolve();
        });
      }),
  };
}

/** Each unary method of the service: its work, or Qdrant's UNIMPLEMENTED for one this service does not offer. */
function implementationOf(app: FastifyInstance, service: grpc.ServiceDefinition, methods: GrpcMethods, log: GrpcServerOptions["log"]): grpc.UntypedServiceImplementation {
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(service)) {
    const work = methods[name] ?? methods[method.originalName ?? ""];
    implementation[name] = (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      if (call.request instanceof MalformedMessage) return callback({ code: grpc.status.INVALID_ARGUMENT, details: call.request.message });
      if (!work) return callback({ code: grpc.status.UNIMPLEMENTED, details: `${method.path} is not served by this service yet` });
      // Through a promise from the start: a method that throws before it awaits is answered as one that rejects.
      Promise.resolve(call.request)
        .then((request) => work(request, restCallerFor(app, call.metadata, call.getPeer())))
        .then(
          (reply) => callback(null, reply),
          (error: unknown) => {
            if (error instanceof GrpcError) return callback(error.toServiceError());
            log.error({ err: error, method: method.path }, "gRPC call failed");
            callback({ code: grpc.status.INTERNAL, details: "Service internal error: the call failed on the server" });
          },
        );
    };
  }
  return implementation;
}

/** A request whose bytes are not its message: answered INVALID_ARGUMENT by its method, where grpc-js would say INTERNAL. */
class MalformedMessage {
  constructor(readonly message: string) {}
}

/** The service with each request decoded without throwing: a message that does not decode becomes a MalformedMessage. */
function withTolerantDecoding(service: grpc.ServiceDefinition): grpc.ServiceDefinition {
  const tolerant: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
  for (const [name, method] of Object.entries(service)) {
    const decode = method.requestDeserialize;
    // proto-loader's definitions carry the message's descriptor beside grpc-js's fields.
    const messageName = (method as { requestType?: { type?: { name?: string } } }).requestType?.type?.name ?? "request";
    tolerant[name] = {
      ...method,
      requestDeserialize: (bytes: Buffer) => {
        try {
          return decode(bytes);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return new MalformedMessage(`Invalid request: the bytes sent are not a qdrant.${messageName} message (${reason})`);
        }
      },
    };
  }
  return tolerant;
}

/** A call with neither an api-key nor an authorization header is refused before its message is read, as Qdrant refuses it. */
function refuseWithoutCredentials(descriptor: grpc.ServerMethodDefinition<unknown, unknown>, call: grpc.ServerInterceptingCallInterface): grpc.ServerInterceptingCall {
  return new grpc.ServerInterceptingCall(call, {
    start: (next) =>
      next({
        onReceiveMetadata: (metadata, forward) => {
          if (OPEN_METHODS.has(descriptor.path) || metadata.get("api-key").length > 0 || metadata.get("authorization").length > 0) return forward(metadata);
          call.sendStatus({ code: grpc.status.UNAUTHENTICATED, details: MISSING_CREDENTIALS_MESSAGE, metadata: new grpc.Metadata() });
        },
      }),
  });
}
