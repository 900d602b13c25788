// The outbound client against servers of the test's own on the loopback:
// without an allow-list, every spelling of an inside address is refused
// before any connection is made; allow-listed, the call goes through, follows
// no redirect, and is bounded in time and in the bytes of its answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseAllowList, type AllowList } from "../../../server/outbound/address-policy";
import { createOutboundClient, type OutboundClient, type OutboundRequest } from "../../../server/outbound/outbound-client";
import { OutboundError } from "../../../server/outbound/outbound-error";

interface Receiver {
  port: number;
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

async function startReceiver(handle: (request: http.IncomingMessage, response: http.ServerResponse) => void): Promise<Receiver> {
  const server = http.createServer((request, response) => {
    receiver.requests.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  const receiver: Receiver = { port: 0, connections: 0, requests: [], close: () => new Promise((resolve) => server.close(() => resolve())) };
  server.on("connection", () => {
    receiver.connections += 1;
  });
  // Both loopbacks, so that an IPv6 spelling would reach it too if it were let through.
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  return receiver;
}

function allowList(text: string): AllowList {
  const allow = parseAllowList(text);
  if (typeof allow === "string") throw new Error(allow);
  return allow;
}

async function failureOf(promise: Promise<unknown>): Promise<OutboundError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof OutboundError)) throw new Error(`expected an OutboundError, got ${String(outcome)}`);
  return outcome;
}

const post = (url: string, change: Partial<OutboundRequest> = {}): OutboundRequest => ({ url, method: "POST", headers: { "content-type": "application/json" }, body: "{}", timeoutMs: 2_000, maxAnswerBytes: 1_000, ...change });

let receiver: Receiver;
let closed: OutboundClient;
let open: OutboundClient;

beforeEach(async () => {
  receiver = await startReceiver((_request, response) => {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("INTERNAL-SECRET db password hunter2");
  });
  closed = createOutboundClient({ allow: [] });
  open = createOutboundClient({ allow: allowList("127.0.0.1, ::1") });
});

afterEach(async () => {
  await Promise.all([closed.close(), open.close(), receiver.close()]);
});

describe("without an allow-list", () => {
  // Every one of these reaches this machine's loopback or an inside network if connected to.
  const loopbackForms = ["127.0.0.1", "localhost", "127.1", "127.0.0.2", "2130706433", "0177.0.0.1", "0x7f.0.0.1", "0x7f000001", "[::1]", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "0.0.0.0", "[::]"];
  it.each(loopbackForms)("refuses %s before connecting", async (host) => {
    const error = await failureOf(closed.send(post(`http://${host}:${receiver.port}/v1/embeddings`)));
    expect(error.failure).toBe("inside_address");
    expect(error.message).toBe("is not a public address: the service calls public addresses only");
    expect(receiver.connections).toBe(0);
  });

  const insideForms = ["169.254.169.254", "[fd00:ec2::254]", "100.100.100.200", "10.0.0.1", "172.16.0.1", "192.168.1.1", "100.64.0.1", "[fe80::1]", "[fc00::1]", "224.0.0.1", "255.255.255.255", "[ff02::1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]", "198.18.0.1"];
  it.each(insideForms)("refuses %s (private, link-local, metadata, multicast, reserved, IPv4 inside IPv6)", async (host) => {
    const error = await failureOf(closed.send(post(`http://${host}/latest/meta-data/`)));
    expect(error.failure).toBe("inside_address");
  });

  it("refuses the same forms when a URL is checked before it is saved", async () => {
    for (const host of [...loopbackForms, ...insideForms]) await expect(closed.check(`https://${host}/v1`)).rejects.toMatchObject({ failure: "inside_address" });
    // A name that does not resolve passes the check (it may exist by the first call): the call says so then.
    await expect(closed.check("https://no-such-host.invalid/v1")).resolves.toBeUndefined();
    expect((await failureOf(closed.send(post("http://no-such-host.invalid/v1")))).message).toBe("could not be found");
  });
});

