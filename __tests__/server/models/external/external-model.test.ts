// An external model against an OpenAI-compatible endpoint on a loopback port:
// texts go as {model, input} in batches, vectors come back in input order;
// the provider's own message, its host and the status name every failure;
// network errors, 429s and 5xx are retried (a short Retry-After waited for),
// a 4xx and a timeout are not; every vector of a call has one length, the
// model's, learned from its first answer.
import { freePort } from "../../support/free-port";
import { loopbackOutbound } from "../../support/loopback-outbound";
import { ModelError } from "../../../../server/models/embedding-model";
import { DEFAULT_EXTERNAL_CALL_SETTINGS, type ExternalCallSettings } from "../../../../server/models/external/external-call-settings";
import { createExternalModel, type ExternalModelDefinition } from "../../../../server/models/external/external-model";
import { inputsOf, openAiAnswer, startEmbeddingsProvider, vectorOf, type EmbeddingsProvider } from "./support/embeddings-provider";

jest.setTimeout(30_000);

const FAST: ExternalCallSettings = { ...DEFAULT_EXTERNAL_CALL_SETTINGS, timeoutMs: 2_000, maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 40, maxRetryAfterMs: 2_000, batchSize: 32 };
const query = { purpose: "query" } as const;

let provider: EmbeddingsProvider;
let host: string;
const outbound = loopbackOutbound();

afterAll(() => outbound.close());

beforeEach(async () => {
  provider = await startEmbeddingsProvider(4);
  host = new URL(provider.baseUrl).host;
});

afterEach(() => provider.close());

function model(change: Partial<ExternalModelDefinition> = {}, settings: Partial<ExternalCallSettings> = {}, onDimension?: (dimension: number) => Promise<void>) {
  const definition: ExternalModelDefinition = { name: "my-embedder", baseUrl: provider.baseUrl, providerModel: "text-embedding-3-small", apiKey: "sk-test-secret-1234", dimension: null, ...change };
  return createExternalModel(outbound, definition, { ...FAST, ...settings }, { onDimension });
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ModelError)) throw new Error(`expected a ModelError, got ${String(error)}`);
  return error;
}

