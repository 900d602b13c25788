// The network edge of the console in jsdom (which has no fetch): config.json
// and a Cognito-protocol identity endpoint answered by the test, each request
// recorded. Identity answers follow Cognito's wire format: JSON bodies, the
// action in X-Amz-Target, errors as HTTP 400 with __type and message.
import type { ConsoleConfig } from "../../../../contract/console-config";

export const IDENTITY_ENDPOINT = "http://localhost/identity/";

export const TEST_CONFIG: ConsoleConfig = {
  apiBaseUrl: "/api",
  identity: { endpoint: IDENTITY_ENDPOINT, userPoolId: "local_vdbcloud", clientId: "vdbcloudconsole", authFlow: "USER_PASSWORD_AUTH" },
};

export interface IdentityCall {
  action: string;
  body: Record<string, unknown>;
}

export type IdentityAnswer = { status?: number; body: unknown } | "network-error";
export type IdentityHandler = (call: IdentityCall) => IdentityAnswer;

interface FakeResponse {
  ok: boolean;
  status: number;
  headers: { get: (name: string) => string | null };
  json: () => Promise<unknown>;
}

function respond(status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { ok: status >= 200 && status < 300, status, headers: { get: (name) => lower[name.toLowerCase()] ?? null }, json: async () => body };
}

/** A Cognito error answer, as the service sends it. */
export function cognitoError(type: string, message: string): IdentityAnswer {
  return { status: 400, body: { __type: type, message } };
}

export interface NetworkEdge {
  identityCalls: IdentityCall[];
  configRequests: number;
  /** Replaces what config.json answers: a body, an HTTP status, or a network failure. */
  config: { status: number; body: unknown } | "network-error";
  actions: () => string[];
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : (headers[key] ?? null);
}

/** Installs fetch for one test; unhandled identity actions fail the request loudly. */
export function installNetworkEdge(handler: IdentityHandler): NetworkEdge {
  const edge: NetworkEdge = {
    identityCalls: [],
    configRequests: 0,
    config: { status: 200, body: TEST_CONFIG },
    actions: () => edge.identityCalls.map((call) => call.action),
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<FakeResponse> => {
    const url = String(input);
    if (url.endsWith("/config.json")) {
      edge.configRequests += 1;
      if (edge.config === "network-error") throw new TypeError("Failed to fetch");
      return respond(edge.config.status, edge.config.body);
    }
    if (url !== IDENTITY_ENDPOINT) throw new Error(`Unexpected request to ${url}`);
    const action = (headerOf(init, "X-Amz-Target") ?? "").replace("AWSCognitoIdentityProviderService.", "");
    const call = { action, body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown> };
    edge.identityCalls.push(call);
    const answer = handler(call);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    const status = answer.status ?? 200;
    const type = status >= 400 && typeof answer.body === "object" && answer.body !== null ? (answer.body as { __type?: string }).__type : undefined;
    return respond(status, answer.body, type ? { "x-amzn-ErrorType": `${type}:` } : {});
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return edge;
}

export function removeNetworkEdge(): void {
  Reflect.deleteProperty(globalThis, "fetch");
}
