// GET /collections/{name}: Qdrant's CollectionInfo. Counts and status come
// from the engine (yellow while it builds a vector index); the configuration
// from the metadata store; payload_schema lists the payload indexes, each with
// the number of points that hold the field.
import { eq } from "drizzle-orm";
import type { CollectionInfo } from "../../../contract/qdrant/collections";
import type { Collection } from "../../db/schema";
import { payloadIndexes } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { DEFAULT_STRICT_MODE } from "./collection-settings";
import { vectorsParams } from "./collection-vectors";
import { parseKeyPath } from "../../../contract/qdrant/key-path";

export async function getCollectionInfo(plane: DataPlane, collection: Collection): Promise<CollectionInfo> {
  const [stats, indexes] = await Promise.all([
    plane.engine.stats(collection.engineId),
    plane.db.select().from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id)),
  ]);
  const payloadSchema: CollectionInfo["payload_schema"] = {};
  await Promise.all(
    indexes.map(async ({ fieldName, dataType, params }) => {
      const key = parseKeyPath(fieldName);
      const points = key ? await plane.engine.count(collection.engineId, { kind: "not", child: { kind: "isEmpty", key } }) : 0;
      payloadSchema[fieldName] = params ? { data_type: dataType, params, points } : { data_type: dataType, points };
    }),
  );
  const { settings } = collection;
  const warnings = stats.slowFilterKeys.map(({ key, searches, msPerSearch }) => ({
    message:
      `Searches filtered on "${key}" read stored payloads, because "${key}" has no payload index ` +
      `(${searches} since the service started, ${msPerSearch.toFixed(1)} ms each on average). ` +
      `Create a payload index on "${key}" (PUT /collections/${collection.name}/index) to make them use it.`,
  }));
  return {
    status: stats.status,
    optimizer_status: "ok",
    // Qdrant leaves warnings out when there is none.
    ...(warnings.length > 0 ? { warnings } : {}),
    indexed_vectors_count: stats.indexedVectorsCount,
    points_count: stats.pointsCount,
    segments_count: stats.segmentsCount,
    config: {
      params: {
        vectors: vectorsParams(collection),
        ...(settings.sparseVectors ? { sparse_vectors: settings.sparseVectors } : {}),
        // Custom sharding shows shards per key as given; otherwise the collection is one shard.
        shard_number: settings.sharding?.shardNumber ?? 1,
        ...(settings.sharding ? { sharding_method: "custom" } : {}),
        replication_factor: 1,
        ...settings.params,
      },
      hnsw_config: settings.hnswConfig,
      optimizer_config: settings.optimizerConfig,
      wal_config: settings.walConfig,
      quantization_config: settings.quantizationConfig ?? null,
      // Collections created before strict mode was kept have Qdrant's default.
      strict_mode_config: settings.strictModeConfig ?? DEFAULT_STRICT_MODE,
      ...(settings.metadata ? { metadata: settings.metadata } : {}),
    },
    payload_schema: payloadSchema,
    // Qdrant 1.20: when the collection was created (RFC 3339, UTC).
    created_at: collection.createdAt.toISOString(),
  };
}
