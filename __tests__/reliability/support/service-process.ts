// The service as users run it (`server/main.ts` in its own process, on its
// embedded stores in one DATA_DIR), for the parts of the reliability suite that
// kill it or load it, and an owner signed up through its own identity endpoint.
import fs from "node:fs";
import path from "node:path";
import { EMBEDDED_CLIENT_ID } from "../../../server/identity/embedded-pool";
import { runTsx, type ChildRun } from "../../server/support/processes";
import { freePort } from "../../server/support/free-port";
import { seedPgliteStore } from "../../server/support/pglite-template";

export interface ServiceProcess {
  run: ChildRun;
  baseUrl: string;
  port: number;
  pid: number;
  /** From spawning the process to its "running" line: start-up and recovery. */
  startMs: number;
}

/** A restart passes the same port: tokens name the service's URL as their issuer. */
export async function startService(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<ServiceProcess> {
  port ??= await freePort();
  seedPgliteStore(dataDir);
  const started = performance.now();
  const run = runTsx("server/main.ts", [], { PORT: String(port), DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, "no-console"), LOG_LEVEL: "info", ...env });
  await run.waitFor(`Vector Database Cloud is running at http://localhost:${port}`, 120_000);
  const pid = run.child.pid;
  if (pid === undefined) throw new Error("the service has no pid");
  return { run, baseUrl: `http://127.0.0.1:${port}`, port, pid, startMs: performance.now() - started };
}

export async function killService(service: ServiceProcess): Promise<void> {
  service.run.child.kill("SIGKILL");
  await service.run.exited;
}

/** Resident memory of the service's process, in MB (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

export interface Reply {
  status: number;
  body: unknown;
}

export async function call(baseUrl: string, method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** call(), failing on any answer but 2xx. */
export async function ok<T>(baseUrl: string, method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const reply = await call(baseUrl, method, urlPath, headers, body);
  if (reply.status < 200 || reply.status > 299) throw new Error(`${method} ${urlPath} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

export interface Owner {
  email: string;
  /** An id token, as the console sends it. */
  token: string;
  projectId: string;
  /** A read-write API key of the project, as Qdrant clients send it. */
  key: string;
}

export const PASSWORD = "Corr3ct-Horse!";

/** One action of the identity endpoint, as Cognito clients call it; fails on any answer but 200. */
export async function callIdentity(service: ServiceProcess, action: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${service.baseUrl}/identity/`, {
    method: "POST",
    headers: { "content-type": "application/x-amz-json-1.1", "x-amz-target": `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${action} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Id and access tokens from one USER_PASSWORD_AUTH sign-in. */
export async function signIn(service: ServiceProcess, email: string): Promise<{ id: string; access: string }> {
  const signedIn = await callIdentity(service, "InitiateAuth", { AuthFlow: "USER_PASSWORD_AUTH", ClientId: EMBEDDED_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD } });
  const result = signedIn.AuthenticationResult as { IdToken: string; AccessToken: string };
  return { id: result.IdToken, access: result.AccessToken };
}

/** Signs up through the identity endpoint, confirms with the code the service logs (no SMTP), signs in, registers as owner and makes a key. */
export async function signUpOwner(service: ServiceProcess, prefix = "owner"): Promise<Owner> {
  const email = `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await callIdentity(service, "SignUp", {
    ClientId: EMBEDDED_CLIENT_ID,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: "email", Value: email },
      { Name: "given_name", Value: "Ada" },
      { Name: "family_name", Value: "Lovelace" },
    ],
  });
  const codeLine = `Confirmation code for ${email}: `;
  await service.run.waitFor(codeLine, 30_000);
  const output = service.run.output();
  const code = output.slice(output.lastIndexOf(codeLine) + codeLine.length).slice(0, 6);
  await callIdentity(service, "ConfirmSignUp", { ClientId: EMBEDDED_CLIENT_ID, Username: email, ConfirmationCode: code });
  const token = (await signIn(service, email)).id;
  const bearer = { authorization: `Bearer ${token}` };
  const registered = await ok<{ project: { id: string } }>(service.baseUrl, "POST", "/api/auth/register-owner", bearer);
  // These runs send far more calls, and make more projects, than Sandbox's month allows: the owner moves to Business, as in Billing.
  await ok(service.baseUrl, "POST", "/api/billing/plan", bearer, { tier: "business" });
  const created = await ok<{ key: string }>(service.baseUrl, "POST", `/api/projects/${registered.project.id}/api-keys`, bearer, { name: "reliability", access: "read-write" });
  return { email, token, projectId: registered.project.id, key: created.key };
}
