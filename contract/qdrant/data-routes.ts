// Every route of the data plane, by what it works on (one file each in
// routes/), with the schemas of what it reads and answers (Qdrant's names:
// contract/qdrant/*.ts). A Qdrant path that is not here answers 404 "not
// offered by this service".
import type { DataRouteDeclaration } from "./data-route";
import { aliasRoutes } from "./routes/aliases-routes";
import { auditRoutes } from "./routes/audit-routes";
import { clusterRoutes } from "./routes/cluster-routes";
import { collectionRoutes } from "./routes/collections-routes";
import { indexRoutes } from "./routes/indexes-routes";
import { pointRoutes } from "./routes/points-routes";
import { searchRoutes } from "./routes/search-routes";
import { serviceRoutes } from "./routes/service-routes";
import { shardKeyRoutes } from "./routes/shard-keys-routes";
import { snapshotRoutes } from "./routes/snapshots-routes";
import { vectorNameRoutes } from "./routes/vector-names-routes";

/** The routes by what they work on: the OpenAPI document's tags (contract/qdrant/openapi.ts). */
export const DATA_ROUTE_GROUPS = {
  Collections: collectionRoutes,
  Aliases: aliasRoutes,
  "Payload indexes": indexRoutes,
  "Vector names": vectorNameRoutes,
  "Shard keys": shardKeyRoutes,
  Points: pointRoutes,
  Search: searchRoutes,
  Snapshots: snapshotRoutes,
  Service: serviceRoutes,
  Distributed: clusterRoutes,
  Audit: auditRoutes,
} as const satisfies Record<string, Record<string, DataRouteDeclaration>>;

/** Every route of the data plane: what tests and tools walk (as contract/api-routes.ts lists /api's). */
export const DATA_ROUTES: readonly DataRouteDeclaration[] = Object.values(DATA_ROUTE_GROUPS).flatMap((group) => Object.values(group));

