// universal-sentence-encoder-lite, the real model in the real worker pool:
// its vectors, their meaning, batching, abort and refusals.
import { ModelError, type DenseModel } from "../../../../server/models/embedding-model";
import { startBuiltinModels, type BuiltinModels } from "../../../../server/models/builtin/start-builtin-models";
import { cosine, norm, SENTENCE_TRIPLES } from "./dense-checks";

const NAME = "universal-sentence-encoder-lite";

describe(NAME, () => {
  let builtin: BuiltinModels;
  let model: DenseModel;

  beforeAll(async () => {
    builtin = await startBuiltinModels({ cacheDirectory: "/nonexistent/never-used", threads: 2 });
    const found = builtin.models.find((candidate) => candidate.name === NAME);
    if (found?.kind !== "dense") throw new Error(`${NAME} is missing`);
    model = found;
  });

  afterAll(() => builtin.close());

  it("gives one 512-dimensional unit vector per text", async () => {
    expect(model.dimension).toBe(512);
    const vectors = await model.embed(["hello world", "Vector databases store embeddings."], { purpose: "document" });
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      expect(vector).toHaveLength(512);
      expect(norm(vector)).toBeCloseTo(1, 6);
    }
  });

  it("places sentences that mean alike closer than unrelated ones", async () => {
    const vectors = await model.embed(SENTENCE_TRIPLES.flat(), { purpose: "document" });
    for (let row = 0; row < SENTENCE_TRIPLES.length; row += 1) {
      const [sentence, close, unrelated] = vectors.slice(row * 3, row * 3 + 3) as [number[], number[], number[]];
      expect(cosine(sentence, close)).toBeGreaterThan(cosine(sentence, unrelated) + 0.2);
    }
  });

  it("is deterministic, and a batch gives the vectors of single calls", async () => {
    const texts = SENTENCE_TRIPLES.map(([sentence]) => sentence);
    const batch = await model.embed(texts, { purpose: "document" });
    const again = await model.embed(texts, { purpose: "query" });
    expect(again).toEqual(batch);
    const singles = await Promise.all(texts.map(async (text) => (await model.embed([text], { purpose: "document" }))[0] ?? []));
    singles.forEach((single, index) => single.forEach((value, d) => expect(value).toBeCloseTo(batch[index]?.[d] ?? NaN, 6)));
  });

  it("answers 8 concurrent callers each their own vector", async () => {
    const texts = Array.from({ length: 8 }, (_, index) => `Sentence number ${index} is about ${["cats", "ships", "taxes", "music"][index % 4]}.`);
    const alone = await model.embed(texts, { purpose: "document" });
    const concurrent = await Promise.all(texts.map((text) => model.embed([text], { purpose: "document" })));
    concurrent.forEach(([vector], index) => expect(cosine(vector ?? [], alone[index] ?? [])).toBeCloseTo(1, 6));
  });

  it("refuses an empty list, an empty text and a text past 10,000 characters", async () => {
    await expect(model.embed([], { purpose: "document" })).rejects.toEqual(new ModelError("bad_input", `${NAME}: no text to embed (the list is empty)`));
    await expect(model.embed(["fine", ""], { purpose: "document" })).rejects.toEqual(new ModelError("bad_input", `${NAME}: the text at index 1 is empty`));
    await expect(model.embed(["x".repeat(10_001)], { purpose: "document" })).rejects.toEqual(
      new ModelError("bad_input", `${NAME}: the text at index 0 has 10001 characters, more than the 10000 it takes`),
    );
  });

  it("answers an aborted call at once and keeps working", async () => {
    await expect(model.embed(["never embedded"], { purpose: "document", signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
    const controller = new AbortController();
    const texts = Array.from({ length: 512 }, (_, index) => `A rather long sentence number ${index} that takes the model some time to read.`);
    const started = Date.now();
    const embedding = model.embed(texts, { purpose: "document", signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(embedding).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(model.embed(["still here"], { purpose: "query" })).resolves.toHaveLength(1);
  });
});
