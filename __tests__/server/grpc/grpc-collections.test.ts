// Qdrant's gRPC API through the official @qdrant/js-client-grpc: the health
// checks answer without a key; collections made over REST are listed, found
// and deleted over gRPC, aliases changed and listed; a call is refused as
// REST refuses it, in Qdrant's words with Qdrant's gRPC codes: no key or a
// wrong one (UNAUTHENTICATED), a read-only key's write (PERMISSION_DENIED), a
// collection that is not there (NOT_FOUND); another project's collections are
// not seen. A collection created over gRPC with every kind of vector and
// setting reads over gRPC as REST shows it, field by field; Update changes
// what REST shows; shard keys are made, listed and dropped; a bad request or a
// missing collection is refused in REST's words.
import {
  CollectionStatus,
  Datatype,
  Distance,
  Modifier,
  MultiVectorComparator,
  PayloadSchemaType,
  QuantizationType,
  ReplicaState,
  ShardingMethod,
  TokenizerType,
  type CollectionInfo,
  type Value,
  type VectorParams,
} from "@qdrant/js-client-grpc";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { refusal, startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(60_000);

let store: TestStore;
let server: DataPlaneServer;
let grpc: GrpcService;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  grpc = await startGrpcService(server);
});

afterAll(async () => {
  await grpc?.close();
  await server?.close();
  await store?.remove();
});


it("answers the health checks without a key, with the title and version GET / gives", async () => {
  const client = grpc.client();
  const rest = await server.call("GET", "/", { headers: { accept: "application/json" } });
  expect(await client.api("service").healthCheck({})).toEqual(expect.objectContaining({ title: rest.body.title, version: rest.body.version }));
});

it("lists, finds and deletes the caller's collections, and changes and lists aliases", async () => {
  const { key, client: rest } = await server.ownerClient();
  await rest.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
  await rest.createCollection("notes", { vectors: { size: 2, distance: "Dot" } });
  const collections = grpc.client(key).api("collections");

  const listed = await collections.list({});
  expect(listed.collections.map(({ name }) => name).sort()).toEqual(["docs", "notes"]);
  expect(listed.time).toBeGreaterThan(0);
  expect((await collections.collectionExists({ collectionName: "docs" })).result?.exists).toBe(true);
  expect((await collections.collectionExists({ collectionName: "gone" })).result?.exists).toBe(false);

  expect((await collections.updateAliases({ actions: [{ action: { case: "createAlias", value: { collectionName: "docs", aliasName: "current" } } }] })).result).toBe(true);
  expect((await collections.listAliases({})).aliases.map(({ aliasName, collectionName }) => ({ aliasName, collectionName }))).toEqual([{ aliasName: "current", collectionName: "docs" }]);
  expect((await collections.listCollectionAliases({ collectionName: "notes" })).aliases).toEqual([]);
  await collections.updateAliases({ actions: [{ action: { case: "renameAlias", value: { oldAliasName: "current", newAliasName: "latest" } } }] });
  expect((await rest.getCollectionAliases("docs")).aliases).toEqual([{ alias_name: "latest", collection_name: "docs" }]);

  expect((await collections.delete({ collectionName: "notes" })).result).toBe(true);
  expect((await rest.getCollections()).collections.map(({ name }) => name)).toEqual(["docs"]);

  // Another owner's project: nothing of this one.
  const { key: strangerKey } = await server.ownerClient();
  expect((await grpc.client(strangerKey).api("collections").list({})).collections).toEqual([]);
});

it("refuses as REST refuses, in Qdrant's words and with its gRPC codes", async () => {
  const { owner, key } = await server.ownerClient();
  const readOnly = await server.createApiKey(owner, { access: "read-only" });
  const restAnswer = (await server.call("GET", "/collections", { apiKey: "not-a-key" })).body.status.error as string;

  expect(await refusal(grpc.client().api("collections").list({}))).toEqual({ code: "Unauthenticated", message: "Must provide an API key or an Authorization bearer token" });
  expect(await refusal(grpc.client("not-a-key").api("collections").list({}))).toEqual({ code: "Unauthenticated", message: restAnswer });
  const forbidden = await refusal(grpc.client(readOnly.key).api("collections").delete({ collectionName: "docs" }));
  expect(forbidden.code).toBe("PermissionDenied");
  expect(forbidden.message).toBe((await server.call("DELETE", "/collections/docs", { apiKey: readOnly.key })).body.status.error);
  const toMissing = { actions: [{ create_alias: { collection_name: "missing", alias_name: "nowhere" } }] };
  const missing = await server.call("POST", "/collections/aliases", { apiKey: key, body: toMissing });
  expect(missing.status).toBe(404);
  const aliasToMissing = grpc.client(key).api("collections").updateAliases({ actions: [{ action: { case: "createAlias", value: { collectionName: "missing", aliasName: "nowhere" } } }] });
  expect(await refusal(aliasToMissing)).toEqual({ code: "NotFound", message: missing.body.status.error });
});

