// Text embedded on import (issue 12), with the real built-in models: WordNet
// glosses in a CSV, one text column feeding both a dense vector (USE-lite)
// and a sparse one (qdrant/bm25) of a new hybrid collection planned from the
// models; then the synsets found by meaning and by words through text
// queries. A dry run of the same import checks without embedding or writing.
import { importPreviewSchema } from "../../../contract/imports";
import type { DataPlaneServer, Owner } from "../data/support/data-plane-server";
import { callImports, runImport, uploadFile } from "./support/import-calls";
import { importServerForFile } from "./support/import-server";
import { nounGlosses } from "./support/wordnet-glosses";

jest.setTimeout(120_000);

const USE = "universal-sentence-encoder-lite";
const BM25 = "qdrant/bm25";

const importServer = importServerForFile({ builtinModelThreads: 2 });
let server: DataPlaneServer;
let owner: Owner;
let key: string;
beforeAll(() => {
  ({ server, owner, key } = importServer());
});

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

it("embeds a text column into a dense and a sparse vector, and the synsets are found by text", async () => {
  const glosses = nounGlosses({ step: 400, include: ["volcano", "piano", "bread"] });
  expect(glosses.length).toBeGreaterThan(200);
  const csv = ["synset,word,gloss", ...glosses.map(({ id, word, gloss }) => `${id},${quote(word)},${quote(gloss)}`)].join("\n");
  const uploadId = await uploadFile(server, owner, "wordnet-nouns.csv", csv);

  const preview = importPreviewSchema.parse((await callImports(server, owner, "POST", "/preview", { uploadId })).body);
  // No vector column: the longest text is embedded with the default dense model, into a new collection.
  expect(preview.proposal.mapping.vectors).toEqual([{ vector: "", source: "text", column: "gloss", model: USE }]);

  const mapping = {
    id: { column: "synset" },
    vectors: [
      { vector: "meaning", source: "text" as const, column: "gloss", model: USE },
      { vector: "words", source: "text" as const, column: "gloss", model: BM25 },
    ],
    payload: [
      { column: "word", field: "word", type: "keyword" as const },
      { column: "gloss", field: "gloss", type: "text" as const },
    ],
  };
  const target = { collection: "wordnet", create: { distance: "Cosine" as const } };
  const dryRun = await runImport(server, owner, { uploadId, target, mapping, dryRun: true });
  expect(dryRun.counts).toEqual({ rows: glosses.length, written: glosses.length, failed: 0 });
  expect((await server.call("GET", "/collections/wordnet", { apiKey: key })).status).toBe(404);

  const done = await runImport(server, owner, { uploadId, target, mapping });
  expect(done).toMatchObject({ state: "succeeded", counts: { rows: glosses.length, written: glosses.length, failed: 0 } });
  const info = await server.call("GET", "/collections/wordnet", { apiKey: key });
  expect(info.body.result.config.params).toMatchObject({ vectors: { meaning: { size: 512, distance: "Cosine" } }, sparse_vectors: { words: { modifier: "idf" } } });

  const ask = async (body: unknown) => (await server.call("POST", "/collections/wordnet/points/query", { apiKey: key, body: { limit: 3, with_payload: ["word"], ...(body as object) } })).body.result.points.map((point: { payload: { word: string } }) => point.payload.word);
  expect(await ask({ query: { text: "a mountain that erupts with lava", model: USE }, using: "meaning" })).toContain("volcano");
  expect((await ask({ query: { text: "keyboard instrument with hammers striking strings", model: USE }, using: "meaning" }))[0]).toBe("piano");
  expect((await ask({ query: { text: "baked dough of flour", model: BM25 }, using: "words" }))).toContain("bread");
  expect(importServer().builtinModels.map((model) => model.name)).toEqual(expect.arrayContaining([USE, BM25]));
});
