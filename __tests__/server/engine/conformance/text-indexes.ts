// Full-text indexes with Qdrant's options: the same condition answered from a
// text field's token column (SQL) and by the in-memory check (a nested filter,
// which tests stored payloads with the index of "doc[].body") gives the same
// points for every tokenizer setting; the settings survive a reopen, and an
// index asked for again with other settings answers by the new ones.
import type { FieldIndexParams } from "../../../../server/engine/field-index-params";
import type { FilterNode, TextMode } from "../../../../server/engine/filter/filter-tree";
import { DEFAULT_TEXT_INDEX, type TextIndexSettings } from "../../../../server/engine/text-index/text-index-settings";
import type { Payload, PointRecord, VectorEngine } from "../../../../server/engine/vector-engine";
import { collectionSpec, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { keyPath, pick, seededRandom } from "./random-data";

const SENTENCES = [
  "The runner runs every morning",
  "Runners were running to the café",
  "A quick brown fox jumps over the lazy dog",
  "The lazy dog sleeps; the fox runs",
  "Theory of vector search engines",
  "Ação e reação: a Café story",
  "HELLO world, hello Qdrant",
  "brown-fox jumps",
  "Fox",
  "under the bridge the trolls wait",
];

const QUERIES = ["run", "running fox", "the", "lazy dog", "fox lazy", "cafe", "Café", "acao", "hel", "theor", "brown fox", "Fox", "qdrant HELLO", "zzz", "bridge trolls"];

const SETTINGS: [label: string, settings: TextIndexSettings][] = [
  ["english stemmer and stopwords", { ...DEFAULT_TEXT_INDEX, stemmer: "english", stopwordLanguages: ["english"], phraseMatching: true }],
  ["prefix tokenizer, 2 to 5 characters", { ...DEFAULT_TEXT_INDEX, tokenizer: "prefix", minTokenLen: 2, maxTokenLen: 5, phraseMatching: true }],
  ["whitespace, case kept, custom stopwords", { ...DEFAULT_TEXT_INDEX, tokenizer: "whitespace", lowercase: false, customStopwords: ["Fox"], phraseMatching: true }],
  ["ASCII folding, 3 to 6 characters", { ...DEFAULT_TEXT_INDEX, asciiFolding: true, minTokenLen: 3, maxTokenLen: 6 }],
  ["multilingual", { ...DEFAULT_TEXT_INDEX, tokenizer: "multilingual", phraseMatching: true }],
];

/** Bodies whose words lie in several strings: an index holds all the strings' tokens as one set, a phrase stays within one. */
const SPLIT_BODIES = [
  ["Runners were running to the café", "Fox"],
  ["brown", "fox jumps"],
  ["HELLO world", "the lazy dog", 7],
];

/** Sentences alone, in lists, beside a number (a row the token column cannot hold whole), or missing. */
function textPoints(): PointRecord[] {
  const random = seededRandom(31);
  return Array.from({ length: 60 }, (_, index) => {
    const body =
      SPLIT_BODIES[index] ??
      pick<() => unknown>(random, [
        () => pick(random, SENTENCES),
        () => pick(random, SENTENCES),
        () => [pick(random, SENTENCES), pick(random, SENTENCES)],
        () => [pick(random, SENTENCES), 7],
        () => undefined,
      ])();
    const payload: Payload = body === undefined ? {} : { body, doc: [{ body }] };
    return { id: index + 1, vector: [random(), random(), random()], payload };
  });
}

function textCondition(text: string, mode: TextMode, key = "body"): FilterNode {
  return { kind: "text", key: keyPath(key), text, mode };
}

async function idsMatching(engine: VectorEngine, id: string, filter: FilterNode): Promise<(string | number)[]> {
  return (await engine.scroll(id, { filter, limit: 100, ...NO_PAYLOAD })).points.map((point) => point.id);
}

export function describeTextIndexes(factory: EngineFactory): void {
  describe("full-text indexes", () => {
    const current = useEngine(factory);
    const points = textPoints();
    const specs = SETTINGS.map(() => collectionSpec("Dot", 3));

    beforeAll(async () => {
      const { engine } = current();
      for (const [index, [, settings]] of SETTINGS.entries()) {
        const spec = specs[index] ?? collectionSpec("Dot", 3);
        const params: FieldIndexParams = { text: settings };
        await engine.createCollection(spec);
        // One index before the points are written, one after (the backfill).
        await engine.createFieldIndex(spec.id, "body", "text", params);
        await engine.upsert(spec.id, points);
        await engine.createFieldIndex(spec.id, "doc[].body", "text", params);
      }
    });

    async function expectSameAnswers(engine: VectorEngine, id: string): Promise<number> {
      let telling = 0;
      for (const text of QUERIES) {
        for (const mode of ["all", "any", "phrase"] as const) {
          const fromColumn = await idsMatching(engine, id, textCondition(text, mode));
          const inMemory = await idsMatching(engine, id, { kind: "nested", key: keyPath("doc"), filter: textCondition(text, mode) });
          expect({ text, mode, ids: fromColumn }).toEqual({ text, mode, ids: inMemory });
          expect(await engine.count(id, textCondition(text, mode))).toBe(fromColumn.length);
          if (fromColumn.length > 0 && fromColumn.length < points.length) telling += 1;
        }
      }
      return telling;
    }

    it.each(SETTINGS.map(([label], index) => [label, index] as const))("answers alike from the column and in memory: %s", async (_label, index) => {
      const spec = specs[index];
      if (!spec) throw new Error("no collection");
      expect(await expectSameAnswers(current().engine, spec.id)).toBeGreaterThan(8);
    });

    it("keeps the settings when reopened, and rebuilds an index asked for with other settings", async () => {
      const [stemmed] = specs;
      if (!stemmed) throw new Error("no collection");
      const running = textCondition("running", "all");
      const before = await idsMatching(current().engine, stemmed.id, running);
      const engine = await current().reopen();
      expect(await idsMatching(engine, stemmed.id, running)).toEqual(before);
      await expectSameAnswers(engine, stemmed.id);

      // Without the stemmer, "running" is only itself.
      await engine.createFieldIndex(stemmed.id, "body", "text", { text: DEFAULT_TEXT_INDEX });
      const literal = points.filter((point) => JSON.stringify(point.payload.body ?? "").includes("running")).map((point) => point.id);
      expect(await idsMatching(engine, stemmed.id, running)).toEqual(literal);
      expect(literal.length).toBeLessThan(before.length);
    });
  });
}
