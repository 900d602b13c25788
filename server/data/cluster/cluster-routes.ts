// Distribution (Qdrant's "Distributed" API), as one node with distributed mode off answers it.
import { clusterRoutes } from "../../../contract/qdrant/routes/cluster-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { getCollectionClusterInfo } from "./get-collection-cluster-info";

export function registerClusterRoutes(route: DataRouter, plane: DataPlane): void {
  // GET /cluster: distributed mode is off
  route(clusterRoutes.status, async () => ({ status: "disabled" as const }));

  // GET /collections/{name}/cluster: the collection's shards, all local and Active
  route(clusterRoutes.collection, ({ collection }) => getCollectionClusterInfo(plane, collection));
}
