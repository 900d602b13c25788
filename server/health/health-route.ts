import type { FastifyPluginAsync } from "fastify";
import packageJson from "../../package.json";

// GET /healthz: liveness for load balancers
export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Logged only at warn and above: a load balancer polls this every few seconds.
  app.get("/healthz", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok", version: packageJson.version, uptimeSeconds: Math.round(process.uptime()) };
  });
};
