// A single node's answers to Qdrant's cluster calls (its "Distributed" group).
import { ClusterStatus, CollectionClusterInfo } from "../cluster";
import { READ, declareDataRoute } from "../data-route";

export const clusterRoutes = {
  status: declareDataRoute({
    method: "GET",
    path: "/cluster",
    operation: "cluster.status",
    summary: 'Distributed mode: always "disabled", one node holds every collection',
    access: READ,
    collection: "all",
    result: ClusterStatus,
  }),
  collection: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/cluster",
    operation: "cluster.collection",
    summary: "The collection's shards: one local shard, Active, holding every point",
    access: READ,
    collection: "resolve",
    result: CollectionClusterInfo,
  }),
};