it("creates a collection with every kind of vector and setting, which Get shows as REST does", async () => {
  const { key, client: rest } = await server.ownerClient();
  const collections = grpc.client(key).api("collections");
  const created = await collections.create({
    collectionName: "media",
    vectorsConfig: {
      config: {
        case: "paramsMap",
        value: {
          map: {
            image: { size: 4n, distance: Distance.Cosine, hnswConfig: { m: 32n, efConstruct: 64n }, onDisk: true },
            title: { size: 3n, distance: Distance.Dot, datatype: Datatype.Float16 },
            tokens: { size: 2n, distance: Distance.Euclid, multivectorConfig: { comparator: MultiVectorComparator.MaxSim } },
          },
        },
      },
    },
    sparseVectorsConfig: { map: { words: { modifier: Modifier.Idf, index: { fullScanThreshold: 500n } } } },
    hnswConfig: { m: 20n, efConstruct: 200n, fullScanThreshold: 2000n },
    optimizersConfig: { indexingThreshold: 5000n, deletedThreshold: 0.5, maxOptimizationThreads: { variant: { case: "value", value: 2n } } },
    walConfig: { walCapacityMb: 64n },
    quantizationConfig: { quantization: { case: "scalar", value: { type: QuantizationType.Int8, quantile: 0.99, alwaysRam: true } } },
    strictModeConfig: { enabled: true, maxQueryLimit: 100, searchMaxOversampling: 1.1, sparseConfig: { sparseConfig: { words: { maxLength: 1000n } } } },
    onDiskPayload: false,
    writeConsistencyFactor: 1,
    metadata: { team: stringValue("search"), version: { kind: { case: "integerValue", value: 3n } } },
  });
  expect(created.result).toBe(true);
  await rest.createPayloadIndex("media", { field_name: "body", field_schema: { type: "text", tokenizer: "prefix", stopwords: "english", stemmer: { type: "snowball", language: "english" } }, wait: true });
  await rest.createPayloadIndex("media", { field_name: "tenant", field_schema: { type: "keyword", is_tenant: true }, wait: true });
  await rest.createPayloadIndex("media", { field_name: "year", field_schema: "integer", wait: true });

  const viaGrpc = await collections.get({ collectionName: "media" });
  const viaRest = await rest.getCollection("media");
  expect(restInfoOf(viaGrpc.result)).toEqual(asGrpcCarriesIt(viaRest));
  // The settings asked for arrived (not just the same on both sides).
  expect(viaRest.config.params.vectors).toEqual(
    expect.objectContaining({ image: expect.objectContaining({ size: 4, on_disk: true, hnsw_config: { m: 32, ef_construct: 64 } }), tokens: expect.objectContaining({ multivector_config: { comparator: "max_sim" } }) }),
  );
  expect(viaRest.config.params.sparse_vectors).toEqual({ words: { modifier: "idf", index: { full_scan_threshold: 500 } } });
  expect(viaRest.config.metadata).toEqual({ team: "search", version: 3 });
  expect(viaRest.config.optimizer_config).toEqual(expect.objectContaining({ indexing_threshold: 5000, deleted_threshold: 0.5, max_optimization_threads: 2 }));
  expect(viaRest.config.quantization_config).toEqual({ scalar: { type: "int8", quantile: 0.99, always_ram: true } });
  expect(viaRest.config.strict_mode_config).toEqual({ enabled: true, max_query_limit: 100, search_max_oversampling: 1.1, sparse_config: { words: { max_length: 1000 } } });
  expect(viaGrpc.time).toBeGreaterThan(0);
});

