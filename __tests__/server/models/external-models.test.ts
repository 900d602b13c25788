// /api/projects/{projectId}/models over HTTP, against an OpenAI-compatible
// endpoint on a loopback port: an owner adds an external model, sees it
// listed beside the built-in ones, tests it (dimension and latency recorded,
// or the provider's message), changes and deletes it; the API key is sealed
// at rest and never comes back; bad input is a 400 or 409 saying why.
import { eq } from "drizzle-orm";
import { externalModels } from "../../../server/db/schema";
import { openApiKey } from "../../../server/models/external/provider-api-key";
import { TEST_SENTENCE } from "../../../server/models/test-external-model";
import { describeEachStore } from "../support/stores";
import { inputsOf, openAiAnswer, startEmbeddingsProvider, type EmbeddingsProvider } from "./external/support/embeddings-provider";
import { startModelsServer, type Caller, type ModelsServer } from "./support/models-server";

jest.setTimeout(60_000);

const API_KEY = "sk-proj-abcdefghijklmnop1234";

describeEachStore("external models", (getStore) => {
  let server: ModelsServer;
  let provider: EmbeddingsProvider;
  let host: string;
  beforeAll(async () => {
    server = await startModelsServer(getStore());
    provider = await startEmbeddingsProvider(4);
    host = new URL(provider.baseUrl).host;
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const modelsPath = (caller: Caller, rest = "") => `/api/projects/${caller.projectId}/models${rest}`;
  const add = (caller: Caller, body: Record<string, unknown>) =>
    server.call(caller, "POST", modelsPath(caller), { name: "openai-small", baseUrl: provider.baseUrl, providerModel: "text-embedding-3-small", ...body });

  it("lists the built-in models first, unmeasured and unused, and says the owner may manage models", async () => {
    const owner = await server.createOwner();
    const reply = await server.call(owner, "GET", modelsPath(owner));
    expect(reply.status).toBe(200);
    const unmeasured = { requests: 0, texts: 0, textsPerSecond: null, averageLatencyMs: null };
    expect(reply.body).toEqual({
      models: [
        { name: "glove-100-mean", kind: "dense", dimension: 3, runsOn: "built-in", description: "A stand-in for a built-in dense model", usage: unmeasured, usedBy: [], external: null },
        { name: "qdrant/bm25", kind: "sparse", dimension: null, runsOn: "built-in", description: "A stand-in for a built-in sparse model", usage: unmeasured, usedBy: [], external: null },
      ],
      canManage: true,
    });
  });

  it("adds, lists, tests and deletes an external model, never showing its key", async () => {
    const owner = await server.createOwner();
    const added = await add(owner, { baseUrl: `${provider.baseUrl}/`, apiKey: API_KEY });
    expect(added.status).toBe(201);
    expect(added.body.model).toEqual({
      name: "openai-small",
      kind: "dense",
      dimension: null,
      runsOn: "external",
      description: `text-embedding-3-small at ${host} (OpenAI-compatible)`,
      usage: { requests: 0, texts: 0, textsPerSecond: null, averageLatencyMs: null },
      usedBy: [],
      external: {
        baseUrl: provider.baseUrl,
        providerModel: "text-embedding-3-small",
        hasApiKey: true,
        apiKeyLastFour: "1234",
        lastTest: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(added.text).not.toContain("abcdefghijklmnop");

    const listed = await server.call(owner, "GET", modelsPath(owner));
    expect(listed.body.models.map((model: { name: string }) => model.name)).toEqual(["glove-100-mean", "qdrant/bm25", "openai-small"]);
    expect(listed.text).not.toContain("abcdefghijklmnop");

    const requestsBefore = provider.requests.length;
    const tested = await server.call(owner, "POST", modelsPath(owner, "/openai-small/test"));
    expect(tested.status).toBe(200);
    expect(tested.body).toEqual({ dimension: 4, latencyMs: expect.any(Number), model: expect.objectContaining({ name: "openai-small", dimension: 4 }) });
    expect(tested.body.model.external.lastTest).toEqual({ at: expect.any(String), outcome: "succeeded", latencyMs: tested.body.latencyMs, error: null });
    expect(provider.requests.slice(requestsBefore)).toEqual([
      { path: "/v1/embeddings", authorization: `Bearer ${API_KEY}`, body: { model: "text-embedding-3-small", input: [TEST_SENTENCE] } },
    ]);

    const deleted = await server.call(owner, "DELETE", modelsPath(owner, "/openai-small"));
    expect(deleted.status).toBe(204);
    const after = await server.call(owner, "GET", modelsPath(owner));
    expect(after.body.models.map((model: { name: string }) => model.name)).toEqual(["glove-100-mean", "qdrant/bm25"]);
    const again = await server.call(owner, "DELETE", modelsPath(owner, "/openai-small"));
    expect(again).toMatchObject({ status: 404, body: { error: { code: "not_found", message: 'No model named "openai-small" in this project' } } });
  });

  it("keeps the key sealed at rest, bound to its model", async () => {
    const owner = await server.createOwner();
    await add(owner, { name: "sealed", apiKey: API_KEY });
    const [row] = await getStore().db.select().from(externalModels).where(eq(externalModels.projectId, owner.projectId));
    expect(row?.apiKeySealed).toEqual(expect.any(String));
    expect(row?.apiKeySealed).not.toContain(API_KEY);
    expect(row?.apiKeySealed).not.toContain("abcdefghijklmnop");
    expect(row?.apiKeyLastFour).toBe("1234");
    expect(openApiKey(server.sealingKey, row!.id, row!.apiKeySealed!)).toBe(API_KEY);
    expect(() => openApiKey(server.sealingKey, "another-model", row!.apiKeySealed!)).toThrow();
  });

  it("answers a failed test with the provider's message, and keeps it on the model", async () => {
    const owner = await server.createOwner();
    await add(owner, { name: "wrong-key", apiKey: API_KEY });
    provider.answer(() => ({ status: 401, json: { error: { message: "Incorrect API key provided.", type: "invalid_request_error" } } }));
    try {
      const tested = await server.call(owner, "POST", modelsPath(owner, "/wrong-key/test"), {});
      expect(tested).toMatchObject({ status: 422, body: { error: { code: "unprocessable", message: `${host} answered HTTP 401: Incorrect API key provided.` } } });
    } finally {
      provider.answer((request) => openAiAnswer(inputsOf(request), 4));
    }
    const listed = await server.call(owner, "GET", modelsPath(owner));
    const model = listed.body.models.find((found: { name: string }) => found.name === "wrong-key");
    expect(model.dimension).toBeNull();
    expect(model.external.lastTest).toEqual({ at: expect.any(String), outcome: "failed", latencyMs: null, error: `${host} answered HTTP 401: Incorrect API key provided.` });
  });

  it("changes the endpoint (forgetting the dimension and the last test) and the key", async () => {
    const owner = await server.createOwner();
    await add(owner, { name: "changing", apiKey: API_KEY });
    await server.call(owner, "POST", modelsPath(owner, "/changing/test"));
    const keyChanged = await server.call(owner, "PATCH", modelsPath(owner, "/changing"), { apiKey: "sk-new-key-9876" });
    expect(keyChanged.status).toBe(200);
    expect(keyChanged.body.model).toMatchObject({ dimension: 4, external: { hasApiKey: true, apiKeyLastFour: "9876", lastTest: null } });
    await server.call(owner, "POST", modelsPath(owner, "/changing/test"));
    const moved = await server.call(owner, "PATCH", modelsPath(owner, "/changing"), { baseUrl: "http://localhost:11434/v1", providerModel: "nomic-embed-text", apiKey: null });
    expect(moved.status).toBe(200);
    expect(moved.body.model).toMatchObject({
      dimension: null,
      description: "nomic-embed-text at localhost:11434 (OpenAI-compatible)",
      external: { baseUrl: "http://localhost:11434/v1", providerModel: "nomic-embed-text", hasApiKey: false, apiKeyLastFour: null, lastTest: null },
    });
    const [row] = await getStore().db.select().from(externalModels).where(eq(externalModels.projectId, owner.projectId));
    expect(row?.apiKeySealed).toBeNull();
  });

  it("refuses a base URL that is not http or https, or holds credentials, a query or a fragment", async () => {
    const owner = await server.createOwner();
    const refusals = [
      ["ftp://example.com/v1", "baseUrl: The base URL must start with http:// or https://"],
      ["api.openai.com/v1", "baseUrl: The base URL is not a URL: write it in full, e.g. https://api.openai.com/v1"],
      ["https://user:secret@example.com/v1", "baseUrl: The base URL must not hold a user or password: put the API key in its own field"],
      ["https://example.com/v1?key=1", "baseUrl: The base URL must not hold a query or fragment"],
      ["", "baseUrl: Enter the provider's base URL, e.g. https://api.openai.com/v1"],
    ];
    for (const [baseUrl, message] of refusals) {
      expect(await add(owner, { baseUrl })).toMatchObject({ status: 400, body: { error: { code: "bad_request", message } } });
    }
  });

  it("refuses a name taken by a built-in or another model of the project, or not a model name", async () => {
    const owner = await server.createOwner();
    expect(await add(owner, { name: "qdrant/bm25" })).toMatchObject({ status: 409, body: { error: { code: "conflict", message: '"qdrant/bm25" is the name of a built-in model: choose another name' } } });
    expect(await add(owner, { name: "GloVe-100-Mean" })).toMatchObject({ status: 409, body: { error: { message: '"GloVe-100-Mean" is the name of a built-in model: choose another name' } } });
    expect((await add(owner, { name: "twice" })).status).toBe(201);
    expect(await add(owner, { name: "twice" })).toMatchObject({ status: 409, body: { error: { message: 'This project has a model named "twice" already' } } });
    expect(await add(owner, { name: "has space" })).toMatchObject({ status: 400, body: { error: { message: "name: A model name holds letters, digits and . _ - : /, starting with a letter or digit" } } });
    expect(await add(owner, { name: "x", providerModel: "" })).toMatchObject({ status: 400, body: { error: { message: "providerModel: Enter the model's name at the provider, e.g. text-embedding-3-small" } } });
    expect(await add(owner, { name: "y", secret: "z" })).toMatchObject({ status: 400, body: { error: { message: 'Unrecognized key: "secret"' } } });
  });

  it("leaves the built-in models as they are", async () => {
    const owner = await server.createOwner();
    expect(await server.call(owner, "DELETE", modelsPath(owner, "/qdrant%2Fbm25"))).toMatchObject({ status: 400, body: { error: { message: '"qdrant/bm25" is a built-in model: only external models can be deleted' } } });
    expect(await server.call(owner, "PATCH", modelsPath(owner, "/glove-100-mean"), { providerModel: "x" })).toMatchObject({
      status: 400,
      body: { error: { message: '"glove-100-mean" is a built-in model: only external models can be changed' } },
    });
    expect(await server.call(owner, "POST", modelsPath(owner, "/nothing/test"))).toMatchObject({ status: 404, body: { error: { message: 'No model named "nothing" in this project' } } });
  });
});
