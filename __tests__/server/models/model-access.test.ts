// Who reaches a project's models: another organisation's owner finds nothing
// (404, the project does not exist for them), a member sees the models and
// embeds with them but may not add, change, test or delete one (403). And
// which collections each model filled: the project's imports that embedded a
// text column with it (dry runs and other projects' imports left out).
import { enqueueJob } from "../../../server/jobs/job-store";
import { describeEachStore } from "../support/stores";
import { startModelsServer, type Caller, type ModelsServer } from "./support/models-server";

jest.setTimeout(60_000);

const EXTERNAL = { name: "remote", baseUrl: "http://127.0.0.1:9/v1", providerModel: "m" };

describeEachStore("models: access and use", (getStore) => {
  let server: ModelsServer;
  beforeAll(async () => {
    server = await startModelsServer(getStore());
  });
  afterAll(() => server.close());

  const path = (projectId: string, rest = "") => `/api/projects/${projectId}${rest}`;

  it("is not found by another organisation's owner, whatever the route", async () => {
    const owner = await server.createOwner();
    expect((await server.call(owner, "POST", path(owner.projectId, "/models"), EXTERNAL)).status).toBe(201);
    const stranger = await server.createOwner();
    const attempts: [string, string, unknown][] = [
      ["GET", "/models", undefined],
      ["POST", "/models", { ...EXTERNAL, name: "mine" }],
      ["PATCH", "/models/remote", { providerModel: "other" }],
      ["POST", "/models/remote/test", undefined],
      ["DELETE", "/models/remote", undefined],
      ["POST", "/inference/embed", { model: "remote", texts: ["one"] }],
    ];
    for (const [method, rest, body] of attempts) {
      expect(await server.call(stranger, method, path(owner.projectId, rest), body)).toMatchObject({ status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
    }
    const listed = await server.call(owner, "GET", path(owner.projectId, "/models"));
    expect(listed.body.models.find((model: { name: string }) => model.name === "remote")?.external.providerModel).toBe("m");
    expect((await server.call(stranger, "GET", path(stranger.projectId, "/models"))).body.models.map((model: { name: string }) => model.name)).toEqual(["glove-100-mean", "qdrant/bm25"]);
  });

  it("lets a member see and use the models, and an admin manage them, but not a member", async () => {
    const owner = await server.createOwner();
    await server.call(owner, "POST", path(owner.projectId, "/models"), EXTERNAL);
    const member = await server.addMember(owner, "developer");
    const listed = await server.call(member, "GET", path(owner.projectId, "/models"));
    expect(listed.status).toBe(200);
    expect(listed.body.canManage).toBe(false);
    expect((await server.call(member, "POST", path(owner.projectId, "/inference/embed"), { model: "glove-100-mean", texts: ["one"] })).status).toBe(200);
    const refusals: [string, string, unknown, string][] = [
      ["POST", "/models", { ...EXTERNAL, name: "mine" }, "create"],
      ["PATCH", "/models/remote", { providerModel: "other" }, "update"],
      ["POST", "/models/remote/test", undefined, "test"],
      ["DELETE", "/models/remote", undefined, "delete"],
    ];
    for (const [method, rest, body, action] of refusals) {
      expect(await server.call(member, method, path(owner.projectId, rest), body)).toMatchObject({
        status: 403,
        body: { error: { code: "forbidden", message: `Your role (developer) does not allow this: ${action} model is for owner, admin.` } },
      });
    }
    const admin = await server.addMember(owner, "admin");
    expect((await server.call(admin, "GET", path(owner.projectId, "/models"))).body.canManage).toBe(true);
    expect((await server.call(admin, "DELETE", path(owner.projectId, "/models/remote"))).status).toBe(204);
  });

  it("lists the collections each model filled through the project's imports", async () => {
    const owner = await server.createOwner();
    await server.call(owner, "POST", path(owner.projectId, "/models"), EXTERNAL);
    const other = await server.createOwner();
    const importInput = (collection: string, models: string[], dryRun = false) => ({
      uploadId: "u1",
      fileName: "docs.csv",
      size: 10,
      format: "csv",
      target: { collection },
      mapping: {
        id: null,
        vectors: [{ vector: "raw", source: "json", column: "embedding" }, ...models.map((model, index) => ({ vector: `v${index}`, source: "text", column: "text", model }))],
        payload: [],
      },
      dryRun,
    });
    const enqueue = (caller: Caller, input: unknown, kind = "import") => enqueueJob(getStore().db, { kind, projectId: caller.projectId, startedBy: caller.sub, input });
    await enqueue(owner, importInput("articles", ["remote", "qdrant/bm25"]));
    await enqueue(owner, importInput("reviews", ["remote"]));
    await enqueue(owner, importInput("articles", ["remote"]));
    await enqueue(owner, importInput("drafts", ["glove-100-mean"], true));
    await enqueue(owner, { mapping: { vectors: { not: "a list" } }, target: { collection: "odd" } });
    await enqueue(owner, { something: "else" }, "test-count");
    await enqueue(other, importInput("theirs", ["glove-100-mean", "remote"]));
    const listed = await server.call(owner, "GET", path(owner.projectId, "/models"));
    expect(Object.fromEntries(listed.body.models.map((model: { name: string; usedBy: string[] }) => [model.name, model.usedBy]))).toEqual({
      "glove-100-mean": [],
      "qdrant/bm25": ["articles"],
      remote: ["articles", "reviews"],
    });
  });
});