it("updates a collection's settings, which REST then shows", async () => {
  const { key, client: rest } = await server.ownerClient();
  const collections = grpc.client(key).api("collections");
  await collections.create({ collectionName: "docs", vectorsConfig: { config: { case: "params", value: { size: 2n, distance: Distance.Dot } } }, metadata: { owner: stringValue("ana") }, timeout: 10n });

  const updated = await collections.update({
    collectionName: "docs",
    timeout: 10n,
    optimizersConfig: { indexingThreshold: 0n, maxOptimizationThreads: { variant: { case: "setting", value: 0 } } },
    params: { onDiskPayload: false },
    hnswConfig: { efConstruct: 300n },
    vectorsConfig: { config: { case: "params", value: { onDisk: true, hnswConfig: { m: 8n } } } },
    quantizationConfig: { quantization: { case: "binary", value: { alwaysRam: false } } },
    strictModeConfig: { enabled: true, maxTimeout: 30 },
    metadata: { reviewed: { kind: { case: "boolValue", value: true } } },
  });
  expect(updated.result).toBe(true);

  const { config } = await rest.getCollection("docs");
  expect(config.optimizer_config).toEqual(expect.objectContaining({ indexing_threshold: 0, max_optimization_threads: "auto" }));
  expect(config.params).toEqual(expect.objectContaining({ on_disk_payload: false, vectors: expect.objectContaining({ size: 2, on_disk: true }) }));
  expect(config.hnsw_config).toEqual(expect.objectContaining({ m: 8, ef_construct: 300 }));
  expect(config.quantization_config).toEqual({ binary: { always_ram: false } });
  expect(config.strict_mode_config).toEqual({ enabled: true, max_timeout: 30 });
  expect(config.metadata).toEqual({ owner: "ana", reviewed: true });
  // And Get over gRPC still reads as REST does.
  expect(restInfoOf((await collections.get({ collectionName: "docs" })).result)).toEqual(asGrpcCarriesIt(await rest.getCollection("docs")));
});

it("creates, lists and deletes shard keys, and answers cluster calls as REST does", async () => {
  const { key, client: rest } = await server.ownerClient();
  const collections = grpc.client(key).api("collections");
  await collections.create({ collectionName: "tenants", vectorsConfig: { config: { case: "params", value: { size: 2n, distance: Distance.Dot } } }, shardingMethod: ShardingMethod.Custom });

  expect((await collections.createShardKey({ collectionName: "tenants", request: { shardKey: { key: { case: "keyword", value: "eu" } } }, timeout: 10n })).result).toBe(true);
  expect((await collections.createShardKey({ collectionName: "tenants", request: { shardKey: { key: { case: "number", value: 7n } }, shardsNumber: 1 } })).result).toBe(true);
  const listed = await collections.listShardKeys({ collectionName: "tenants" });
  expect(listed.shardKeys.map(({ key: shardKey }) => shardKey?.key.value)).toEqual((await rest.listShardKeys("tenants")).shard_keys?.map(({ key: shardKey }) => (typeof shardKey === "number" ? BigInt(shardKey) : shardKey)));
  expect(listed.shardKeys.map(({ key: shardKey }) => shardKey?.key.value).sort()).toEqual([7n, "eu"].sort());

  const cluster = await collections.collectionClusterInfo({ collectionName: "tenants" });
  const restCluster = await rest.collectionClusterInfo("tenants");
  expect({ peerId: Number(cluster.peerId), shardCount: Number(cluster.shardCount), remote: cluster.remoteShards, transfers: cluster.shardTransfers }).toEqual({ peerId: restCluster.peer_id, shardCount: restCluster.shard_count, remote: [], transfers: [] });
  expect(cluster.localShards.map((shard) => ({ shard_id: shard.shardId, points_count: Number(shard.pointsCount), state: ReplicaState[shard.state], shard_key: restShardKey(shard.shardKey?.key.value) }))).toEqual(
    restCluster.local_shards.map((shard) => ({ ...shard, shard_key: shard.shard_key ?? undefined })),
  );

  expect((await collections.deleteShardKey({ collectionName: "tenants", request: { shardKey: { key: { case: "keyword", value: "eu" } } } })).result).toBe(true);
  expect((await rest.listShardKeys("tenants")).shard_keys).toEqual([{ key: 7 }]);

  // No cluster operations on a single node: refused as REST refuses POST /collections/{name}/cluster.
  const restRefusal = await server.call("POST", "/collections/tenants/cluster", { apiKey: key, body: { drop_sharding_key: { shard_key: 7 } } });
  const grpcRefusal = await refusal(collections.updateCollectionClusterSetup({ collectionName: "tenants", operation: { case: "deleteShardKey", value: { shardKey: { key: { case: "number", value: 7n } } } } }));
  expect(grpcRefusal).toEqual({ code: "NotFound", message: restRefusal.body.status.error });
});

