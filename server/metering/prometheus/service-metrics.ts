// The service's own metrics for its operators' Prometheus (GET /metrics):
// the process (prom-client's defaults: CPU, memory, event loop, GC), HTTP
// (every request's duration by method, route template and status), and, read
// from the metadata store at each scrape, the engine (collections, points,
// vectors, bytes: the last gauge sample), the jobs (by kind and state), the
// identity service and tenants (users, organisations, projects, API keys) and
// the metering itself (rollups waiting to be written). One registry per app,
// so tests that build several apps in a process never collide.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";

export interface ServiceMetrics {
  readonly contentType: string;
  /** The onResponse hook that times every request. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The exposition, with the store's figures read now. */
  render(): Promise<string>;
}

const HTTP_BUCKETS_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createServiceMetrics({ db, log, pendingRollups }: { db: Database; log: FastifyBaseLogger; pendingRollups?: () => number }): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = new Histogram({
    name: "vdb_http_request_duration_seconds",
    help: "HTTP requests by method, route template (empty: no route) and status",
    labelNames: ["method", "route", "status"],
    buckets: HTTP_BUCKETS_SECONDS,
    registers,
  });
  const engine = new Gauge({ name: "vdb_engine", help: "The vector engine's collections and their size, summed over the last sample of each (every minute)", labelNames: ["measure"], registers });
  const jobs = new Gauge({ name: "vdb_jobs", help: "Background jobs by kind and state (finished periodic runs are kept a day)", labelNames: ["kind", "state"], registers });
  const tenants = new Gauge({ name: "vdb_tenants", help: "Organisations, projects and API keys not revoked", labelNames: ["kind"], registers });
  const users = new Gauge({ name: "vdb_identity_users", help: "Users of the embedded user pool by status", labelNames: ["status"], registers });
  const metering = new Gauge({ name: "vdb_metering_pending_rollups", help: "Usage rollups this instance holds, not yet written to the store", registers });

  async function readStore(): Promise<void> {
    const [sizes, jobCounts, tenantCounts, userCounts] = await Promise.all([
      db.execute<Record<string, number | string | null>>(sql`
        select count(*)::float8 as collections, coalesce(sum(points), 0)::float8 as points, coalesce(sum(indexed_vectors), 0)::float8 as indexed_vectors,
          coalesce(sum(segments), 0)::float8 as segments, coalesce(sum(disk_bytes), 0)::float8 as disk_bytes
        from collection_gauges where period = 'minute' and at = (select max(at) from collection_gauges where period = 'minute')`),
      db.execute<{ kind: string; state: string; count: number | string }>(sql`select kind, state, count(*)::float8 as count from jobs group by kind, state`),
      db.execute<{ kind: string; count: number | string }>(sql`
        select 'organisations' as kind, count(*)::float8 as count from organisations
        union all select 'projects', count(*)::float8 from projects
        union all select 'api_keys', count(*)::float8 from api_keys where revoked_at is null`),
      db.execute<{ status: string; count: number | string }>(sql`select status, count(*)::float8 as count from identity_users group by status`),
    ]);
    const size = sizes.rows[0] ?? {};
    engine.reset();
    for (const measure of ["collections", "points", "indexed_vectors", "segments", "disk_bytes"]) engine.set({ measure }, Number(size[measure] ?? 0));
    jobs.reset();
    for (const row of jobCounts.rows) jobs.set({ kind: row.kind, state: row.state }, Number(row.count));
    tenants.reset();
    for (const row of tenantCounts.rows) tenants.set({ kind: row.kind }, Number(row.count));
    users.reset();
    for (const row of userCounts.rows) users.set({ status: row.status }, Number(row.count));
  }

  return {
    contentType: registry.contentType,
    observe(request, reply) {
      http.observe({ method: request.method, route: request.routeOptions.url ?? "", status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    },
    async render() {
      try {
        await readStore();
      } catch (error) {
        // The process and HTTP figures still answer; the store's are left out until it answers again.
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, "metrics from the metadata store not read");
        for (const gauge of [engine, jobs, tenants, users]) gauge.reset();
      }
      if (pendingRollups) metering.set(pendingRollups());
      return registry.metrics();
    },
  };
}
