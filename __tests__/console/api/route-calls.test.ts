// The console's /api calls are built from the route declarations in contract/
// (issue 24): each goes out with its declaration's method and path, the path
// parameters encoded, under the configured base URL; and a route key that is
// not the declaration's does not compile (npm run typecheck covers this file).
import { alertRoutes } from "../../../contract/alerts";
import { apiKeyRoutes } from "../../../contract/api-keys";
import { authRoutes } from "../../../contract/auth";
import { importRoutes } from "../../../contract/imports";
import { jobRoutes } from "../../../contract/jobs";
import { metricsRoutes } from "../../../contract/metrics";
import { inferenceRoutes, modelRoutes } from "../../../contract/models";
import { notificationRoutes } from "../../../contract/notifications";
import { projectRoutes } from "../../../contract/projects";
import type { RouteDeclaration } from "../../../contract/route";
import { deleteAlertRule, updateAlertRule } from "../../../src/api-client/alerts";
import { revokeApiKey } from "../../../src/api-client/api-keys";
import { getMe, login } from "../../../src/api-client/auth";
import { callRoute } from "../../../src/api-client/call-route";
import { cancelImport, listImportErrors } from "../../../src/api-client/imports";
import { getMetricsSeries } from "../../../src/api-client/metrics";
import { embedTexts, testExternalModel } from "../../../src/api-client/models";
import { readNotification } from "../../../src/api-client/notifications";
import { deleteProject } from "../../../src/api-client/projects";
import { deleteUpload, uploadsPath } from "../../../src/api-client/uploads";
import type * as GatsbyMock from "../support/gatsby-mock";
import { TEST_CONFIG } from "../auth/support/network-edge";
import { signIn } from "../support/render-console";
import { installServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

/** Where a declaration sends a call with these parameters, written from the declaration itself. */
function declared(route: RouteDeclaration, params: Record<string, string> = {}): string {
  return `${route.method} ${route.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => encodeURIComponent(params[name] ?? ""))}`;
}

/** Names that a hand-built path would get wrong: a space, a slash, a question mark, a hash and non-ASCII. */
const projectId = "project 1/ü";
const awkward = "a/b?c#d";

describe("a call built from its declaration", () => {
  const calls: [string, () => Promise<unknown>, string][] = [
    ["updateAlertRule", () => updateAlertRule(projectId, awkward, { name: "Latency" }), declared(alertRoutes.updateRule, { projectId, ruleId: awkward })],
    ["deleteAlertRule", () => deleteAlertRule(projectId, awkward), declared(alertRoutes.deleteRule, { projectId, ruleId: awkward })],
    ["revokeApiKey", () => revokeApiKey(projectId, awkward), declared(apiKeyRoutes.revoke, { projectId, keyId: awkward })],
    ["getMe", () => getMe(), declared(authRoutes.me)],
    ["listImportErrors", () => listImportErrors(projectId, awkward), declared(importRoutes.errors, { projectId, importId: awkward })],
    ["cancelImport", () => cancelImport(projectId, awkward), declared(jobRoutes.cancel, { projectId, jobId: awkward })],
    ["testExternalModel", () => testExternalModel(projectId, awkward), declared(modelRoutes.test, { projectId, name: awkward })],
    ["embedTexts", () => embedTexts(projectId, { model: "m", texts: ["t"] }), declared(inferenceRoutes.embed, { projectId })],
    ["readNotification", () => readNotification(awkward), declared(notificationRoutes.read, { notificationId: awkward })],
    ["deleteProject", () => deleteProject(projectId), declared(projectRoutes.delete, { projectId })],
    // contract/uploads.ts is not loaded here (jsdom has no TextDecoder, which its tus headers need): its path as declared.
    ["deleteUpload", () => deleteUpload(projectId, awkward), "DELETE /api/projects/project%201%2F%C3%BC/uploads/a%2Fb%3Fc%23d"],
  ];

  it.each(calls)("%s goes to its declared method and path, with its parameters encoded", async (_name, call, route) => {
    signIn();
    const edge = installServiceEdge();
    edge.route(/./, { status: 200, body: {} });
    await call();
    expect(edge.requests.map((request) => `${request.method} ${request.path}`)).toEqual([route]);
    expect(edge.requests[0]).toMatchObject({ authorization: "Bearer id-token-1", projectId: null });
  });

  it("encodes a name whole, so it stays one segment of the path", async () => {
    signIn();
    const edge = installServiceEdge();
    edge.route(/./, { status: 204 });
    await deleteAlertRule("p 1", "r/2?x#y");
    expect(edge.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["DELETE /api/projects/p%201/alerts/rules/r%2F2%3Fx%23y"]);
  });

  it("sends the body and query the declaration types, and answers the reply's body", async () => {
    signIn();
    const edge = installServiceEdge();
    const series = { resolution: "hour", buckets: [] };
    edge.route("GET /api/projects/p1/metrics/series", { status: 200, body: series });
    edge.route("PATCH /api/projects/p1/alerts/rules/r1", (request) => ({ status: 200, body: { rule: { id: "r1", ...(request.body as object) } } }));
    const query = { resolution: "hour" as const, from: "2025-01-01T00:00:00Z" };
    await expect(getMetricsSeries("p1", query)).resolves.toEqual(series);
    await expect(updateAlertRule("p1", "r1", { threshold: 5 })).resolves.toEqual({ id: "r1", threshold: 5 });
    expect(edge.requests.map(({ method, path, query: sent, body }) => ({ method, path, query: sent, body }))).toEqual([
      { method: metricsRoutes.series.method, path: "/api/projects/p1/metrics/series", query, body: undefined },
      { method: alertRoutes.updateRule.method, path: "/api/projects/p1/alerts/rules/r1", query: {}, body: { threshold: 5 } },
    ]);
  });

  it("sends a public route's call without the session's token when asked", async () => {
    signIn();
    const edge = installServiceEdge();
    edge.route(declared(authRoutes.login), { status: 200, body: { idToken: "i", accessToken: "a", refreshToken: "r", expiresIn: 3600 } });
    await login({ email: "owner@example.com", password: "x" });
    expect(edge.requests).toEqual([expect.objectContaining({ method: "POST", path: "/api/auth/login", authorization: null })]);
  });

  it("puts the configured base URL where the declared path says /api", async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ ...TEST_CONFIG, apiBaseUrl: "https://cloud.example/v1" }) }) as Response);
    signIn();
    const edge = installServiceEdge();
    edge.route(/./, { status: 204 });
    await revokeApiKey("p1", "k1");
    expect(edge.requests.map((request) => request.path)).toEqual(["https://cloud.example/v1/projects/p1/api-keys/k1"]);
  });

  it("gives tus the declared uploads path under the base URL", () => {
    expect(uploadsPath(projectId)).toBe("/projects/project%201%2F%C3%BC/uploads");
  });
});

