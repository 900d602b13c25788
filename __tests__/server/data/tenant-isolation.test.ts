// Every call sees its own project only: keys of one project or organisation
// see nothing of another's; read-only keys cannot write; keys limited to named
// collections reach only those; revoked keys are refused at once. The console
// reaches a project with its bearer token and X-Project-Id.
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "./support/data-plane-server";

jest.setTimeout(60_000);

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });
const READ_ONLY = qdrantError(403, "Forbidden: Write access is required, and this API key is read-only");

describeEachStore("tenant isolation on the data plane", (getStore) => {
  let server: DataPlaneServer;
  let owner: Owner;
  let key: string;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    owner = await server.createOwner();
    key = (await server.createApiKey(owner)).key;
    const client = server.client(key);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.createCollection("private", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [{ id: 1, vector: [1, 0], payload: { owner: "A" } }] });
  });
  afterAll(() => server.close());

  const call = (apiKey: string, method: string, path: string, body?: unknown) => server.call(method, path, { apiKey, body });

  it("shows a key of another organisation nothing of this one, and lets it use the same names", async () => {
    const stranger = await server.createOwner();
    const { key: strangerKey } = await server.createApiKey(stranger);
    const strangerClient = server.client(strangerKey);
    expect(await strangerClient.getCollections()).toEqual({ collections: [] });
    expect(await strangerClient.collectionExists("docs")).toEqual({ exists: false });
    expect(await call(strangerKey, "POST", "/collections/docs/points/count", {})).toEqual(qdrantError(404, "Not found: Collection `docs` doesn't exist!"));
    expect(await call(strangerKey, "DELETE", "/collections/docs")).toMatchObject({ status: 200, body: { result: false } });

    await strangerClient.createCollection("docs", { vectors: { size: 3, distance: "Cosine" } });
    await strangerClient.upsert("docs", { wait: true, points: [{ id: 1, vector: [0, 0, 1], payload: { owner: "B" } }] });
    expect(await strangerClient.retrieve("docs", { ids: [1] })).toEqual([{ id: 1, payload: { owner: "B" } }]);
    expect(await server.client(key).retrieve("docs", { ids: [1] })).toEqual([{ id: 1, payload: { owner: "A" } }]);
    expect((await server.client(key).getCollection("docs")).config.params.vectors).toMatchObject({ size: 2 });
  });

  it("keeps the projects of one organisation apart too", async () => {
    // A second project needs a tier past Sandbox's one.
    await server.changeTier(owner, "startup");
    const { body: project } = await server.call("POST", "/api/projects", { headers: { authorization: `Bearer ${owner.token}` }, body: { name: `Other ${Date.now()}` } });
    const { key: otherKey } = await server.createApiKey(owner, {}, project.id);
    expect(await server.client(otherKey).getCollections()).toEqual({ collections: [] });
    expect((await call(otherKey, "GET", "/collections/docs")).status).toBe(404);
  });

  it("lets a read-only key read, and refuses it every write with 403", async () => {
    const { key: readOnly } = await server.createApiKey(owner, { access: "read-only" });
    const reader = server.client(readOnly);
    expect((await reader.getCollections()).collections.map(({ name }) => name)).toEqual(["docs", "private"]);
    expect(await reader.count("docs")).toEqual({ count: 1 });
    expect((await call(readOnly, "POST", "/collections/docs/points/search", { vector: [1, 0], limit: 1 })).status).toBe(200);
    expect((await call(readOnly, "POST", "/collections/docs/points/scroll", {})).status).toBe(200);

    const writes: [string, string, unknown][] = [
      ["PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: [0, 1] }] }],
      ["POST", "/collections/docs/points/delete?wait=true", { points: [1] }],
      ["POST", "/collections/docs/points/payload?wait=true", { payload: { x: 1 }, points: [1] }],
      ["PUT", "/collections/docs/points/payload?wait=true", { payload: {}, points: [1] }],
      ["POST", "/collections/docs/points/payload/delete?wait=true", { keys: ["owner"], points: [1] }],
      ["POST", "/collections/docs/points/payload/clear?wait=true", { points: [1] }],
      ["PUT", "/collections/docs/index?wait=true", { field_name: "owner", field_schema: "keyword" }],
      ["DELETE", "/collections/docs/index/owner", undefined],
      ["PUT", "/collections/new", { vectors: { size: 2, distance: "Dot" } }],
      ["PATCH", "/collections/docs", { optimizers_config: { indexing_threshold: 1 } }],
      ["DELETE", "/collections/docs", undefined],
      ["POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "docs", alias_name: "d" } }] }],
    ];
    for (const [method, path, body] of writes) expect([method, path, await call(readOnly, method, path, body)]).toEqual([method, path, READ_ONLY]);
    await expect(reader.upsert("docs", { wait: true, points: [{ id: 3, vector: [1, 1] }] })).rejects.toMatchObject({ status: 403 });
    expect(await reader.count("docs")).toEqual({ count: 1 });
    expect(await reader.retrieve("docs", { ids: [1] })).toEqual([{ id: 1, payload: { owner: "A" } }]);
  });

  it("limits a key to its named collections, and to what they reach", async () => {
    const { key: limited } = await server.createApiKey(owner, { collections: ["docs", "fresh"] });
    const client = server.client(limited);
    expect(await client.getCollections()).toEqual({ collections: [{ name: "docs" }] });
    expect(await client.count("docs")).toEqual({ count: 1 });
    const refused = qdrantError(403, "Forbidden: Access to collection `private` is not granted to this API key");
    expect(await call(limited, "GET", "/collections/private")).toEqual(refused);
    expect(await call(limited, "POST", "/collections/private/points/count", {})).toEqual(refused);
    expect(await call(limited, "GET", "/collections/private/exists")).toEqual(refused);
    expect(await call(limited, "DELETE", "/collections/private")).toEqual(refused);
    expect(await call(limited, "PUT", "/collections/elsewhere", { vectors: { size: 2, distance: "Dot" } })).toEqual(
      qdrantError(403, "Forbidden: Access to collection `elsewhere` is not granted to this API key"),
    );
    expect(await call(limited, "POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "docs", alias_name: "d" } }] })).toEqual(
      qdrantError(403, "Forbidden: Global access is required, and this API key is limited to named collections"),
    );
    // A collection it names can be created, used and deleted by it.
    expect(await client.createCollection("fresh", { vectors: { size: 2, distance: "Dot" } })).toBe(true);
    expect(await client.deleteCollection("fresh")).toBe(true);

    // An alias reaches what its collection's name allows: named "fresh", it does not open "private".
    await server.client(key).updateCollectionAliases({
      actions: [{ create_alias: { collection_name: "private", alias_name: "fresh" } }, { create_alias: { collection_name: "docs", alias_name: "current" } }],
    });
    expect(await call(limited, "POST", "/collections/fresh/points/count", {})).toEqual(qdrantError(403, "Forbidden: Access to collection `fresh` is not granted to this API key"));
    expect(await client.count("current")).toEqual({ count: 1 });
    expect(await client.getAliases()).toEqual({ aliases: [{ alias_name: "current", collection_name: "docs" }] });
    await server.client(key).updateCollectionAliases({ actions: [{ delete_alias: { alias_name: "fresh" } }, { delete_alias: { alias_name: "current" } }] });
  });

  it("refuses calls without a key, with an unknown key, and with a revoked key at once", async () => {
    expect(await server.call("GET", "/collections")).toEqual(qdrantError(401, "Must provide an API key or an Authorization bearer token"));
    expect(await call("vdb_00000000000000000000000000000000", "GET", "/collections")).toEqual(qdrantError(401, "Invalid API key or JWT"));
    const { apiKey, key: doomed } = await server.createApiKey(owner);
    expect((await call(doomed, "GET", "/collections")).status).toBe(200);
    await server.call("DELETE", `/api/projects/${owner.projectId}/api-keys/${apiKey.id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(await call(doomed, "GET", "/collections")).toEqual(qdrantError(401, "Invalid API key or JWT"));
    await expect(server.client(doomed).getCollections()).rejects.toMatchObject({ status: 401 });
  });

  it("takes an API key as a bearer token too, as Qdrant does", async () => {
    const response = await server.call("GET", "/collections", { headers: { authorization: `Bearer ${key}` } });
    expect(response).toMatchObject({ status: 200, body: { result: { collections: [{ name: "docs" }, { name: "private" }] } } });
  });

  describe("the console's bearer token", () => {
    const asUser = (token: string, projectId?: string) => ({ authorization: `Bearer ${token}`, ...(projectId ? { "x-project-id": projectId } : {}) });

    it("reaches a project of the user's organisation named by X-Project-Id", async () => {
      const response = await server.call("POST", "/collections/docs/points/count", { headers: asUser(owner.token, owner.projectId), body: {} });
      expect(response).toEqual({ status: 200, body: { result: { count: 1 }, status: "ok", time: expect.any(Number) } });
    });

    it("needs X-Project-Id, a project of the user's own organisation, and a valid token", async () => {
      expect(await server.call("GET", "/collections", { headers: asUser(owner.token) })).toEqual(
        qdrantError(400, "Wrong input: A bearer token needs an X-Project-Id header naming one of your organisation's projects"),
      );
      const stranger = await server.createOwner();
      expect(await server.call("GET", "/collections", { headers: asUser(stranger.token, owner.projectId) })).toEqual(
        qdrantError(403, `Forbidden: project ${owner.projectId} is not a project of your organisation`),
      );
      expect(await server.call("GET", "/collections", { headers: asUser("not-a-token", owner.projectId) })).toEqual(qdrantError(401, "The token is invalid or has expired."));
    });
  });
});
