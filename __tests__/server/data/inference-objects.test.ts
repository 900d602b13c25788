// Qdrant Cloud Inference's text objects ({"text", "model"}) in place of
// vectors, with the real built-in models: upserts and vector updates embed
// them as documents, the Query API (query, nearest, recommend, prefetch) as
// queries, so that a program sends text through the official client and
// finds the point that means what it asked. Unknown models, models that do
// not fit the vector, and objects that are not text are Qdrant's 400, and
// nothing is written. A payload that holds {"text", "model"} stays a payload.
import { startBuiltinModels, type BuiltinModels } from "../../../server/models/builtin/start-builtin-models";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { openTestStore, type TestStore } from "../support/stores";

jest.setTimeout(60_000);

const USE = "universal-sentence-encoder-lite";
const BM25 = "qdrant/bm25";
const DOCUMENTS = [
  { id: 1, text: "The cat sleeps on the warm windowsill in the afternoon sun." },
  { id: 2, text: "Interest rates rose again as the central bank fought inflation." },
  { id: 3, text: "The striker scored twice in the second half to win the match." },
];

let store: TestStore;
let builtin: BuiltinModels;
let server: DataPlaneServer;
let key: string;
beforeAll(async () => {
  store = await openTestStore("pglite");
  builtin = await startBuiltinModels({ cacheDirectory: "/nonexistent/glove-unused", threads: 2 });
  server = await startDataPlaneServer(store.store, {}, { builtinModels: builtin.models });
  ({ key } = await server.ownerClient());
  const created = await server.call("PUT", "/collections/notes", { apiKey: key, body: { vectors: { meaning: { size: 512, distance: "Cosine" } }, sparse_vectors: { words: { modifier: "idf" } } } });
  expect(created.status).toBe(200);
  const upserted = await server.call("PUT", "/collections/notes/points?wait=true", {
    apiKey: key,
    body: { points: DOCUMENTS.map(({ id, text }) => ({ id, vector: { meaning: { text, model: USE }, words: { text, model: BM25 } }, payload: { text, note: { text: "kept as it is", model: "not a model" } } })) },
  });
  expect(upserted).toMatchObject({ status: 200, body: { result: { status: "completed" } } });
});
afterAll(async () => {
  await server.close();
  await builtin.close();
  await store.remove();
});

const query = (body: unknown) => server.call("POST", "/collections/notes/points/query", { apiKey: key, body });
const firstId = (reply: { body: { result: { points: { id: unknown }[] } } }) => reply.body.result.points[0]?.id;

it("stores the models' vectors, and leaves a payload that looks like a text object alone", async () => {
  const point = await server.call("GET", "/collections/notes/points/2", { apiKey: key });
  expect(point.body.result.payload).toEqual({ text: DOCUMENTS[1]?.text, note: { text: "kept as it is", model: "not a model" } });
  expect(point.body.result.vector.meaning).toHaveLength(512);
  expect(point.body.result.vector.words.indices.length).toBeGreaterThan(3);
});

it("finds by meaning with a text query through the official client", async () => {
  const client = server.client(key);
  const found = await client.query("notes", { query: { text: "a kitten napping by the window", model: USE }, using: "meaning", limit: 1 });
  expect(found.points[0]?.id).toBe(1);
  expect(firstId(await query({ query: { nearest: { text: "football goal in the last minutes", model: USE } }, using: "meaning" }))).toBe(3);
});

it("finds by words with BM25, and fuses both in a hybrid query", async () => {
  expect(firstId(await query({ query: { text: "central bank inflation", model: BM25 }, using: "words" }))).toBe(2);
  const hybrid = await query({
    prefetch: [
      { query: { text: "bank rates", model: BM25 }, using: "words", limit: 3 },
      { query: { text: "money and the economy", model: USE }, using: "meaning", limit: 3 },
    ],
    query: { fusion: "rrf" },
  });
  expect(firstId(hybrid)).toBe(2);
});

it("takes text as recommend examples", async () => {
  const recommended = await query({ query: { recommend: { positive: [{ text: "sports and goals", model: USE }], negative: [{ text: "cats", model: USE }] } }, using: "meaning" });
  expect(firstId(recommended)).toBe(3);
});

it("updates a vector from text", async () => {
  const updated = await server.call("PUT", "/collections/notes/points/vectors?wait=true", { apiKey: key, body: { points: [{ id: 2, vector: { meaning: { text: "A dog chases a ball in the park.", model: USE } } }] } });
  expect(updated.status).toBe(200);
  expect(firstId(await query({ query: { text: "a puppy playing fetch", model: USE }, using: "meaning" }))).toBe(2);
});

describe("refusals, in Qdrant's shape, with nothing written", () => {
  const refusal = (error: string) => ({ status: 400, body: { status: { error }, time: expect.any(Number) } });

  it("an unknown model", async () => {
    expect(await query({ query: { text: "cats", model: "no-such-model" }, using: "meaning" })).toEqual(
      refusal('Wrong input: Unknown model "no-such-model": the models this project can use are listed on its Models page (query.model)'),
    );
  });

  it("a model whose vectors do not fit the vector", async () => {
    expect(await query({ query: { text: "cats", model: "glove-100-mean" }, using: "meaning" })).toEqual(
      refusal('Wrong input: Model "glove-100-mean" makes vectors of 100 dimensions, but vector `meaning` has 512 (query)'),
    );
    expect(await query({ query: { text: "cats", model: USE }, using: "words" })).toEqual(
      refusal('Wrong input: Model "universal-sentence-encoder-lite" makes dense vectors, but vector `words` is sparse: use a sparse model such as qdrant/bm25 (query)'),
    );
    const wrongUpsert = await server.call("PUT", "/collections/notes/points?wait=true", { apiKey: key, body: { points: [{ id: 9, vector: { meaning: { text: "x", model: BM25 } } }] } });
    expect(wrongUpsert).toEqual(refusal('Wrong input: Model "qdrant/bm25" makes sparse vectors, but vector `meaning` is dense (points[0].vector.meaning)'));
    expect((await server.call("GET", "/collections/notes/points/9", { apiKey: key })).status).toBe(404);
  });

  it("an object that is not text, and empty text", async () => {
    expect(await query({ query: { image: "https://example.com/cat.jpg", model: USE }, using: "meaning" })).toEqual(
      refusal('Wrong input: Only text can be embedded here: give {"text": "...", "model": "universal-sentence-encoder-lite"} (query)'),
    );
    expect(await query({ query: { text: "  ", model: USE }, using: "meaning" })).toEqual(refusal("Wrong input: The text to embed is empty (query.text)"));
  });
});