describe("a route key that is not the declaration's", () => {
  it("does not compile (checked by npm run typecheck, never sent)", () => {
    const params = { projectId: "p1", ruleId: "r1" };
    const refusedByTheCompiler = [
      // @ts-expect-error: the declared path is /alerts/rules/{ruleId}
      () => callRoute<typeof alertRoutes.deleteRule>("DELETE /api/projects/{projectId}/alert/rules/{ruleId}", { params }),
      // @ts-expect-error: the declared method is DELETE
      () => callRoute<typeof alertRoutes.deleteRule>("POST /api/projects/{projectId}/alerts/rules/{ruleId}", { params }),
      // @ts-expect-error: the declared path has {ruleId}, so the call needs it
      () => callRoute<typeof alertRoutes.deleteRule>("DELETE /api/projects/{projectId}/alerts/rules/{ruleId}", { params: { projectId: "p1" } }),
      // @ts-expect-error: the declared body is a mute's minutes
      () => callRoute<typeof alertRoutes.muteRule>("POST /api/projects/{projectId}/alerts/rules/{ruleId}/mute", { params, body: { hours: 1 } }),
      // @ts-expect-error: without the declaration's type no route key compiles
      () => callRoute("GET /api/projects"),
      // @ts-expect-error: only public routes are called without the session's token
      () => callRoute<typeof projectRoutes.list>("GET /api/projects", { anonymous: true }),
    ];
    expect(refusedByTheCompiler).toHaveLength(6);
  });
});
