// Bytes that are not Qdrant's messages, sent to the gRPC port over a raw
// HTTP/2 session: a message that does not decode (a field longer than the
// message, a message cut short) is INVALID_ARGUMENT in words; a length prefix
// past the limit is RESOURCE_EXHAUSTED; a frame cut short, or bytes that are
// not HTTP/2 at all, end that call or connection; the service answers the next
// call either way, and nothing is written.
import http2 from "node:http2";
import net from "node:net";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(60_000);

let store: TestStore;
let server: DataPlaneServer;
let grpc: GrpcService;
let key: string;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  grpc = await startGrpcService(server);
  const owner = await server.ownerClient();
  key = owner.key;
  await owner.client.createCollection("docs", { vectors: { size: 4, distance: "Dot" } });
});

afterAll(async () => {
  await grpc?.close();
  await server?.close();
  await store?.remove();
});

interface RawAnswer {
  status: number | null;
  message: string | null;
}

/** One call on a fresh HTTP/2 session: the body as given (framing included), the grpc-status it ends with. */
function rawCall(path: string, body: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`http://127.0.0.1:${grpc.port}`);
    session.on("error", reject);
    const request = session.request({ ":method": "POST", ":path": path, "content-type": "application/grpc", te: "trailers", "api-key": key });
    let answer: RawAnswer = { status: null, message: null };
    const read = (headers: http2.IncomingHttpHeaders) => {
      if (headers["grpc-status"] !== undefined) answer = { status: Number(headers["grpc-status"]), message: decodeURIComponent(String(headers["grpc-message"] ?? "")) };
    };
    request.on("response", read);
    request.on("trailers", read);
    request.on("data", () => undefined);
    request.on("close", () => {
      session.close();
      resolve(answer);
    });
    request.on("error", () => undefined);
    request.end(body);
  });
}

/** A gRPC frame: not compressed, the length, the bytes. */
function frame(message: Buffer, declaredLength = message.length): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(declaredLength, 1);
  return Buffer.concat([head, message]);
}

const SEARCH = "/qdrant.Points/Search";
// SearchPoints: collection_name (1) "docs", then vector (2, packed floats) declaring 16 bytes and holding 4.
const CUT_SHORT = Buffer.from([0x0a, 0x04, ...Buffer.from("docs"), 0x12, 0x10, 0, 0, 0x80, 0x3f]);

it("answers a message that does not decode with INVALID_ARGUMENT, in words", async () => {
  const answer = await rawCall(SEARCH, frame(CUT_SHORT));
  expect(answer).toEqual({ status: 3, message: "Invalid request: the bytes sent are not a qdrant.SearchPoints message (index out of range)" });
});

it("refuses a length past the limit, survives a frame cut short and bytes that are not HTTP/2, and answers the next call", async () => {
  const huge = await rawCall(SEARCH, frame(Buffer.alloc(8), 0xffffffff));
  expect(huge.status).toBe(8);
  const cut = await rawCall(SEARCH, frame(Buffer.alloc(4), 64));
  expect(cut.status).not.toBe(0);
  // Not HTTP/2: the server drops the connection (or waits for a preface that never comes, until the socket is let go).
  await new Promise<void>((resolve) => {
    const socket = net.connect(grpc.port, "127.0.0.1", () => socket.write(Buffer.from("GET / HTTP/1.1\r\n\r\n\u0000\u00ff garbage")));
    const done = () => {
      socket.destroy();
      resolve();
    };
    socket.on("close", done);
    socket.on("error", done);
    setTimeout(done, 1_000);
  });
  const client = grpc.client(key);
  expect((await client.api("collections").list({})).collections.map(({ name }) => name)).toEqual(["docs"]);
  expect((await server.client(key).count("docs")).count).toBe(0);
});
