// Tenant isolation from the service's own network (issue 23): every route
// that stores a URL the service will call refuses generated inside addresses
// in every spelling (inside-addresses.ts) with a 400 and stores nothing, and
// the outbound client refuses them before any connection is made. A route
// declared later with a URL in its body fails the first test until it is
// listed here. The seed is printed; RELIABILITY_SEED=<seed> replays a run.
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { z } from "zod";
import { API_ROUTE_GROUPS } from "../../contract/api-routes";
import { DATA_ROUTES } from "../../contract/qdrant/data-routes";
import { createOutboundClient } from "../../server/outbound/outbound-client";
import { OutboundError } from "../../server/outbound/outbound-error";
import { startAlertsServer, type AlertsServer, type Caller } from "../server/alerts/support/alerts-server";
import { openTestStore, type TestStore } from "../server/support/stores";
import { runSeed } from "./generated-input";
import { insideUrl } from "./inside-addresses";

jest.setTimeout(600_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const seed = runSeed();

/** Body fields that hold an address the service will call. */
const URL_FIELD = /^(url|baseUrl|location|.*Url)$/;

interface ZodNode {
  _zod: { def: { type: string; shape?: Record<string, ZodNode>; options?: ZodNode[]; innerType?: ZodNode; in?: ZodNode; out?: ZodNode; left?: ZodNode; right?: ZodNode; element?: ZodNode } };
}

/** The paths of every URL-named field a body schema holds, through unions, wrappers, pipes and arrays. */
function urlFields(schema: ZodNode, at = ""): string[] {
  const def = schema._zod.def;
  const found: string[] = [];
  for (const [key, child] of Object.entries(def.shape ?? {})) {
    const here = at === "" ? key : `${at}.${key}`;
    if (URL_FIELD.test(key)) found.push(here);
    found.push(...urlFields(child, here));
  }
  for (const child of [...(def.options ?? []), def.innerType, def.in, def.out, def.left, def.right, def.element]) {
    if (child !== undefined) found.push(...urlFields(child, at));
  }
  return [...new Set(found)];
}

/** Each route that stores or fetches a URL: how to send one, its refusal's body, and what the project then holds (unchanged by a refusal). */
interface UrlRoute {
  send(server: AlertsServer, owner: Caller, url: string): Promise<{ status: number; body: unknown }>;
  refusal(host: string): unknown;
  stored(server: AlertsServer, owner: Caller): Promise<unknown>;
}

/** The control plane's refusal, naming the field. */
const apiRefusal = (subject: string) => (host: string) => ({ error: { code: "bad_request", message: `${subject} names ${host}, which is not a public address: the service calls public addresses only` } });

const models = (server: AlertsServer, owner: Caller) => server.api(owner, "GET", `/api/projects/${owner.projectId}/models`).then((answer) => answer.body);
const channels = (server: AlertsServer, owner: Caller) => server.api(owner, "GET", `/api/projects/${owner.projectId}/alerts/channels`).then((answer) => answer.body);

const URL_ROUTES: Record<string, UrlRoute> = {
  "Models.add": { refusal: apiRefusal("The base URL"), send: (server, owner, url) => server.api(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "inside", baseUrl: url, providerModel: "p" }), stored: models },
  "Models.update": { refusal: apiRefusal("The base URL"), send: (server, owner, url) => server.api(owner, "PATCH", `/api/projects/${owner.projectId}/models/remote`, { baseUrl: url }), stored: models },
  "Alerts.createChannel": { refusal: apiRefusal("The webhook's URL"), send: (server, owner, url) => server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Inside", url }), stored: channels },
  "Alerts.updateChannel": { refusal: apiRefusal("The webhook's URL"), send: (server, owner, url) => server.api(owner, "PATCH", `/api/projects/${owner.projectId}/alerts/channels/${channelId}`, { url }), stored: channels },
  // Recover from a URL fetches the snapshot at once (Qdrant's words for the refusal); the collection is not made.
  "data.PUT /collections/{collection_name}/snapshots/recover": {
    refusal: (host) => ({ status: { error: `Wrong input: Snapshot could not be fetched: ${host} is not a public address: the service calls public addresses only` }, time: expect.any(Number) }),
    send: (server, _owner, url) => server.data(apiKey, "PUT", "/collections/recovered/snapshots/recover", { location: url }),
    stored: (server) => server.data(apiKey, "GET", "/collections").then((answer) => (answer.body as { result: unknown }).result),
  },
};

let store: TestStore;
let server: AlertsServer;
let owner: Caller;
let channelId: string;
let apiKey: string;

beforeAll(async () => {
  store = await openTestStore("pglite");
  // As in production: no inside address allow-listed.
  server = await startAlertsServer(store.store, { outboundAllow: "" });
  owner = await server.createOwner();
  expect((await server.api(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "remote", baseUrl: "https://embeddings.example.invalid/v1", providerModel: "p" })).status).toBe(201);
  const channel = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Remote", url: "https://hooks.example.invalid/x" });
  channelId = channel.body.channel.id;
  apiKey = (await server.createApiKey(owner)).key;
});

afterAll(async () => {
  await server.close();
  await store.remove();
});

it("knows every declared route whose body holds a URL (both planes)", () => {
  const declared: string[] = [];
  for (const [group, routes] of Object.entries(API_ROUTE_GROUPS)) {
    for (const [name, route] of Object.entries(routes)) {
      if (route.body !== undefined && urlFields(route.body as unknown as ZodNode).length > 0) declared.push(`${group}.${name}`);
    }
  }
  for (const route of DATA_ROUTES) {
    const body = (route as { body?: z.ZodType }).body;
    if (body !== undefined && urlFields(body as unknown as ZodNode).length > 0) declared.push(`data.${route.method} ${route.path}`);
  }
  expect(declared.sort()).toEqual(Object.keys(URL_ROUTES).sort());
});

it.each(Object.entries(URL_ROUTES))("%s refuses generated inside addresses with a 400, and stores nothing", async (_name, route) => {
  const before = JSON.stringify(await route.stored(server, owner));
  await fc.assert(
    fc.asyncProperty(insideUrl, async (url) => {
      const answer = await route.send(server, owner, url);
      expect(answer).toEqual({ status: 400, body: route.refusal(new URL(url).host) });
    }),
    { seed, numRuns: RUNS },
  );
  expect(JSON.stringify(await route.stored(server, owner))).toBe(before);
});

it("the outbound client refuses every generated inside address before connecting", async () => {
  let connections = 0;
  const receiver = http.createServer((_request, response) => response.end("INTERNAL"));
  receiver.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => receiver.listen(0, "::", resolve));
  const port = (receiver.address() as AddressInfo).port;
  const outbound = createOutboundClient({ allow: [] });
  try {
    await fc.assert(
      fc.asyncProperty(insideUrl, async (generated) => {
        // Aimed at the receiver's port, so that a loopback form let through would be counted.
        const url = new URL(generated);
        url.port = String(port);
        const failure = await outbound.send({ url: url.href, method: "POST", headers: {}, body: "{}", timeoutMs: 2_000, maxAnswerBytes: 1_000 }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(OutboundError);
        expect((failure as OutboundError).failure).toBe("inside_address");
      }),
      { seed, numRuns: RUNS * 4 },
    );
    expect(connections).toBe(0);
  } finally {
    await outbound.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
