// The alerts routes of the service at the network edge, as the contract has
// them (contract/alerts.ts): a project's rules, channels and deliveries held
// here, changed as the console asks, so that a test sees what a user would.
import type { AlertChannel, AlertDelivery, AlertRule, AlertTransition } from "../../../contract/alerts";
import type { MemberRole } from "../../../contract/rights";
import { collectionInfo, PROJECT_A, signedInUser } from "../support/console-fixtures";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

export const ALERTS_PATH = `/api/projects/${PROJECT_A.id}/alerts`;
const MINUTE = 60_000;
export const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
export const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

export const INGEST_KEY = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "ingest-job",
  partialKey: "vdb_0123…IJ01",
  access: "read-write",
  collections: null,
  createdAt: "2026-03-01T09:30:00.000Z",
  lastUsedAt: null,
};

export const ON_CALL: AlertChannel = {
  id: "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a",
  kind: "email",
  name: "On-call",
  addresses: ["ops@example.com", "ada@example.com"],
  createdAt: ago(600),
};

export const RELAY: AlertChannel = {
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  kind: "webhook",
  name: "Relay",
  url: "https://hooks.example.com/vdb",
  secretHint: "x9Qa",
  createdAt: ago(500),
};

export function rule(change: Partial<AlertRule>): AlertRule {
  return {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    name: "Search too slow",
    metric: "latency_p95",
    collection: "docs",
    apiKeyId: null,
    comparison: "above",
    threshold: 300,
    windowMinutes: 5,
    forMinutes: 2,
    channelIds: [],
    state: "ok",
    stateSince: ago(30),
    lastValue: 212.4,
    lastCheckedAt: ago(1),
    mutedUntil: null,
    createdAt: ago(3000),
    ...change,
  };
}

export const SLOW = rule({ state: "firing", stateSince: ago(12), lastValue: 412.37, channelIds: [ON_CALL.id, RELAY.id] });
export const ERRORS = rule({
  id: "0b7e1c2d-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
  name: "Errors by ingest",
  metric: "error_rate",
  collection: null,
  apiKeyId: INGEST_KEY.id,
  threshold: 5,
  windowMinutes: 10,
  forMinutes: 0,
  state: "pending",
  stateSince: ago(3),
  lastValue: 7.25,
  mutedUntil: later(120),
});
export const STORAGE = rule({
  id: "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b",
  name: "Storage almost full",
  metric: "storage",
  collection: null,
  threshold: 9_000_000_000,
  windowMinutes: 5,
  forMinutes: 60,
  lastValue: 8_123_456_789,
  lastCheckedAt: ago(1),
});
export const NEW_RULE = rule({
  id: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  name: "Quiet",
  metric: "request_rate",
  collection: null,
  comparison: "below",
  threshold: 0.5,
  lastValue: null,
  lastCheckedAt: null,
  forMinutes: 0,
});

export const HISTORY: AlertTransition[] = [
  { id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", from: "pending", to: "firing", value: 412.37, threshold: 300, at: ago(12) },
  { id: "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", from: "ok", to: "pending", value: 356, threshold: 300, at: ago(14) },
];

export function delivery(change: Partial<AlertDelivery>): AlertDelivery {
  return {
    id: "d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a",
    channelId: RELAY.id,
    ruleId: SLOW.id,
    event: "firing",
    state: "delivered",
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    nextAttemptAt: null,
    createdAt: ago(12),
    deliveredAt: ago(12),
    ...change,
  };
}

export interface AlertService {
  edge: ServiceEdge;
  rules: AlertRule[];
  channels: AlertChannel[];
  deliveries: AlertDelivery[];
}

/** The signed-in user (owner unless told), the project's collections and keys, and its alerts. */
export function serveAlerts({ rules = [SLOW, ERRORS], channels = [ON_CALL, RELAY], deliveries = [] as AlertDelivery[], role = "owner" as MemberRole } = {}): AlertService {
  const edge = installServiceEdge();
  const me = signedInUser();
  const service: AlertService = { edge, rules: [...rules], channels: [...channels], deliveries: [...deliveries] };
  edge.route("GET /api/auth/me", { status: 200, body: { ...me, organisation: me.organisation && { ...me.organisation, role } } });
  edge.route(`GET /api/projects/${PROJECT_A.id}/api-keys`, { status: 200, body: { apiKeys: [INGEST_KEY] } });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }, { name: "faq" }] }));
  edge.route(/^GET \/collections\/[^/]+$/, () => qdrantOk(collectionInfo()));
  edge.route(`GET ${ALERTS_PATH}/rules`, () => ({ status: 200, body: { rules: service.rules } }));
  edge.route(`GET ${ALERTS_PATH}/channels`, () => ({ status: 200, body: { channels: service.channels } }));
  edge.route(/\/alerts\/rules\/[^/]+\/history$/, () => ({ status: 200, body: { transitions: HISTORY } }));
  edge.route(/\/alerts\/channels\/[^/]+\/deliveries$/, (request) => {
    const channelId = request.path.split("/")[6];
    return { status: 200, body: { deliveries: service.deliveries.filter((found) => found.channelId === channelId) } };
  });
  edge.route(/^POST .*\/alerts\/rules\/[^/]+\/mute$/, (request) => {
    const ruleId = request.path.split("/")[6];
    const { minutes } = request.body as { minutes: number };
    service.rules = service.rules.map((found) => (found.id === ruleId ? { ...found, mutedUntil: minutes === 0 ? null : later(minutes) } : found));
    return { status: 200, body: { rule: service.rules.find((found) => found.id === ruleId) } };
  });
  edge.route(/^DELETE .*\/alerts\/rules\/[^/]+$/, (request) => {
    const ruleId = request.path.split("/")[6];
    service.rules = service.rules.filter((found) => found.id !== ruleId);
    return { status: 204 };
  });
  edge.route(/^DELETE .*\/alerts\/channels\/[^/]+$/, (request) => {
    const channelId = request.path.split("/")[6];
    service.channels = service.channels.filter((found) => found.id !== channelId);
    return { status: 204 };
  });
  return service;
}
