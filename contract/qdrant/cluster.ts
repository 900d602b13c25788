// Qdrant's answers about distribution, as a single node with distributed
// mode off gives them: GET /cluster is {"status": "disabled"}, and a
// collection's cluster info is one local shard, Active, holding every point.
import { z } from "zod";
import { ShardKey } from "./shard-keys";

/** GET /cluster: Qdrant's ClusterStatus; its "enabled" form (peers, raft) never applies here. */
export const ClusterStatus = z.object({ status: z.literal("disabled") }).meta({ id: "ClusterStatus" });

const ReplicaState = z.enum(["Active", "Dead", "Partial", "Initializing", "Listener", "PartialSnapshot", "Recovery", "Resharding", "ReshardingScaleDown", "ActiveRead", "ManualRecovery"]);

export const LocalShardInfo = z.object({ shard_id: z.int().min(0), shard_key: ShardKey.nullish(), points_count: z.int().min(0), state: ReplicaState }).meta({ id: "LocalShardInfo" });

/** GET /collections/{collection_name}/cluster: Qdrant's CollectionClusterInfo. */
export const CollectionClusterInfo = z
  .object({
    peer_id: z.int().min(0),
    shard_count: z.int().min(0),
    local_shards: z.array(LocalShardInfo),
    remote_shards: z.array(z.unknown()),
    shard_transfers: z.array(z.unknown()),
  })
  .meta({ id: "CollectionClusterInfo" });

export type CollectionClusterInfo = z.output<typeof CollectionClusterInfo>;
