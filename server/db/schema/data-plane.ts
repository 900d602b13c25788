// The data plane's metadata: API keys, the collections of each project (the
// vectors themselves live in the vector engine, under engine_id), their
// aliases and payload indexes. (Its usage: metering.ts.)
// Collection names are per project; the engine only ever sees engine_id.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, json, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { API_KEY_ACCESS } from "../../../contract/api-keys";
import type { ShardKey } from "../../../contract/qdrant/shard-keys";
import type { StoredOperation, WriteKind } from "../../engine/write-operation";
import { projects } from "./organisations";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => at("created_at").notNull().defaultNow();

export const DISTANCES = ["Cosine", "Euclid", "Dot", "Manhattan"] as const;
export const PAYLOAD_FIELD_TYPES = ["keyword", "integer", "float", "geo", "bool", "datetime", "text", "uuid"] as const;

// Only the key's SHA-256 is stored; partial_key ("vdb_abcd…wxyz") lets its owner recognise it.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    hashedKey: text("hashed_key").notNull().unique(),
    partialKey: text("partial_key").notNull(),
    access: text("access", { enum: API_KEY_ACCESS }).notNull(),
    /** Null: every collection of the project. */
    collections: text("collections").array(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
    /** Revoked keys stay for the usage records that name them, and are refused. */
    revokedAt: at("revoked_at"),
  },
  (table) => [
    index("api_keys_project_id_index").on(table.projectId),
    check("api_keys_access_check", sql`${table.access} in ('read-write', 'read-only')`),
  ],
);

/** What a collection was created or updated with, beyond its vector parameters (Qdrant's config sections). */
export interface CollectionSettings {
  hnswConfig: Record<string, unknown>;
  optimizerConfig: Record<string, unknown>;
  walConfig: Record<string, unknown>;
  params: Record<string, unknown>;
  /** Kept and shown back; the engine chooses its own compression. */
  quantizationConfig?: unknown;
  /** Qdrant's strict_mode_config, shown back, and enforced when enabled (server/data/strict-mode/). */
  strictModeConfig?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** Qdrant's vectors.datatype when it is not float32, as asked (the engine's table keeps what it holds: parse-vectors-config.ts, engineDatatype). */
  vectorDatatype?: "float16" | "uint8";
  /** Qdrant's multivector_config of the unnamed vector, when it holds several vectors per point. */
  multivectorConfig?: { comparator: "max_sim" };
  /**
   * A collection with named vectors: each one's params as Qdrant shows them
   * (the row's vector_size, distance and on_disk then describe the first).
   */
  namedVectors?: Record<string, NamedVectorSettings>;
  /** Sparse vectors by name, their params as Qdrant shows them (SparseVectorParams). */
  sparseVectors?: Record<string, SparseVectorSettings>;
  /** Set while a snapshot is restored into the collection (server/data/snapshots/restore-snapshot.ts): writes are refused. */
  restoring?: { jobId: string };
  /** Present for Qdrant's custom sharding (sharding_method "custom"): the collection's shard keys (server/data/shard-keys/). */
  sharding?: ShardingSettings;
}

export interface ShardingSettings {
  /** The live shard keys, in the order they were created. */
  keys: ShardKey[];
  /** shard_number as given at creation (Qdrant's shards per key), shown back; each key here is one part of one table. */
  shardNumber: number;
}

export interface SparseVectorSettings {
  index?: Record<string, unknown>;
  modifier?: "idf" | "none";
}

export interface NamedVectorSettings {
  size: number;
  distance: "Cosine" | "Euclid" | "Dot" | "Manhattan";
  on_disk: boolean;
  datatype?: "float16" | "uint8";
  hnsw_config?: Record<string, unknown>;
  multivector_config?: { comparator: "max_sim" };
}

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The engine's id for it: c_<uuid without dashes>. */
    engineId: text("engine_id").notNull().unique(),
    vectorSize: integer("vector_size").notNull(),
    distance: text("distance", { enum: DISTANCES }).notNull(),
    onDisk: boolean("on_disk").notNull().default(false),
    settings: jsonb("settings").$type<CollectionSettings>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("collections_project_id_name_unique").on(table.projectId, table.name),
    check("collections_distance_check", sql`${table.distance} in ('Cosine', 'Euclid', 'Dot', 'Manhattan')`),
  ],
);

export const collectionAliases = pgTable(
  "collection_aliases",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    aliasName: text("alias_name").notNull(),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.aliasName] }), index("collection_aliases_collection_id_index").on(table.collectionId)],
);

export const payloadIndexes = pgTable(
  "payload_indexes",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    fieldName: text("field_name").notNull(),
    dataType: text("data_type", { enum: PAYLOAD_FIELD_TYPES }).notNull(),
    /** The field_schema's parameters as given (is_tenant, tokenizer, ...), shown back in payload_schema. */
    params: jsonb("params").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.fieldName] })],
);

// Writes accepted with wait=false, stored before the service acknowledges them
// and deleted once applied to the engine (server/data/writes): after a crash,
// the service applies what is left, in id order, before it listens. `json`,
// not jsonb: the request keeps its payloads' key order, and strings may hold
// \u0000. Usually (nearly) empty, so no index beside the primary key.
export const pendingWrites = pgTable("pending_writes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  collectionId: uuid("collection_id")
    .notNull()
    .references(() => collections.id, { onDelete: "cascade" }),
  kind: text("kind").$type<WriteKind>().notNull(),
  /** The whole validated operation, kind included (vectors in base64: stored-operation.ts). */
  request: json("request").$type<StoredOperation>().notNull(),
  createdAt: createdAt(),
  /** The instance applying it (server/instance-id.ts), which refreshes heartbeat_at meanwhile; null for rows written before owners. */
  owner: text("owner"),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
});

export type ApiKey = typeof apiKeys.$inferSelect;
export type Collection = typeof collections.$inferSelect;
export type CollectionAlias = typeof collectionAliases.$inferSelect;
export type PayloadIndex = typeof payloadIndexes.$inferSelect;
