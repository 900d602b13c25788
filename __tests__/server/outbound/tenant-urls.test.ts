// Every route that stores a URL the service will call (an external model's
// base URL, a webhook channel's URL) refuses an inside address with a 400 and
// stores nothing; and what an allow-listed endpoint answers never reaches the
// tenant beyond its status (issue 23: a model's test once answered 500
// characters of an inside server's body, a webhook's log 200).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startAlertsServer, type AlertsServer, type Caller } from "../alerts/support/alerts-server";
import { openTestStore, type TestStore } from "../support/stores";

jest.setTimeout(60_000);

const SECRET_BODY = "INTERNAL-SECRET-7f3a db password hunter2";
const INSIDE_HOSTS = ["127.0.0.1:18401", "localhost:8080", "2130706433", "0177.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "169.254.169.254", "10.1.2.3", "[fd00:ec2::254]", "0.0.0.0"];
const refusal = (subject: string, host: string) => `${subject} names ${host}, which is not a public address: the service calls public addresses only`;

describe("without an allow-list (production's default)", () => {
  let store: TestStore;
  let server: AlertsServer;
  let owner: Caller;

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startAlertsServer(store.store, { outboundAllow: "" });
    owner = await server.createOwner();
  });

  afterAll(async () => {
    await server.close();
    await store.remove();
  });

  it.each(INSIDE_HOSTS)("refuses an external model at %s, and stores none", async (host) => {
    const added = await server.api(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "m", baseUrl: `http://${host}/admin`, providerModel: "p" });
    expect(added).toMatchObject({ status: 400, body: { error: { code: "bad_request", message: refusal("The base URL", new URL(`http://${host}`).host) } } });
    const listed = await server.api(owner, "GET", `/api/projects/${owner.projectId}/models`);
    expect(listed.body.models.filter((model: { runsOn: string }) => model.runsOn === "external")).toEqual([]);
  });

  it.each(INSIDE_HOSTS)("refuses a webhook channel at %s, and stores none", async (host) => {
    const added = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Hook", url: `http://${host}/hook` });
    expect(added).toMatchObject({ status: 400, body: { error: { code: "bad_request", message: refusal("The webhook's URL", new URL(`http://${host}`).host) } } });
    expect((await server.api(owner, "GET", `/api/projects/${owner.projectId}/alerts/channels`)).body.channels).toEqual([]);
  });

  it("refuses a change to an inside address, and keeps the URL saved before", async () => {
    const baseUrl = "https://embeddings.example.invalid/v1";
    expect((await server.api(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "remote", baseUrl, providerModel: "p" })).status).toBe(201);
    const changed = await server.api(owner, "PATCH", `/api/projects/${owner.projectId}/models/remote`, { baseUrl: "http://169.254.169.254/latest" });
    expect(changed).toMatchObject({ status: 400, body: { error: { message: refusal("The base URL", "169.254.169.254") } } });
    const listed = await server.api(owner, "GET", `/api/projects/${owner.projectId}/models`);
    expect(listed.body.models.find((model: { name: string }) => model.name === "remote")).toMatchObject({ external: { baseUrl } });

    const hook = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Remote", url: "https://hooks.example.invalid/x" });
    expect(hook.status).toBe(201);
    const channelPath = `/api/projects/${owner.projectId}/alerts/channels/${hook.body.channel.id}`;
    expect(await server.api(owner, "PATCH", channelPath, { url: "http://[::1]:8080/api" })).toMatchObject({ status: 400, body: { error: { message: refusal("The webhook's URL", "[::1]:8080") } } });
    const channels = (await server.api(owner, "GET", `/api/projects/${owner.projectId}/alerts/channels`)).body.channels;
    expect(channels).toMatchObject([{ name: "Remote", url: "https://hooks.example.invalid/x" }]);
    // A name that cannot be found is kept (it may exist by the first call); the call says so.
    const tested = await server.api(owner, "POST", `/api/projects/${owner.projectId}/models/remote/test`, {});
    expect(tested).toMatchObject({ status: 422, body: { error: { message: "embeddings.example.invalid could not be found" } } });
  });
});

describe("allow-listed, as an operator lists an inside embedding server", () => {
  let store: TestStore;
  let server: AlertsServer;
  let owner: Caller;
  let inside: http.Server;
  let insideHost: string;

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startAlertsServer(store.store);
    owner = await server.createOwner();
    inside = http.createServer((_request, response) => {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end(SECRET_BODY);
    });
    await new Promise<void>((resolve) => inside.listen(0, "127.0.0.1", resolve));
    insideHost = `127.0.0.1:${(inside.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
    await store.remove();
    await new Promise((resolve) => inside.close(resolve));
  });

  it("answers a model's failure with the status alone: nothing of the body in the test, the list or an embedding", async () => {
    expect((await server.api(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "m", baseUrl: `http://${insideHost}/admin/s404`, providerModel: "p" })).status).toBe(201);
    const tested = await server.api(owner, "POST", `/api/projects/${owner.projectId}/models/m/test`, {});
    expect(tested).toMatchObject({ status: 422, body: { error: { code: "unprocessable", message: `${insideHost} answered HTTP 404` } } });
    const embedded = await server.api(owner, "POST", `/api/projects/${owner.projectId}/inference/embed`, { model: "m", texts: ["one"] });
    expect(embedded).toMatchObject({ status: 422, body: { error: { message: `${insideHost} answered HTTP 404` } } });
    const listed = await server.api(owner, "GET", `/api/projects/${owner.projectId}/models`);
    expect(JSON.stringify(listed.body)).not.toContain("INTERNAL-SECRET");
    expect(JSON.stringify(listed.body)).toContain(`${insideHost} answered HTTP 404`);
  });

  it("logs a webhook's failure with the status alone", async () => {
    const hook = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Inside", url: `http://${insideHost}/hook` });
    const channelPath = `/api/projects/${owner.projectId}/alerts/channels/${hook.body.channel.id}`;
    expect((await server.api(owner, "POST", `${channelPath}/test`, {})).status).toBe(200);
    const deliveries = await server.api(owner, "GET", `${channelPath}/deliveries`);
    expect(deliveries.body.deliveries[0]).toMatchObject({ lastStatus: 404, lastError: `${insideHost} answered HTTP 404` });
    expect(JSON.stringify(deliveries.body)).not.toContain("INTERNAL-SECRET");
    expect((await server.api(owner, "DELETE", channelPath)).status).toBe(204);
  });
});
