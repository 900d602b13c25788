// Snapshots in either storage the settings choose (the folder DATA_DIR/snapshots,
// or the uploads' S3-compatible bucket under <prefix>snapshots/): a snapshot is
// stored there, listed, downloaded whole and restored from; deleted, its file
// goes; a deleted project's snapshot files go with it.
import { createHash } from "node:crypto";
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachUploadStorage } from "../uploads/support/upload-storages";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "./support/data-plane-server";

jest.setTimeout(60_000);

describeEachUploadStorage("snapshot files", (storage) => {
  let store: TestStore;
  let server: DataPlaneServer;
  let owner: Owner;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startDataPlaneServer(store.store, storage().env, storage().serverOptions);
    ({ owner, key, client } = await server.ownerClient());
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1], payload: { id } })) });
  });
  afterAll(async () => {
    await server.close();
    await store.remove();
  });

  it("stores, serves, restores from and removes snapshot files", async () => {
    const taken = await client.createSnapshot("docs");
    const files = await storage().snapshotFiles(server.dataDir, owner.projectId);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.snapshot$/)]);
    const response = await fetch(`${server.url}/collections/docs/snapshots/${encodeURIComponent(taken?.name ?? "")}`, { headers: { "api-key": key } });
    expect(createHash("sha256").update(Buffer.from(await response.arrayBuffer())).digest("hex")).toBe(taken?.checksum);

    await client.delete("docs", { wait: true, points: [1, 2] });
    expect(await client.recoverSnapshot("docs", { location: `file:///docs/${taken?.name ?? ""}` })).toBe(true);
    expect((await client.count("docs")).count).toBe(3);

    expect(await client.deleteSnapshot("docs", taken?.name ?? "")).toBe(true);
    expect(await storage().snapshotFiles(server.dataDir, owner.projectId)).toEqual([]);

    await client.createSnapshot("docs");
    expect(await storage().snapshotFiles(server.dataDir, owner.projectId)).toHaveLength(1);
    const deleted = await server.call("DELETE", `/api/projects/${owner.projectId}`, { headers: { authorization: `Bearer ${owner.token}` }, body: { confirmName: "Default project" } });
    expect(deleted.status).toBe(204);
    expect(await storage().snapshotFiles(server.dataDir, owner.projectId)).toEqual([]);
  });
});
