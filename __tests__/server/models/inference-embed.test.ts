// POST /api/projects/{projectId}/inference/embed over HTTP: texts embedded
// with a built-in model (dense or sparse, by purpose) or an external one; an
// unknown model, empty or too many texts are refused with a message saying
// so; a provider's refusal is a 422 in its own words; every call counts in
// the model's live usage on the Models page.
import { describeEachStore } from "../support/stores";
import { inputsOf, openAiAnswer, startEmbeddingsProvider, vectorOf, type EmbeddingsProvider } from "./external/support/embeddings-provider";
import { startModelsServer, type Caller, type ModelsServer } from "./support/models-server";

jest.setTimeout(60_000);

describeEachStore("inference: embed", (getStore) => {
  let server: ModelsServer;
  let provider: EmbeddingsProvider;
  beforeAll(async () => {
    server = await startModelsServer(getStore());
    provider = await startEmbeddingsProvider(4);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const embed = (caller: Caller, body: unknown) => server.call(caller, "POST", `/api/projects/${caller.projectId}/inference/embed`, body);
  const modelOf = async (caller: Caller, name: string) =>
    (await server.call(caller, "GET", `/api/projects/${caller.projectId}/models`)).body.models.find((model: { name: string }) => model.name === name);

  it("embeds texts with a built-in dense model", async () => {
    const owner = await server.createOwner();
    const reply = await embed(owner, { model: "glove-100-mean", texts: ["fox", "a dog"] });
    expect(reply).toEqual({ status: 200, text: expect.any(String), body: { model: "glove-100-mean", kind: "dense", dimension: 3, vectors: [[3, 102, 1], [5, 97, 1]], timeMs: expect.any(Number) } });
  });

  it("embeds texts as sparse vectors, documents and queries alike by default or as asked", async () => {
    const owner = await server.createOwner();
    const asDocument = await embed(owner, { model: "qdrant/bm25", texts: ["a red fox"] });
    expect(asDocument.body).toEqual({ model: "qdrant/bm25", kind: "sparse", dimension: null, vectors: [{ indices: [1, 3], values: [0.5, 0.5] }], timeMs: expect.any(Number) });
    const asQuery = await embed(owner, { model: "qdrant/bm25", texts: ["a red fox"], purpose: "query" });
    expect(asQuery.body.vectors).toEqual([{ indices: [1, 3], values: [1, 1] }]);
  });

  it("embeds texts with an external model, learning its dimension, and counts the calls in its usage", async () => {
    const owner = await server.createOwner();
    await server.call(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "local", baseUrl: provider.baseUrl, providerModel: "nomic-embed-text" });
    const reply = await embed(owner, { model: "local", texts: ["one", "two"] });
    expect(reply.body).toEqual({ model: "local", kind: "dense", dimension: 4, vectors: [vectorOf("one", 4), vectorOf("two", 4)], timeMs: expect.any(Number) });
    await embed(owner, { model: "local", texts: ["three"] });
    const model = await modelOf(owner, "local");
    expect(model.dimension).toBe(4);
    expect(model.usage).toEqual({ requests: 2, texts: 3, textsPerSecond: expect.any(Number), averageLatencyMs: expect.any(Number) });
    expect(model.usage.textsPerSecond).toBeGreaterThan(0);
    // Another project's usage of its own model of the same name is its own.
    const other = await server.createOwner();
    expect((await modelOf(other, "glove-100-mean")).usage.requests).toBe(0);
  });

  it("answers a provider's refusal with its message, and counts nothing", async () => {
    const owner = await server.createOwner();
    await server.call(owner, "POST", `/api/projects/${owner.projectId}/models`, { name: "overloaded", baseUrl: provider.baseUrl, providerModel: "m" });
    provider.answer(() => ({ status: 503, json: { error: "Model is overloaded" } }));
    try {
      expect(await embed(owner, { model: "overloaded", texts: ["one"] })).toMatchObject({
        status: 422,
        body: { error: { code: "unprocessable", message: `${new URL(provider.baseUrl).host} answered HTTP 503 after 2 attempts: Model is overloaded` } },
      });
    } finally {
      provider.answer((request) => openAiAnswer(inputsOf(request), 4));
    }
    expect((await modelOf(owner, "overloaded")).usage.requests).toBe(0);
  });

  it("refuses an unknown model, no texts, an empty text, too many or too long texts", async () => {
    const owner = await server.createOwner();
    const refusals: [unknown, number, string][] = [
      [{ model: "gpt-embed", texts: ["one"] }, 404, 'No model named "gpt-embed" in this project'],
      [{ model: "glove-100-mean", texts: [] }, 400, "texts: Send at least one text"],
      [{ model: "glove-100-mean", texts: [""] }, 400, "texts.0: A text must not be empty"],
      [{ model: "glove-100-mean", texts: Array.from({ length: 65 }, () => "x") }, 400, "texts: At most 64 texts at a time"],
      [{ model: "glove-100-mean", texts: ["x".repeat(8_193)] }, 400, "texts.0: A text is at most 8192 characters"],
      [{ model: "glove-100-mean", texts: "one" }, 400, "texts: texts must be a list of texts"],
      [{ model: "glove-100-mean", texts: ["one"], purpose: "search" }, 400, "purpose: purpose is document or query"],
    ];
    for (const [body, status, message] of refusals) {
      expect(await embed(owner, body)).toMatchObject({ status, body: { error: { message } } });
    }
  });
});
