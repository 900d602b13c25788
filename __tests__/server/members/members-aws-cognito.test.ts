// Member invitations against an AWS Cognito pool, chosen by settings
// (COGNITO_*): the service calls AdminGetUser, AdminCreateUser (and its
// RESEND) and AdminDeleteUser, signed with AWS's Signature V4. AWS is outside
// the product, so it is replaced at the network edge: a local endpoint that
// answers as cognito-idp does and records each call.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { memberSchema } from "../../../contract/members";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createMailer } from "../../../server/mail/mailer";
import { describeEachStore } from "../support/stores";
import { createTestUsers, type TestUsers } from "../support/test-users";

interface AwsCall {
  action: string;
  body: Record<string, unknown>;
  authorization: string;
}

interface FakeUser {
  sub: string;
  status: string;
}

/** cognito-idp's JSON protocol for the three admin actions the service uses. */
function startFakeCognito(): Promise<{ url: string; calls: AwsCall[]; users: Map<string, FakeUser>; close(): Promise<void> }> {
  const calls: AwsCall[] = [];
  const users = new Map<string, FakeUser>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const action = String(request.headers["x-amz-target"] ?? "").split(".")[1] ?? "";
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      calls.push({ action, body, authorization: String(request.headers.authorization ?? "") });
      const username = String(body.Username ?? "");
      const answer = (status: number, payload: object, type?: string) => {
        response.writeHead(status, { "content-type": "application/x-amz-json-1.1", ...(type ? { "x-amzn-errortype": type } : {}) });
        response.end(JSON.stringify(type ? { __type: type, message: "User does not exist." } : payload));
      };
      const user = users.get(username);
      const attributes = (found: FakeUser) => [
        { Name: "sub", Value: found.sub },
        { Name: "email", Value: username },
      ];
      if (action === "AdminGetUser") {
        if (!user) return answer(400, {}, "UserNotFoundException");
        return answer(200, { Username: username, UserAttributes: attributes(user), UserStatus: user.status });
      }
      if (action === "AdminCreateUser") {
        const created = user ?? { sub: randomUUID(), status: "FORCE_CHANGE_PASSWORD" };
        users.set(username, created);
        return answer(200, { User: { Username: username, Attributes: attributes(created), UserStatus: created.status } });
      }
      if (action === "AdminDeleteUser") {
        users.delete(username);
        return answer(200, {});
      }
      return answer(400, {}, "UnknownOperationException");
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, calls, users, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describeEachStore("/api/members with an AWS Cognito pool", (getStore) => {
  let cognito: Awaited<ReturnType<typeof startFakeCognito>>;
  let app: FastifyInstance;
  let baseUrl: string;
  let users: TestUsers;
  let dataDir: string;

  beforeAll(async () => {
    cognito = await startFakeCognito();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-aws-members-"));
    const config = loadConfig({
      PUBLIC_DIR: "/nonexistent/vdb-public",
      DATA_DIR: dataDir,
      COGNITO_REGION: "eu-west-1",
      COGNITO_USER_POOL_ID: "eu-west-1_AbC123",
      COGNITO_CLIENT_ID: "client",
    });
    users = createTestUsers();
    const mailer = createMailer({ config, db: getStore().db, log: { info: () => undefined, error: () => undefined } });
    app = buildApp(config, {
      logger: false,
      store: getStore(),
      mailer,
      tokenVerifier: users.tokenVerifier,
      awsUserPool: { endpoint: cognito.url, credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" } },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await app.close();
    await cognito.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(token: string, method: string, urlPath: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  it("invites through AdminCreateUser, resends with RESEND, and revokes with AdminDeleteUser", async () => {
    const owner = users.signIn();
    expect((await call(owner.token, "POST", "/api/auth/register-owner")).status).toBe(201);
    const email = `aws-${randomUUID().slice(0, 8)}@example.com`;
    cognito.calls.length = 0;

    const invited = await call(owner.token, "POST", "/api/members/invitations", { email, role: "viewer" });
    expect(invited.status).toBe(201);
    const invitation = memberSchema.parse(invited.body);
    expect(cognito.calls.map((entry) => entry.action)).toEqual(["AdminGetUser", "AdminCreateUser"]);
    expect(cognito.calls[1]?.body).toEqual({
      UserPoolId: "eu-west-1_AbC123",
      Username: email,
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
      ],
      DesiredDeliveryMediums: ["EMAIL"],
    });
    expect(cognito.calls[1]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/cognito-idp\/aws4_request/);

    cognito.calls.length = 0;
    expect((await call(owner.token, "POST", `/api/members/invitations/${invitation.id}/resend`)).status).toBe(200);
    expect(cognito.calls.map((entry) => [entry.action, entry.body.MessageAction])).toEqual([
      ["AdminGetUser", undefined],
      ["AdminCreateUser", "RESEND"],
    ]);

    cognito.calls.length = 0;
    expect((await call(owner.token, "DELETE", `/api/members/invitations/${invitation.id}`)).status).toBe(204);
    expect(cognito.calls.map((entry) => entry.action)).toEqual(["AdminGetUser", "AdminDeleteUser"]);
    expect(cognito.users.has(email)).toBe(false);
  });

  it("makes the invitee a member at their first call, by the sub the AWS pool gave", async () => {
    const owner = users.signIn();
    await call(owner.token, "POST", "/api/auth/register-owner");
    const email = `aws-${randomUUID().slice(0, 8)}@example.com`;
    expect((await call(owner.token, "POST", "/api/members/invitations", { email, role: "developer" })).status).toBe(201);
    const sub = cognito.users.get(email)?.sub ?? "";
    const invitee = users.signIn({ sub, email });
    expect((await call(invitee.token, "GET", "/api/auth/me")).body).toMatchObject({ organisation: { role: "developer" } });
  });
});
