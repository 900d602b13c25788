import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config";
import { buildConsoleConfig } from "./build-console-config";

// GET /config.json: the console's runtime settings; overrides public/config.json, which is for CDN deployments
export const consoleConfigRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body = JSON.stringify(buildConsoleConfig(config));
  app.get("/config.json", async (_request, reply) => {
    // Revalidated on every load, so a changed deployment reaches open consoles at their next start.
    return reply.header("cache-control", "no-cache").type("application/json; charset=utf-8").send(body);
  });
};
