// Every data-plane route answers what its declaration says: each route is
// called once with good input, and the `result` of its reply must parse with
// the route's declared result schema (contract/qdrant/data-routes.ts).
import { z } from "zod";
import type { DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import { aliasRoutes } from "../../../contract/qdrant/routes/aliases-routes";
import { auditRoutes } from "../../../contract/qdrant/routes/audit-routes";
import { clusterRoutes } from "../../../contract/qdrant/routes/cluster-routes";
import { collectionRoutes } from "../../../contract/qdrant/routes/collections-routes";
import { indexRoutes } from "../../../contract/qdrant/routes/indexes-routes";
import { pointRoutes } from "../../../contract/qdrant/routes/points-routes";
import { searchRoutes } from "../../../contract/qdrant/routes/search-routes";
import { serviceRoutes } from "../../../contract/qdrant/routes/service-routes";
import { shardKeyRoutes } from "../../../contract/qdrant/routes/shard-keys-routes";
import { snapshotRoutes } from "../../../contract/qdrant/routes/snapshots-routes";
import { vectorNameRoutes } from "../../../contract/qdrant/routes/vector-names-routes";
import { successReplyOf } from "../../../contract/qdrant/replies";
import { dataPlaneForFile, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

const UUID = "5c56c793-69f3-4fbf-87e6-c4bf54c28c26";

const dataPlane = dataPlaneForFile();
let server: DataPlaneServer;
let key: string;

beforeAll(async () => {
  ({ server, key } = dataPlane());
});

/** The snapshot the snapshot calls work on: named by its creation's reply, its bytes downloaded for the upload. */
const snapshot = { name: "", bytes: Buffer.alloc(0) };
const snapshotPath = () => `/collections/shop/snapshots/${encodeURIComponent(snapshot.name)}`;

/** Each route with a call it answers with success (its path read when it is called), in an order that leaves what the next one needs. */
const calls: [DataRouteDeclaration, string | (() => string), unknown?][] = [
  [collectionRoutes.create, "/collections/shop", { vectors: { size: 2, distance: "Dot" } }],
  [collectionRoutes.list, "/collections"],
  [collectionRoutes.exists, "/collections/shop/exists"],
  [collectionRoutes.update, "/collections/shop", { hnsw_config: { m: 32 }, metadata: { team: "search" } }],
  [pointRoutes.upsert, "/collections/shop/points?wait=true", { points: [{ id: 1, vector: [1, 0], payload: { city: "Paris", price: 5 } }, { id: UUID, vector: [0, 1] }] }],
  [indexRoutes.create, "/collections/shop/index?wait=true", { field_name: "price", field_schema: "float" }],
  [collectionRoutes.get, "/collections/shop"],
  [collectionRoutes.optimizations, "/collections/shop/optimizations?with=queued,completed"],
  [clusterRoutes.status, "/cluster"],
  [clusterRoutes.collection, "/collections/shop/cluster"],
  [serviceRoutes.telemetry, "/telemetry?details_level=1"],
  [serviceRoutes.issues, "/issues"],
  [serviceRoutes.clearIssues, "/issues"],
  [
    pointRoutes.batch,
    "/collections/shop/points/batch?wait=true",
    { operations: [{ upsert: { points: [{ id: 9, vector: [1, 1] }] } }, { set_payload: { payload: { city: "Oslo" }, points: [9] } }, { delete: { points: [9] } }] },
  ],
  [pointRoutes.get, `/collections/shop/points/${UUID}`],
  [pointRoutes.retrieve, "/collections/shop/points", { ids: [1, UUID], with_vector: true }],
  [pointRoutes.setPayload, "/collections/shop/points/payload?wait=true", { payload: { seen: true }, points: [1] }],
  [pointRoutes.overwritePayload, "/collections/shop/points/payload?wait=true", { payload: { city: "Rome", price: 7 }, points: [1] }],
  [pointRoutes.deletePayload, "/collections/shop/points/payload/delete?wait=true", { keys: ["seen"], filter: { must: [{ key: "city", match: { value: "Rome" } }] } }],
  [searchRoutes.scroll, "/collections/shop/points/scroll", { limit: 1, with_vector: true }],
  [searchRoutes.count, "/collections/shop/points/count", { filter: { must: [{ key: "price", range: { gte: 1 } }] } }],
  [searchRoutes.search, "/collections/shop/points/search", { vector: [1, 1], limit: 2, with_payload: true }],
  [searchRoutes.searchBatch, "/collections/shop/points/search/batch", { searches: [{ vector: [1, 0], limit: 1 }, { vector: [0, 1], top: 1 }] }],
  [searchRoutes.recommend, "/collections/shop/points/recommend", { positive: [1], limit: 1 }],
  [searchRoutes.recommendBatch, "/collections/shop/points/recommend/batch", { searches: [{ positive: [[1, 1]], limit: 1 }] }],
  [searchRoutes.query, "/collections/shop/points/query", { query: { nearest: [1, 0] }, limit: 2, with_vector: true }],
  [searchRoutes.queryBatch, "/collections/shop/points/query/batch", { searches: [{ query: 1 }, {}] }],
  [searchRoutes.queryGroups, "/collections/shop/points/query/groups", { query: [1, 0], group_by: "city", limit: 2, with_lookup: "shop" }],
  [searchRoutes.searchGroups, "/collections/shop/points/search/groups", { vector: [1, 0], group_by: "city", group_size: 1, limit: 2 }],
  [searchRoutes.recommendGroups, "/collections/shop/points/recommend/groups", { positive: [UUID], group_by: "city", group_size: 1, limit: 2 }],
  [searchRoutes.discover, "/collections/shop/points/discover", { target: [1, 0], context: [{ positive: [1, 0], negative: [0, 1] }], limit: 2 }],
  [searchRoutes.discoverBatch, "/collections/shop/points/discover/batch", { searches: [{ context: [{ positive: 1, negative: [0, 1] }], limit: 1 }] }],
  [searchRoutes.facet, "/collections/shop/facet", { key: "city" }],
  [searchRoutes.matrixPairs, "/collections/shop/points/search/matrix/pairs", { sample: 2, limit: 1 }],
  [searchRoutes.matrixOffsets, "/collections/shop/points/search/matrix/offsets", { sample: 2, limit: 1 }],
  [snapshotRoutes.create, "/collections/shop/snapshots?wait=true"],
  [snapshotRoutes.list, "/collections/shop/snapshots"],
  [snapshotRoutes.download, snapshotPath],
  [snapshotRoutes.recover, "/collections/shop-copy/snapshots/recover", { location: "file:///shop/" }],
  [snapshotRoutes.upload, "/collections/shop-copy/snapshots/upload?wait=true"],
  [snapshotRoutes.delete, snapshotPath],
  [snapshotRoutes.createFull, "/snapshots"],
  [snapshotRoutes.listFull, "/snapshots"],
  [snapshotRoutes.downloadFull, () => `/snapshots/${encodeURIComponent(snapshot.name)}`],
  [snapshotRoutes.deleteFull, () => `/snapshots/${encodeURIComponent(snapshot.name)}`],
  [collectionRoutes.delete, "/collections/shop-copy"],
  [aliasRoutes.change, "/collections/aliases", { actions: [{ create_alias: { collection_name: "shop", alias_name: "store" } }] }],
  [aliasRoutes.list, "/aliases"],
  [aliasRoutes.listOfCollection, "/collections/shop/aliases"],
  [pointRoutes.clearPayload, "/collections/shop/points/payload/clear?wait=true", { points: [UUID] }],
  [collectionRoutes.create, "/collections/gallery", { vectors: { image: { size: 2, distance: "Cosine" }, text: { size: 3, distance: "Dot" } } }],
  [pointRoutes.upsert, "/collections/gallery/points?wait=true", { points: [{ id: 1, vector: { image: [1, 0], text: [0, 1, 0] } }, { id: 2, vector: { text: [1, 1, 1] } }] }],
  [pointRoutes.updateVectors, "/collections/gallery/points/vectors?wait=true", { points: [{ id: 2, vector: { image: [0, 1] } }] }],
  [pointRoutes.deleteVectors, "/collections/gallery/points/vectors/delete?wait=true", { points: [1], vector: ["text"] }],
  [vectorNameRoutes.create, "/collections/gallery/vectors/caption?wait=true", { sparse: { modifier: "idf" } }],
  [vectorNameRoutes.delete, "/collections/gallery/vectors/text?wait=true"],
  [collectionRoutes.get, "/collections/gallery"],
  [pointRoutes.retrieve, "/collections/gallery/points", { ids: [1, 2], with_vector: true }],
  [searchRoutes.query, "/collections/gallery/points/query", { query: [1, 0], using: "image", with_vector: ["image"] }],
  [collectionRoutes.delete, "/collections/gallery"],
  [collectionRoutes.create, "/collections/tenants", { vectors: { size: 2, distance: "Dot" }, sharding_method: "custom" }],
  [shardKeyRoutes.create, "/collections/tenants/shards", { shard_key: "tenant-a" }],
  [shardKeyRoutes.list, "/collections/tenants/shards"],
  [clusterRoutes.collection, "/collections/tenants/cluster"],
  [pointRoutes.upsert, "/collections/tenants/points?wait=true", { points: [{ id: 1, vector: [1, 0] }], shard_key: "tenant-a" }],
  [shardKeyRoutes.delete, "/collections/tenants/shards/delete", { shard_key: "tenant-a" }],
  [collectionRoutes.delete, "/collections/tenants"],
  [pointRoutes.delete, "/collections/shop/points/delete?wait=true", { points: [UUID] }],
  [indexRoutes.delete, "/collections/shop/index/price?wait=true"],
  [collectionRoutes.delete, "/collections/shop"],
  [auditRoutes.logs, "/audit/logs", { limit: 10 }],
];

it("calls every declared route", () => {
  const declared = DATA_ROUTES;
  expect(new Set(calls.map(([declaration]) => declaration))).toEqual(new Set(declared));
});

it("answers each route with a result its declared schema reads", async () => {
  // The audit log is for owners and admins (their console token), not for keys.
  const owner = await server.createOwner();
  for (const [declaration, pathOf, given] of calls) {
    const path = typeof pathOf === "string" ? pathOf : pathOf();
    // Files, not JSON: the snapshot's bytes, and an upload of them.
    if (declaration.download) {
      const file = await fetch(`${server.url}${path}`, { headers: { "api-key": key } });
      expect({ path, status: file.status, type: file.headers.get("content-type") }).toEqual({ path, status: 200, type: "application/octet-stream" });
      snapshot.bytes = Buffer.from(await file.arrayBuffer());
      continue;
    }
    const body = declaration === snapshotRoutes.recover ? { location: `file:///shop/${snapshot.name}` } : given;
    const credentials = declaration.access[0] === "audit" ? { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId } } : { apiKey: key };
    const response = declaration.upload ? await uploadSnapshot(path) : await server.call(declaration.method, path, { ...credentials, body });
    if (declaration === snapshotRoutes.create || declaration === snapshotRoutes.createFull) snapshot.name = String(response.body?.result?.name);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    const parsed = declaration.result?.safeParse(response.body.result);
    expect({ route: `${declaration.method} ${declaration.path}`, issues: parsed?.error?.issues ?? [] }).toEqual({ route: `${declaration.method} ${declaration.path}`, issues: [] });
    // The whole reply, as the OpenAPI document describes it (contract/qdrant/openapi.ts).
    const envelope = successReplyOf(declaration.result ?? z.unknown()).safeParse(response.body);
    expect({ route: `${declaration.method} ${declaration.path}`, issues: envelope.error?.issues ?? [] }).toEqual({ route: `${declaration.method} ${declaration.path}`, issues: [] });
  }
});

async function uploadSnapshot(path: string): Promise<{ status: number; body: { result?: unknown } }> {
  const form = new FormData();
  form.append("snapshot", new Blob([new Uint8Array(snapshot.bytes)]), "shop.snapshot");
  const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { "api-key": key }, body: form });
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}
