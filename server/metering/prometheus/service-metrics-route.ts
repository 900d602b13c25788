// GET /metrics: the service's metrics for its operators' Prometheus, behind
// the bearer token of METRICS_TOKEN (compared in constant time); without the
// setting it answers 404. The console's Metrics page lives at /metrics too: a
// route constraint sends a scraper's requests (credentials, or an Accept of
// Prometheus's formats, and no HTML) here, and any other (a browser opening
// the page, a bare request) to the console.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { AppError } from "../../errors";
import type { ServiceMetrics } from "./service-metrics";

export interface ServiceMetricsRouteOptions {
  token: string | undefined;
  metrics: ServiceMetrics | undefined;
}

export const METRICS_TOKEN_MESSAGE = "This endpoint needs Authorization: Bearer <the service's METRICS_TOKEN>.";

const BEARER_PATTERN = /^Bearer +(\S+) *$/i;

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * "scrape" for a request a scraper sends: one that asks for Prometheus's formats (text/plain, OpenMetrics) or carries
 * credentials, and does not ask for HTML; "page" for any other (a browser, or a bare request for the console's page).
 */
function audienceOf(request: IncomingMessage): "page" | "scrape" {
  const accept = request.headers.accept ?? "";
  if (/text\/html/i.test(accept)) return "page";
  return request.headers.authorization !== undefined || /text\/plain|application\/openmetrics-text/i.test(accept) ? "scrape" : "page";
}

type ConstraintStrategy = Parameters<FastifyInstance["addConstraintStrategy"]>[0];
type RouteStore = ReturnType<ReturnType<ConstraintStrategy["storage"]>["get"]>;

const audienceStrategy: ConstraintStrategy = {
  name: "metricsAudience",
  storage() {
    const handlers = new Map<unknown, NonNullable<RouteStore>>();
    return { get: (value) => handlers.get(value) ?? null, set: (value, handler) => void handlers.set(value, handler) };
  },
  deriveConstraint: audienceOf,
  mustMatchWhenDerived: false,
};

export const serviceMetricsRoute: FastifyPluginAsync<ServiceMetricsRouteOptions> = async (app, { token, metrics }) => {
  app.addConstraintStrategy(audienceStrategy);
  const expected = token === undefined ? undefined : digest(token);

  // GET /metrics: Prometheus text format (process, HTTP, engine, jobs, identity), for a scraper with the token
  app.get("/metrics", { constraints: { metricsAudience: "scrape" } }, async (request, reply) => {
    if (!expected || !metrics) throw new AppError("not_found", "No route GET /metrics");
    const given = BEARER_PATTERN.exec(request.headers.authorization ?? "")?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      reply.header("www-authenticate", "Bearer");
      throw new AppError("unauthorized", METRICS_TOKEN_MESSAGE);
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  });
};
