// What a snapshot's header says of its collection (snapshot-format.ts), in
// Qdrant's own words so that any engine can build it again: the collection's
// configuration as the CreateCollection body that makes it, its payload
// indexes as payload_schema's types and parameters, the aliases that point at
// it, and its shard keys.
import { eq } from "drizzle-orm";
import { collectionAliases, payloadIndexes, type Collection } from "../../db/schema";
import { vectorsParams } from "../collections/collection-vectors";
import type { DataPlane } from "../data-plane";
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type SnapshotHeader } from "./snapshot-format";

export async function snapshotHeaderOf(plane: DataPlane, collection: Collection, createdAt: Date): Promise<SnapshotHeader> {
  const [indexes, aliases] = await Promise.all([
    plane.db.select().from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id)),
    plane.db.select({ name: collectionAliases.aliasName }).from(collectionAliases).where(eq(collectionAliases.collectionId, collection.id)),
  ]);
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    created_at: createdAt.toISOString(),
    collection: {
      name: collection.name,
      config: createRequestOf(collection),
      payload_schema: Object.fromEntries(indexes.map((index) => [index.fieldName, { type: index.dataType, params: index.params ?? null }])),
      aliases: aliases.map((alias) => alias.name).sort(),
      shard_keys: collection.settings.sharding?.keys ?? [],
    },
  };
}

/** The CreateCollection body that makes a collection configured as this one (its shard keys apart). */
export function createRequestOf(collection: Collection): Record<string, unknown> {
  const { settings } = collection;
  const { on_disk_payload: onDiskPayload, write_consistency_factor: writeConsistencyFactor } = settings.params as { on_disk_payload?: boolean; write_consistency_factor?: number };
  return {
    vectors: vectorsParams(collection),
    ...(settings.sparseVectors ? { sparse_vectors: settings.sparseVectors } : {}),
    ...(settings.sharding ? { sharding_method: "custom", shard_number: settings.sharding.shardNumber } : {}),
    ...(onDiskPayload !== undefined ? { on_disk_payload: onDiskPayload } : {}),
    ...(writeConsistencyFactor !== undefined ? { write_consistency_factor: writeConsistencyFactor } : {}),
    hnsw_config: settings.hnswConfig,
    optimizers_config: settings.optimizerConfig,
    wal_config: settings.walConfig,
    ...(settings.quantizationConfig !== undefined ? { quantization_config: settings.quantizationConfig } : {}),
    ...(settings.strictModeConfig ? { strict_mode_config: settings.strictModeConfig } : {}),
    ...(settings.metadata ? { metadata: settings.metadata } : {}),
  };
}