it("refuses a bad collection or a missing one in REST's words", async () => {
  const { key } = await server.ownerClient();
  const collections = grpc.client(key).api("collections");

  const restZero = await server.call("PUT", "/collections/empty", { apiKey: key, body: { vectors: { size: 0, distance: "Cosine" } } });
  expect(restZero.status).toBe(422);
  expect(await refusal(collections.create({ collectionName: "empty", vectorsConfig: { config: { case: "params", value: { size: 0n, distance: Distance.Cosine } } } }))).toEqual({
    code: "InvalidArgument",
    message: restZero.body.status.error,
  });
  expect(await refusal(collections.create({ collectionName: "empty", vectorsConfig: { config: { case: "params", value: { size: 2n } } } }))).toEqual({
    code: "InvalidArgument",
    message: "Malformed distance parameter: UnknownDistance",
  });

  const restMissing = await server.call("GET", "/collections/missing", { apiKey: key });
  expect(restMissing.status).toBe(404);
  expect(await refusal(collections.get({ collectionName: "missing" }))).toEqual({ code: "NotFound", message: restMissing.body.status.error });
  const restMissingUpdate = await server.call("PATCH", "/collections/missing", { apiKey: key, body: { hnsw_config: { m: 8 } } });
  expect(await refusal(collections.update({ collectionName: "missing", hnswConfig: { m: 8n } }))).toEqual({ code: "NotFound", message: restMissingUpdate.body.status.error });
  expect(await refusal(collections.listShardKeys({ collectionName: "missing" }))).toEqual({ code: "NotFound", message: restMissing.body.status.error });
  expect(await refusal(collections.createShardKey({ collectionName: "missing" }))).toEqual({ code: "InvalidArgument", message: "empty request" });
});

const stringValue = (value: string): { kind: { case: "stringValue"; value: string } } => ({ kind: { case: "stringValue", value } });

// The gRPC CollectionInfo as REST's JSON, written here apart from the service's converter: a second reading of collections.proto.

type Plain = { [key: string]: unknown };

/** A message's set fields by their proto names, uint64 as numbers, nested messages too. */
function plain(message: object | undefined): Plain {
  const object: Plain = {};
  for (const [field, value] of Object.entries(message ?? {})) {
    if (field === "$typeName" || value === undefined) continue;
    const name = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    object[name] = plainValue(value);
  }
  return object;
}

function plainValue(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(plainValue);
  return typeof value === "object" && value !== null ? plain(value) : value;
}

function restInfoOf(info: CollectionInfo | undefined): Plain {
  if (!info?.config) throw new Error("no collection info");
  const { config } = info;
  const params = config.params;
  const payloadSchema = Object.fromEntries(Object.entries(info.payloadSchema).map(([field, schema]) => [field, { data_type: PayloadSchemaType[schema.dataType].toLowerCase(), points: Number(schema.points), ...restIndexParams(schema.dataType, schema.params?.indexParams.value) }]));
  return {
    status: CollectionStatus[info.status].toLowerCase(),
    optimizer_status: info.optimizerStatus?.ok ? "ok" : { error: info.optimizerStatus?.error },
    indexed_vectors_count: Number(info.indexedVectorsCount),
    points_count: Number(info.pointsCount),
    segments_count: Number(info.segmentsCount),
    ...(info.warnings.length > 0 ? { warnings: info.warnings.map(({ message }) => ({ message })) } : {}),
    payload_schema: payloadSchema,
    config: {
      params: {
        vectors: params?.vectorsConfig?.config.case === "params" ? restVectorParams(params.vectorsConfig.config.value) : Object.fromEntries(Object.entries(params?.vectorsConfig?.config.value?.map ?? {}).map(([name, vector]) => [name, restVectorParams(vector)])),
        ...(params?.sparseVectorsConfig ? { sparse_vectors: Object.fromEntries(Object.entries(params.sparseVectorsConfig.map).map(([name, sparse]) => [name, { ...(sparse.index ? { index: plain(sparse.index) } : {}), ...(sparse.modifier !== undefined ? { modifier: Modifier[sparse.modifier].toLowerCase() } : {}) }])) } : {}),
        shard_number: params?.shardNumber,
        ...(params?.shardingMethod !== undefined ? { sharding_method: ShardingMethod[params.shardingMethod].toLowerCase() } : {}),
        replication_factor: params?.replicationFactor,
        write_consistency_factor: params?.writeConsistencyFactor,
        on_disk_payload: params?.onDiskPayload,
      },
      hnsw_config: plain(config.hnswConfig),
      optimizer_config: restOptimizers(plain(config.optimizerConfig)),
      wal_config: plain(config.walConfig),
      ...(config.quantizationConfig ? { quantization_config: restQuantization(config.quantizationConfig.quantization) } : {}),
      strict_mode_config: restStrictMode(plain(config.strictModeConfig)),
      ...(Object.keys(config.metadata).length > 0 ? { metadata: Object.fromEntries(Object.entries(config.metadata).map(([name, value]) => [name, jsonOf(value)])) } : {}),
    },
  };
}

