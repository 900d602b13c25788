// qdrant.Snapshots through the official @qdrant/js-client-grpc: a collection's
// snapshot taken over gRPC (waited for, as Qdrant's Create waits) is listed
// over gRPC and REST with the same name, size, checksum and creation time, and
// deleted over gRPC; full snapshots the same. A missing collection's Create is
// NOT_FOUND and a read-only key's is PERMISSION_DENIED, in REST's words.
import type { SnapshotDescription as GrpcSnapshotDescription } from "@qdrant/js-client-grpc";
import type { SnapshotDescription } from "../../../contract/qdrant/snapshots";
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

/** A gRPC description as REST prints it: the Timestamp as UTC to the second without a zone, int64 as a number. */
function restDescriptionOf({ name, creationTime, size, checksum }: GrpcSnapshotDescription): SnapshotDescription {
  const creation = creationTime ? new Date(Number(creationTime.seconds) * 1000 + creationTime.nanos / 1e6).toISOString().slice(0, 19) : null;
  return { name, creation_time: creation, size: Number(size), checksum: checksum ?? null };
}

it("creates, lists and deletes a collection's snapshots, which REST lists alike", async () => {
  const { key, client: rest } = await server.ownerClient();
  await rest.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
  await rest.upsert("docs", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1], payload: { n: id } })) });
  const snapshots = grpc.client(key).api("snapshots");

  const created = await snapshots.create({ collectionName: "docs" });
  expect(created.time).toBeGreaterThan(0);
  const taken = restDescriptionOf(created.snapshotDescription!);
  expect(taken).toEqual({ name: expect.stringMatching(/^docs-\d{16}-[\d-]{19}\.snapshot$/), creation_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/), size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(taken.size).toBeGreaterThan(0);
  expect(created.snapshotDescription?.creationTime?.nanos).toBe(0);

  const listed = await snapshots.list({ collectionName: "docs" });
  expect(listed.snapshotDescriptions.map(restDescriptionOf)).toEqual([taken]);
  expect(await rest.listSnapshots("docs")).toEqual([taken]);

  await snapshots.delete({ collectionName: "docs", snapshotName: taken.name });
  expect(await rest.listSnapshots("docs")).toEqual([]);
  expect((await snapshots.list({ collectionName: "docs" })).snapshotDescriptions).toEqual([]);
  const gone = await server.call("DELETE", `/collections/docs/snapshots/${taken.name}`, { apiKey: key });
  expect(await refusal(snapshots.delete({ collectionName: "docs", snapshotName: taken.name }))).toEqual({ code: "NotFound", message: gone.body.status.error });
});

it("creates, lists and deletes full snapshots, which REST lists alike", async () => {
  const { key, client: rest } = await server.ownerClient();
  await rest.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
  await rest.upsert("docs", { wait: true, points: [{ id: 1, vector: [1, 0] }] });
  const snapshots = grpc.client(key).api("snapshots");

  const created = await snapshots.createFull({});
  const taken = restDescriptionOf(created.snapshotDescription!);
  expect(taken).toEqual({ name: expect.stringMatching(/^full-snapshot-\d{16}-[\d-]{19}\.snapshot$/), creation_time: expect.any(String), size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });

  expect((await snapshots.listFull({})).snapshotDescriptions.map(restDescriptionOf)).toEqual([taken]);
  expect(await rest.listFullSnapshots()).toEqual([taken]);

  await snapshots.deleteFull({ snapshotName: taken.name });
  expect(await rest.listFullSnapshots()).toEqual([]);
  expect((await snapshots.listFull({})).snapshotDescriptions).toEqual([]);
});

it("refuses as REST refuses: a missing collection, a read-only key", async () => {
  const { owner, key, client: rest } = await server.ownerClient();
  await rest.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
  const readOnly = await server.createApiKey(owner, { access: "read-only" });

  const missing = await server.call("POST", "/collections/missing/snapshots", { apiKey: key });
  expect(missing.status).toBe(404);
  expect(await refusal(grpc.client(key).api("snapshots").create({ collectionName: "missing" }))).toEqual({ code: "NotFound", message: missing.body.status.error });

  const forbidden = await server.call("POST", "/collections/docs/snapshots", { apiKey: readOnly.key });
  expect(forbidden.status).toBe(403);
  expect(await refusal(grpc.client(readOnly.key).api("snapshots").create({ collectionName: "docs" }))).toEqual({ code: "PermissionDenied", message: forbidden.body.status.error });
  expect(await refusal(grpc.client(readOnly.key).api("snapshots").createFull({}))).toEqual(expect.objectContaining({ code: "PermissionDenied" }));
  expect(await rest.listSnapshots("docs")).toEqual([]);
  expect(await rest.listFullSnapshots()).toEqual([]);
});
