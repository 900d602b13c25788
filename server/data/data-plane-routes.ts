// The data plane: Qdrant's REST API at the service root (/collections/...,
// /aliases), so that Qdrant clients work given only the service's URL and an
// API key. Its own scope: bodies parsed as JSON up to 32 MB, errors in
// Qdrant's shape, every route through the data router (authentication,
// permissions, metering), and the OpenAPI document of them all at
// /openapi.json. The console's static routes are untouched: these paths are
// not console pages, and GET / stays the console's for browsers. Qdrant's
// service routes are here too: GET / for clients, /livez and /readyz
// (service/public-routes.ts, without a key; /readyz asks the store's database),
// /telemetry, /issues and /cluster.
import type { FastifyPluginAsync } from "fastify";
import { pathOf } from "../replies/error-replies";
import { registerAliasRoutes } from "./aliases/alias-routes";
import { registerAuditLogRoutes } from "./audit/audit-log-routes";
import { registerClusterRoutes } from "./cluster/cluster-routes";
import { registerCollectionRoutes } from "./collections/collection-routes";
import type { DataPlane } from "./data-plane";
import { createDataRouter } from "./http/data-router";
import { handleErrorsAsQdrant } from "./http/error-handler";
import { parseBodiesAsJson } from "./http/json-body-parser";
import { registerOpenApiDocument } from "./http/openapi-route";
import { registerIndexRoutes } from "./indexes/index-routes";
import { registerPointRoutes } from "./points/point-routes";
import { registerSearchRoutes } from "./points/search-routes";
import { notOffered } from "./qdrant-errors";
import { registerPublicRoutes } from "./service/public-routes";
import { registerServiceRoutes } from "./service/service-routes";
import { registerShardKeyRoutes } from "./shard-keys/shard-key-routes";
import type { SnapshotContext } from "./snapshots/snapshot-context";
import { registerSnapshotRoutes } from "./snapshots/snapshot-routes";
import { registerVectorNameRoutes } from "./vector-names/vector-name-routes";

export interface DataPlaneRoutesOptions {
  plane: DataPlane;
  /** Qdrant's snapshot calls, where the service keeps snapshots (app.ts); without it they answer "not offered". */
  snapshots?: SnapshotContext;
  /** Tests: an audited route answering 2xx without naming its target to the audit trail is an error. */
  isAuditStrict?: boolean;
}

export const dataPlaneRoutes: FastifyPluginAsync<DataPlaneRoutesOptions> = async (app, { plane, snapshots, isAuditStrict }) => {
  parseBodiesAsJson(app);
  handleErrorsAsQdrant(app);
  registerPublicRoutes(app, { db: plane.db, engine: plane.engine });
  registerOpenApiDocument(app);
  const route = createDataRouter(app, plane, { isAuditStrict });
  registerCollectionRoutes(route, plane);
  registerAliasRoutes(route, plane);
  registerIndexRoutes(route, plane);
  registerVectorNameRoutes(route, plane);
  registerShardKeyRoutes(route, plane);
  registerPointRoutes(route, plane);
  registerSearchRoutes(route, plane);
  registerClusterRoutes(route, plane);
  registerServiceRoutes(route, plane);
  registerAuditLogRoutes(route, plane);
  if (snapshots) await registerSnapshotRoutes(app, route, snapshots);
  // ALL /collections/*: the rest of Qdrant's API (shard snapshots, cluster operations, ...) is not offered here
  app.all("/collections/*", async (request) => {
    throw notOffered(request.method, pathOf(request));
  });
  // Before the engine and the store close (main.ts): queued writes land, usage is written.
  app.addHook("onClose", () => plane.close());
};