function restVectorParams(vector: VectorParams): Plain {
  const { distance, datatype, multivector_config: multivector, ...rest } = plain(vector);
  return {
    ...rest,
    distance: Distance[distance as number],
    ...(datatype !== undefined ? { datatype: String(Datatype[datatype as number]).toLowerCase() } : {}),
    ...(multivector !== undefined ? { multivector_config: { comparator: (multivector as Plain).comparator === MultiVectorComparator.MaxSim ? "max_sim" : "?" } } : {}),
  };
}

function restOptimizers({ max_optimization_threads: threads, deprecated_max_optimization_threads: _deprecated, ...optimizers }: Plain): Plain {
  const { variant } = threads as { variant: { case: string; value: number } };
  return { ...optimizers, ...(variant.case === "value" ? { max_optimization_threads: variant.value } : {}) };
}

function restQuantization(quantization: NonNullable<NonNullable<CollectionInfo["config"]>["quantizationConfig"]>["quantization"]): Plain {
  if (quantization.case === "scalar") {
    const { quantile } = quantization.value;
    return { scalar: { ...plain(quantization.value), type: QuantizationType[quantization.value.type].toLowerCase(), ...(quantile !== undefined ? { quantile: float32(quantile) } : {}) } };
  }
  if (quantization.case === "binary") return { binary: plain(quantization.value) };
  throw new Error(`not read by this test: ${quantization.case}`);
}

function restStrictMode({ sparse_config: sparse, multivector_config: multivector, search_max_oversampling: oversampling, ...limits }: Plain): Plain {
  return {
    ...limits,
    ...(oversampling !== undefined ? { search_max_oversampling: float32(oversampling as number) } : {}),
    ...(sparse ? { sparse_config: (sparse as Plain).sparse_config } : {}),
    ...(multivector ? { multivector_config: (multivector as Plain).multivector_config } : {}),
  };
}

function restIndexParams(type: PayloadSchemaType, params: object | undefined): Plain {
  if (!params) return {};
  const { tokenizer, stopwords, stemmer, ...rest } = plain(params);
  const typeName = PayloadSchemaType[type].toLowerCase();
  if (typeName !== "text") return { params: { type: typeName, ...rest } };
  const [language] = (stopwords as { languages: string[] }).languages;
  const { stemming_params: stemming } = stemmer as { stemming_params: { value: { language: string } } };
  return { params: { type: "text", ...rest, tokenizer: String(TokenizerType[tokenizer as number]).toLowerCase(), stopwords: language, stemmer: { type: "snowball", language: stemming.value.language } } };
}

/** A proto float as the decimal it was written as (0.99, not 0.9900000095367432). */
function float32(value: number): number {
  return Number(value.toPrecision(7));
}

function restShardKey(key: string | bigint | undefined): string | number | undefined {
  return typeof key === "bigint" ? Number(key) : key;
}

function jsonOf(value: Value): unknown {
  const { kind } = value;
  if (kind.case === "integerValue") return Number(kind.value);
  if (kind.case === "structValue") return Object.fromEntries(Object.entries(kind.value.fields).map(([name, field]) => [name, jsonOf(field)]));
  if (kind.case === "listValue") return kind.value.values.map(jsonOf);
  return kind.case === "nullValue" ? null : kind.value;
}

/**
 * REST's collection info without what 1.19's message has no field for (created_at, 1.20's) and without nulls, which it
 * cannot carry; a thread limit of "auto" is no limit (null), as Qdrant keeps it.
 */
function asGrpcCarriesIt(info: object): unknown {
  const { created_at: _createdAt, ...rest } = info as Plain;
  const { config } = rest as { config: { optimizer_config: Plain } };
  if (config.optimizer_config.max_optimization_threads === "auto") config.optimizer_config.max_optimization_threads = null;
  return withoutNulls(rest);
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === null ? [] : [[key, withoutNulls(field)]])));
}