describe("allow-listed", () => {
  it("calls the address, and gives the answer to the caller alone (the message of a failure never holds it)", async () => {
    const answer = await open.send(post(`http://127.0.0.1:${receiver.port}/v1/embeddings`));
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe("INTERNAL-SECRET db password hunter2");
    expect(receiver.requests).toEqual(["POST /v1/embeddings"]);
    // ::1 is listed; other loopback addresses are not.
    expect((await open.send(post(`http://[::1]:${receiver.port}/x`))).status).toBe(404);
    expect((await failureOf(open.send(post(`http://127.0.0.2:${receiver.port}/x`)))).failure).toBe("inside_address");
  });

  it("follows no redirect: the caller sees the 3xx, and its target is never called", async () => {
    const target = await startReceiver((_request, response) => response.end("{}"));
    const redirecting = await startReceiver((_request, response) => {
      response.writeHead(307, { location: `http://127.0.0.1:${target.port}/admin` });
      response.end();
    });
    try {
      expect((await open.send(post(`http://127.0.0.1:${redirecting.port}/hook`))).status).toBe(307);
      expect(target.connections).toBe(0);
    } finally {
      await Promise.all([target.close(), redirecting.close()]);
    }
  });

  it("reads no more of an answer than it may: a larger one fails, saying how much it may be", async () => {
    const large = await startReceiver((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      // 8 MB in 64 kB chunks, as a provider answering huge vectors would.
      const chunk = Buffer.alloc(65_536, 0x31);
      let sent = 0;
      const more = () => {
        while (sent < 128) {
          sent += 1;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        response.end();
      };
      more();
    });
    try {
      const error = await failureOf(open.send(post(`http://127.0.0.1:${large.port}/v1/embeddings`, { maxAnswerBytes: 2 ** 20 })));
      expect(error.failure).toBe("too_large");
      expect(error.message).toBe("answered more than 1 MB");
      expect((await failureOf(open.send(post(`http://127.0.0.1:${large.port}/v1/embeddings`, { maxAnswerBytes: 100 })))).message).toBe("answered more than 100 bytes");
    } finally {
      await large.close();
    }
  });

  it("bounds the whole exchange in time, and says only that it did not answer", async () => {
    const silent = await startReceiver(() => undefined);
    try {
      const error = await failureOf(open.send(post(`http://127.0.0.1:${silent.port}/hook`, { timeoutMs: 300 })));
      expect(error).toMatchObject({ failure: "timeout", message: "did not answer within 0.3 s" });
    } finally {
      await silent.close();
    }
  });

  it("says only 'could not connect', never why nor to which address", async () => {
    const port = receiver.port;
    await receiver.close();
    receiver = await startReceiver(() => undefined);
    expect(await failureOf(open.send(post(`http://127.0.0.1:${port}/x`)))).toMatchObject({ failure: "unreachable", message: "could not connect" });
  });

  it("throws the caller's own cancel as it is", async () => {
    const silent = await startReceiver(() => undefined);
    const controller = new AbortController();
    const reason = new Error("the client went away");
    setTimeout(() => controller.abort(reason), 50);
    try {
      await expect(open.send(post(`http://127.0.0.1:${silent.port}/x`, { signal: controller.signal }))).rejects.toBe(reason);
    } finally {
      await silent.close();
    }
  });
});

describe("the allow-list setting", () => {
  it("reads addresses and CIDR ranges, mapped IPv6 forms as IPv4, and names what it cannot read", () => {
    expect(parseAllowList("10.0.4.0/24, ::1, ::ffff:192.168.0.0/112")).toHaveLength(3);
    expect(parseAllowList("10.0.4.0/24, example.com")).toBe('"example.com" is not an IP address or a CIDR range');
    expect(parseAllowList("10.0.0.0/33")).toBe('"10.0.0.0/33" is not an IP address or a CIDR range');
  });

  it("lets through only what it lists", async () => {
    const ranged = createOutboundClient({ allow: allowList("::ffff:127.0.0.0/104") });
    try {
      expect((await ranged.send(post(`http://127.0.0.9:${receiver.port}/x`))).status).toBe(404);
      expect((await failureOf(ranged.send(post(`http://[::1]:${receiver.port}/x`)))).failure).toBe("inside_address");
    } finally {
      await ranged.close();
    }
  });
});
