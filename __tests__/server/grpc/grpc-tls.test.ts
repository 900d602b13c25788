// The gRPC port with GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE (a test-only
// certificate for localhost and 127.0.0.1, fixtures/README.md): the official
// @qdrant/js-client-grpc with `https` and the certificate trusted lists a
// project's collections with its key, over TLS, and is refused without one;
// the same client that does not trust the certificate fails its handshake; a
// cleartext client's call is cancelled, and the port goes on serving TLS. A
// certificate file that is not there stops the start, naming the file.
import fs from "node:fs";
import path from "node:path";
import tls from "node:tls";
import { QdrantClient } from "@qdrant/js-client-grpc";
import { MISSING_CREDENTIALS_MESSAGE } from "../../../server/access/principal-resolver";
import { startGrpcServer } from "../../../server/grpc/grpc-server";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, withoutInsecureKeyWarning, type DataPlaneServer } from "../data/support/data-plane-server";
import { refusal, startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(30_000);

const FIXTURES = path.join(__dirname, "fixtures");
const CERT_FILE = path.join(FIXTURES, "tls-cert.pem");
const KEY_FILE = path.join(FIXTURES, "tls-key.pem");

let store: TestStore;
let server: DataPlaneServer;
let grpc: GrpcService;
let key: string;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  grpc = await startGrpcService(server, { tls: { certFile: CERT_FILE, keyFile: KEY_FILE } });
  const owner = await server.ownerClient();
  key = owner.key;
  await owner.client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
});

afterAll(async () => {
  await grpc?.close();
  await server?.close();
  await store?.remove();
});

/**
 * The calls made with the test certificate among Node's default roots, which are restored after (Jest runs other files in
 * this process). The official client takes no root certificates nor channel credentials of its own: a user trusts a
 * private CA as for any Node program, with NODE_EXTRA_CA_CERTS or --use-system-ca; this is the same, in process.
 */
async function trustingTestCertificate<T>(calls: () => Promise<T>): Promise<T> {
  const roots = tls.getCACertificates("default");
  tls.setDefaultCACertificates([...roots, fs.readFileSync(CERT_FILE, "utf8")]);
  try {
    return await calls();
  } finally {
    tls.setDefaultCACertificates(roots);
  }
}

it("lists a project's collections over TLS to the official client that trusts the certificate, and refuses a call without a key", async () => {
  const { listed, keyless } = await trustingTestCertificate(async () => ({
    listed: await grpc.client(key).api("collections").list({}),
    keyless: await refusal(grpc.client().api("collections").list({})),
  }));
  expect(listed.collections.map(({ name }) => name)).toEqual(["docs"]);
  expect(keyless).toEqual({ code: "Unauthenticated", message: MISSING_CREDENTIALS_MESSAGE });
});

it("fails the handshake of a client that does not trust the certificate", async () => {
  // connect-node reports a TLS failure as INTERNAL, with Node's words.
  expect(await refusal(grpc.client(key).api("collections").list({}))).toEqual({ code: "Internal", message: expect.stringContaining("self-signed certificate") });
});

it("is not HTTP/2 cleartext: a cleartext client's call is cancelled, and TLS calls are served after it", async () => {
  const cleartext = withoutInsecureKeyWarning(() => new QdrantClient({ host: "127.0.0.1", port: grpc.port, https: false, checkCompatibility: false, apiKey: key }));
  // The TLS side closes the connection on bytes that are no handshake; the client sees its stream cancelled.
  expect(await refusal(cleartext.api("collections").list({}))).toEqual({ code: "Canceled", message: "http/2 stream closed with error code CANCEL (0x8)" });
  const listed = await trustingTestCertificate(() => grpc.client(key).api("collections").list({}));
  expect(listed.collections.map(({ name }) => name)).toEqual(["docs"]);
});

it("does not start with a certificate file that is not there, and names the file", async () => {
  const missing = path.join(FIXTURES, "missing-cert.pem");
  const start = startGrpcServer(server.app, { host: "127.0.0.1", port: 0, tls: { certFile: missing, keyFile: KEY_FILE }, log: { error: () => undefined } });
  await expect(start).rejects.toThrow(`ENOENT: no such file or directory, open '${missing}'`);
});
