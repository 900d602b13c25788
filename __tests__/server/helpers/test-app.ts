// The app in-process with the logger off, listening on a free loopback port.
// Requests go over real HTTP (node:http, raw paths kept as written), not
// app.inject: light-my-request needs the ESM-only "cookie" package, which the
// shared Jest config does not transform.
import http, { type IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, possibly compressed. */
  rawBody: Buffer;
  body: string;
  json(): unknown;
}

export interface TestServer {
  app: FastifyInstance;
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/** Settings for tests: no console unless PUBLIC_DIR is given, and nothing written. */
export function buildTestApp(env: Record<string, string> = {}): FastifyInstance {
  return buildApp(loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: "/nonexistent/vdb-data", ...env }), { logger: false });
}

export async function startTestServer(
  env: Record<string, string> = {},
  addRoutes?: (app: FastifyInstance) => Promise<void>,
): Promise<TestServer> {
  const app = buildTestApp(env);
  if (addRoutes) await addRoutes(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("the test server has no TCP address");
  return { app, request: (request) => send(address.port, request), close: () => app.close() };
}

function send(port: number, { method = "GET", url, headers = {}, payload }: TestRequest): Promise<TestResponse> {
  const body = payload === undefined ? undefined : typeof payload === "string" ? payload : JSON.stringify(payload);
  const allHeaders = typeof payload === "object" ? { "content-type": "application/json", ...headers } : headers;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: url, headers: allHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const rawBody = Buffer.concat(chunks);
        const text = rawBody.toString("utf8");
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawBody, body: text, json: () => JSON.parse(text) });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}
