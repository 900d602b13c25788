// The service on a loopback port for alerting's tests: a real store, a vector
// engine in a temp folder, the mailer writing to the outbox, metering
// flushed every second, and (unless asked) the alert jobs left unscheduled, so
// that each test checks rules and sends deliveries itself, at times of its
// choosing, through `alerts` (the same store, mailer and settings as the
// service's routes).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { CreateApiKeyResponse } from "../../../../contract/api-keys";
import type { RegisterOwnerResponse } from "../../../../contract/auth";
import type { MemberRole } from "../../../../contract/rights";
import { createAlertContext, type AlertContext } from "../../../../server/alerts/alert-context";
import type { DeliverySettings } from "../../../../server/alerts/delivery/delivery-settings";
import { buildApp } from "../../../../server/app";
import { loadConfig, type Config } from "../../../../server/config";
import type { Store } from "../../../../server/db/client";
import { memberships, usageMinutes } from "../../../../server/db/schema";
import type { VectorEngine } from "../../../../server/engine/vector-engine";
import { createMailer } from "../../../../server/mail/mailer";
import { openTestEngine } from "../../data/support/test-engine";
import { createTestUsers } from "../../support/test-users";
import { createOutboundClient } from "../../../../server/outbound/outbound-client";
import { LOOPBACK_ALLOWED } from "../../support/loopback-outbound";

export interface Caller {
  sub: string;
  token: string;
  organisationId: string;
  projectId: string;
  projectName: string;
}

export interface AlertsServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  store: Store;
  engine: VectorEngine;
  alerts: AlertContext;
  createOwner(): Promise<Caller>;
  /** A user who joins the owner's organisation with this role. */
  addMember(owner: Caller, role: MemberRole): Promise<Caller>;
  createApiKey(owner: Caller): Promise<CreateApiKeyResponse>;
  /** A control-plane call with the caller's token; JSON in and out. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes, each checked by the test that reads it
  api(caller: Caller, method: string, urlPath: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** A data-plane call with an API key. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  data(apiKey: string, method: string, urlPath: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Waits until the project's metered calls reach `calls` (metering flushes every second here). */
  waitForMeteredCalls(projectId: string, calls: number): Promise<void>;
  close(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** `isScheduled`: the service's own alert jobs run as in production (off by default here). */
/** `outboundAllow`: the inside addresses tenant-named URLs may reach (the loopback, for the tests' receivers, unless told otherwise; "" for none, as in production). */
export async function startAlertsServer(
  store: Store,
  { delivery, isScheduled = false, outboundAllow = LOOPBACK_ALLOWED }: { delivery?: Partial<DeliverySettings>; isScheduled?: boolean; outboundAllow?: string } = {},
): Promise<AlertsServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-alerts-"));
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, METERING_FLUSH_SECONDS: "1", OUTBOUND_ALLOW_ADDRESSES: outboundAllow });
  const engine: VectorEngine = await openTestEngine(dataDir);
  const users = createTestUsers();
  const mailer = createMailer({ config, db: store.db, log: silent });
  const outbound = createOutboundClient({ allow: config.outboundAllow });
  const app = buildApp(config, { logger: false, store, tokenVerifier: users.tokenVerifier, vectorEngine: engine, mailer, alerting: { isScheduled, delivery }, isAuditStrict: true });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  const url = `http://127.0.0.1:${address.port}`;
  const alerts = createAlertContext({ config, db: store.db, log: app.log, mailer, delivery, outbound });

  const send = async (method: string, urlPath: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${url}${urlPath}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  const server: AlertsServer = {
    app,
    url,
    config,
    store,
    engine,
    alerts,
    async createOwner() {
      const { token, user } = users.signIn();
      const { status, body } = await send("POST", "/api/auth/register-owner", { authorization: `Bearer ${token}` });
      if (status !== 201) throw new Error(`register-owner answered ${status}`);
      const registered = body as RegisterOwnerResponse;
      return { sub: user.sub, token, organisationId: registered.organisation.id, projectId: registered.project.id, projectName: registered.project.name };
    },
    async addMember(owner, role) {
      const { token, user } = users.signIn();
      await store.db.insert(memberships).values({ organisationId: owner.organisationId, userSub: user.sub, role });
      return { ...owner, sub: user.sub, token };
    },
    async createApiKey(owner) {
      const { status, body } = await send("POST", `/api/projects/${owner.projectId}/api-keys`, { authorization: `Bearer ${owner.token}` }, { name: "traffic", access: "read-write" });
      if (status !== 201) throw new Error(`api key creation answered ${status}: ${JSON.stringify(body)}`);
      return body as CreateApiKeyResponse;
    },
    api: (caller, method, urlPath, body) => send(method, urlPath, { authorization: `Bearer ${caller.token}` }, body),
    data: (apiKey, method, urlPath, body) => send(method, urlPath, { "api-key": apiKey }, body),
    async waitForMeteredCalls(projectId, calls) {
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
        const [row] = await store.db.select({ calls: sum(usageMinutes.requests) }).from(usageMinutes).where(eq(usageMinutes.projectId, projectId));
        if (Number(row?.calls ?? 0) >= calls) return;
      }
      throw new Error(`fewer than ${calls} calls were metered in time`);
    },
    async close() {
      await app.close();
      await outbound.close();
      await mailer.close();
      await engine.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