describe("an external model", () => {
  it("posts {model, input} to {baseUrl}/embeddings with the key as a bearer, and answers the vectors in input order", async () => {
    provider.answer((request) => {
      const answer = openAiAnswer(inputsOf(request), 4) as { status: number; json: { data: unknown[] } };
      return { ...answer, json: { ...answer.json, data: [...answer.json.data].reverse() } };
    });
    const embedder = model();
    expect(embedder).toMatchObject({ name: "my-embedder", kind: "dense", runsOn: "external", dimension: null, description: `text-embedding-3-small at ${host} (OpenAI-compatible)` });
    const vectors = await embedder.embed(["a fox", "a dog", "a cat"], query);
    expect(vectors).toEqual([vectorOf("a fox", 4), vectorOf("a dog", 4), vectorOf("a cat", 4)]);
    expect(provider.requests).toEqual([{ path: "/v1/embeddings", authorization: "Bearer sk-test-secret-1234", body: { model: "text-embedding-3-small", input: ["a fox", "a dog", "a cat"] } }]);
  });

  it("sends no Authorization without a key (Ollama, TEI)", async () => {
    await model({ apiKey: null }).embed(["one"], query);
    expect(provider.requests[0]?.authorization).toBeNull();
  });

  it("sends long lists in batches, one after the other, and keeps the order", async () => {
    const texts = ["t1", "t2", "t3", "t4", "t5"];
    const vectors = await model({}, { batchSize: 2 }).embed(texts, query);
    expect(provider.requests.map(inputsOf)).toEqual([["t1", "t2"], ["t3", "t4"], ["t5"]]);
    expect(vectors).toEqual(texts.map((text) => vectorOf(text, 4)));
  });

  it("learns its dimension from the first answer, once", async () => {
    const learned: number[] = [];
    const embedder = model({}, {}, async (dimension) => {
      learned.push(dimension);
    });
    await embedder.embed(["one"], query);
    await embedder.embed(["two"], query);
    expect(embedder.kind === "dense" ? embedder.dimension : null).toBe(4);
    expect(learned).toEqual([4]);
  });

  it("passes the provider's own message on, naming the provider and the status, and does not retry a 4xx", async () => {
    provider.answer(() => ({ status: 401, json: { error: { message: "Incorrect API key provided: sk-test-secret-1234.", type: "invalid_request_error", code: "invalid_api_key" } } }));
    const error = await failure(model().embed(["one"], query));
    expect(error.code).toBe("provider_failed");
    expect(error.message).toBe(`${host} answered HTTP 401: Incorrect API key provided: [the API key].`);
    expect(provider.requests).toHaveLength(1);
  });

  it("passes an {error: string} refusal on, but never a body in no error shape (it may be an inside server's)", async () => {
    provider.answer(() => ({ status: 404, json: { error: 'model "nomic-embed-text" not found, try pulling it first' } }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered HTTP 404: model "nomic-embed-text" not found, try pulling it first`);
    provider.answer(() => ({ status: 404, text: "INTERNAL-SECRET db password hunter2" }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered HTTP 404`);
    provider.answer(() => ({ status: 413, json: { error: "batch size 64 > maximum allowed batch size 32", error_type: "Validation" } }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered HTTP 413: batch size 64 > maximum allowed batch size 32`);
  });

  it("retries a 429 after the provider's Retry-After, then succeeds", async () => {
    provider.answer((request, count) => (count === 1 ? { status: 429, json: { error: { message: "Rate limit reached" } }, headers: { "retry-after": "1" } } : openAiAnswer(inputsOf(request), 4)));
    const started = Date.now();
    expect(await model().embed(["one"], query)).toEqual([vectorOf("one", 4)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(provider.requests).toHaveLength(2);
  });

  it("does not wait for a long Retry-After, and says so", async () => {
    provider.answer(() => ({ status: 429, json: { error: { message: "Rate limit reached" } }, headers: { "retry-after": "60" } }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered HTTP 429: Rate limit reached (it asks to wait 60 s: try again later)`);
    expect(provider.requests).toHaveLength(1);
  });

  it("retries a 5xx with backoff, and reports the last answer when every attempt failed", async () => {
    provider.answer(() => ({ status: 500, json: { error: { message: "The server had an error while processing your request." } } }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered HTTP 500 after 3 attempts: The server had an error while processing your request.`);
    expect(provider.requests).toHaveLength(3);
  });

  it("gives up on a provider that does not answer in time, without retrying", async () => {
    provider.answer(() => "hang");
    const started = Date.now();
    expect((await failure(model({}, { timeoutMs: 300 }).embed(["one"], query))).message).toBe(`${host} did not answer within 0.3 s`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(provider.requests).toHaveLength(1);
  });

  it("retries a provider that cannot be reached, then says why", async () => {
    const port = await freePort();
    const error = await failure(model({ baseUrl: `http://127.0.0.1:${port}/v1` }).embed(["one"], query));
    expect(error.message).toBe(`127.0.0.1:${port} could not connect after 3 attempts`);
  });

  it("refuses vectors of different lengths, within an answer and across batches", async () => {
    provider.answer((request) => ({ status: 200, json: { data: inputsOf(request).map((text, index) => ({ index, embedding: vectorOf(text, index === 0 ? 4 : 3) })) } }));
    expect((await failure(model().embed(["one", "two"], query))).message).toBe(`${host} answered vectors of different lengths: 4 and 3`);
    provider.answer((request, count) => openAiAnswer(inputsOf(request), count === 1 ? 4 : 3));
    const learned: number[] = [];
    const embedder = model({}, { batchSize: 1 }, async (dimension) => {
      learned.push(dimension);
    });
    expect((await failure(embedder.embed(["one", "two"], query))).message).toBe(`${host} answered vectors of different lengths: 4 and 3`);
    expect(learned).toEqual([]);
  });

  it("refuses vectors of another length than the model's", async () => {
    expect((await failure(model({ dimension: 8 }).embed(["one"], query))).message).toBe(
      `${host} answered 4-dimensional vectors, but the model "my-embedder" makes 8-dimensional ones: test it again if its provider model changed`,
    );
  });

  it("refuses an answer without one embedding per text", async () => {
    provider.answer(() => ({ status: 200, json: { data: [{ index: 0, embedding: [0.1, 0.2] }] } }));
    expect((await failure(model().embed(["one", "two"], query))).message).toBe(`${host} answered without embeddings: the answer holds 1 embeddings for 2 texts`);
    provider.answer(() => ({ status: 200, text: "<html>Sign in</html>" }));
    expect((await failure(model().embed(["one"], query))).message).toBe(`${host} answered with something other than JSON`);
  });

  it("stops when its caller aborts, with the caller's reason", async () => {
    provider.answer(() => "hang");
    const controller = new AbortController();
    const embedding = model().embed(["one"], { purpose: "document", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("import cancelled")), 100);
    await expect(embedding).rejects.toThrow("import cancelled");
  });
});
