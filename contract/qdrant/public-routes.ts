// The data plane's routes that answer without an API key, as Qdrant's do
// (its auth middleware lets "/", "/healthz", "/livez" and "/readyz" through):
// the version document that clients' compatibility checks read, and the
// Kubernetes probes in Qdrant's plain text. Declared here for the OpenAPI
// document (openapi.ts); the service registers each against its declaration
// (server/data/service/). GET /healthz stays the service's own JSON check
// (server/health/), which load balancers, scripts and tests read.
import { z } from "zod";
import { VersionInfo } from "./service";

export interface PublicDataRoute {
  method: "GET";
  path: string;
  operationId: string;
  summary: string;
  /** The reply's media type: JSON as is (no Qdrant envelope), or Qdrant's plain text. */
  contentType: "application/json" | "text/plain";
  reply: z.ZodType;
  /** What it answers with 503 while the service cannot serve, if it can answer so. */
  unavailable?: z.ZodType;
}

/** The Qdrant REST API version this data plane follows, as GET / and the telemetry name it. */
export const QDRANT_API_VERSION = "1.19.0";

/** Qdrant's probe answers (src/actix/api/service_api.rs): /livez is /healthz's. */
export const LIVEZ_TEXT = "healthz check passed";
export const READYZ_TEXT = "all shards are ready";
/** Qdrant's /readyz while a shard is not ready (503); here, while the database does not answer. */
export const NOT_READY_TEXT = "some shards are not ready";

export const publicDataRoutes = {
  root: {
    method: "GET",
    path: "/",
    operationId: "service.root",
    summary: "Qdrant's version document, for clients (a key, or an Accept header that does not put HTML first); browsers get the console",
    contentType: "application/json",
    reply: VersionInfo,
  },
  livez: { method: "GET", path: "/livez", operationId: "service.livez", summary: "Liveness, in Qdrant's words", contentType: "text/plain", reply: z.literal(LIVEZ_TEXT) },
  readyz: {
    method: "GET",
    path: "/readyz",
    operationId: "service.readyz",
    summary: "Readiness, in Qdrant's words: 503 while the database does not answer within 2 s",
    contentType: "text/plain",
    reply: z.literal(READYZ_TEXT),
    unavailable: z.literal(NOT_READY_TEXT),
  },
} as const satisfies Record<string, PublicDataRoute>;

export const PUBLIC_DATA_ROUTES: readonly PublicDataRoute[] = Object.values(publicDataRoutes);
