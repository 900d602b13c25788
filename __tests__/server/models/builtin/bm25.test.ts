// qdrant/bm25: token ids as Qdrant and fastembed hash them, document and
// query vectors computed by hand from the formula, Qdrant's own reference
// value, and the model's refusals.
import { ModelError, type SparseModel } from "../../../../server/models/embedding-model";
import { bm25DocumentVector, embedBm25 } from "../../../../server/models/builtin/bm25-embed";
import { bm25TokenId } from "../../../../server/models/builtin/bm25-token-id";
import { bm25Tokens } from "../../../../server/models/builtin/bm25-tokens";
import { murmur3Hash32 } from "../../../../server/models/builtin/murmur3-32";
import { startBuiltinModels, type BuiltinModels } from "../../../../server/models/builtin/start-builtin-models";

describe("murmur3 and token ids", () => {
  it("matches MurmurHash3 x86_32's published test vectors (UTF-8 bytes)", () => {
    expect(murmur3Hash32("")).toBe(0);
    expect(murmur3Hash32("", 1)).toBe(0x514e28b7);
    expect(murmur3Hash32("abc")).toBe(0xb3dd93fa);
    expect(murmur3Hash32("Hello, world!", 0x9747b28c)).toBe(0x24884cba);
    expect(murmur3Hash32("The quick brown fox jumps over the lazy dog", 0x9747b28c)).toBe(0x2fa826cd);
    expect(murmur3Hash32("ππππππππ", 0x9747b28c)).toBe(0xd58063c1);
  });

  it("gives the ids of fastembed's tests: |signed hash|, 2^31 included", () => {
    expect(bm25TokenId("foo")).toBe(156_908_512); // mmh3.hash("foo") == -156908512
    expect(bm25TokenId("hello")).toBe(613_153_351);
    // fastembed's collision test: opposite signed hashes, one id.
    expect(bm25TokenId("kitchens")).toBe(358_434_922);
    expect(bm25TokenId("prostaglandins")).toBe(358_434_922);
    // fastembed's overflow test: mmh3.hash("ad1u66pi") == -2^31.
    expect(bm25TokenId("ad1u66pi")).toBe(2 ** 31);
  });
});

describe("BM25 vectors", () => {
  const cat = 1_751_422_759;
  const run = 243_905_464;

  it("lower-cases, drops English stopwords and stems with Snowball", () => {
    expect(bm25Tokens("The cats are running, and the cat runs!")).toEqual(["cat", "run", "cat", "run"]);
    expect(bm25Tokens("I must not fear. Fear is the mind-killer.")).toEqual(["must", "fear", "fear", "mind", "killer"]);
  });

  it("weighs a document's terms by tf·(k+1)/(tf + k·(1 − b + b·dl/256)), indices ascending", () => {
    // dl 4 ("cat", "run", "cat", "run"), tf 2 each: 2·2.2 / (2 + 1.2·(0.25 + 0.75·4/256)) = 1.9014179608...
    expect(embedBm25("The cats are running, and the cat runs!", "document")).toEqual({
      indices: [run, cat],
      values: [Math.fround(1.9014179608372723), Math.fround(1.9014179608372723)],
    });
  });

  it("gives a query each distinct term once, with value 1", () => {
    expect(embedBm25("Running cats, running cat", "query")).toEqual({ indices: [run, cat], values: [1, 1] });
  });

  it("reproduces Qdrant's own reference weight (bm25 crate: avg_len 5, 'the' twice in 5 tokens is 1.375)", () => {
    const vector = bm25DocumentVector(["the", "cat", "sat", "on", "the"], { k: 1.2, b: 0.75, averageLength: 5 });
    expect(vector.values[vector.indices.indexOf(bm25TokenId("the"))]).toBeCloseTo(1.375, 6);
  });

  it("answers an empty vector for a text of stopwords only, as Qdrant does", () => {
    expect(embedBm25("The a an and or but", "document")).toEqual({ indices: [], values: [] });
  });
});

describe("the qdrant/bm25 model", () => {
  let builtin: BuiltinModels;
  let model: SparseModel;

  beforeAll(async () => {
    builtin = await startBuiltinModels({ cacheDirectory: "/nonexistent/never-used" });
    const found = builtin.models.find((candidate) => candidate.name === "qdrant/bm25");
    if (found?.kind !== "sparse") throw new Error("qdrant/bm25 is missing");
    model = found;
  });

  afterAll(() => builtin.close());

  it("embeds every text in order, by purpose", async () => {
    const texts = ["The cats are running, and the cat runs!", "War is peace. Freedom is slavery."];
    await expect(model.embed(texts, { purpose: "document" })).resolves.toEqual(texts.map((text) => embedBm25(text, "document")));
    await expect(model.embed(texts, { purpose: "query" })).resolves.toEqual(texts.map((text) => embedBm25(text, "query")));
  });

  it("embeds a long list in slices, alike", async () => {
    const texts = Array.from({ length: 300 }, (_, index) => `document number ${index} about running cats`);
    const vectors = await model.embed(texts, { purpose: "document" });
    expect(vectors).toHaveLength(300);
    expect(vectors[299]).toEqual(embedBm25(texts[299] ?? "", "document"));
  });

  it("refuses an empty list and an empty text", async () => {
    await expect(model.embed([], { purpose: "document" })).rejects.toEqual(new ModelError("bad_input", "qdrant/bm25: no text to embed (the list is empty)"));
    await expect(model.embed(["fine", "  "], { purpose: "query" })).rejects.toEqual(new ModelError("bad_input", "qdrant/bm25: the text at index 1 is empty"));
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    const texts = Array.from({ length: 1_000 }, (_, index) => `text ${index}`);
    const embedding = model.embed(texts, { purpose: "document", signal: controller.signal });
    controller.abort();
    await expect(embedding).rejects.toMatchObject({ name: "AbortError" });
  });
});
