// Full-text payload indexes through the official client, as Qdrant defines
// them: each field indexed with other TextIndexParams (stemmer and stopwords,
// prefix tokenizer, whitespace tokenizer keeping case, token lengths, ASCII
// folding, custom stopwords, phrase matching or not), and the exact points
// that text, text_any and phrase find on each; a field without an index
// compares raw strings. The parameters come back in payload_schema as Qdrant
// shows them, and bad ones get Qdrant's 400 with the place named.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { SNOWBALL_LANGUAGES, STOPWORD_LANGUAGES } from "../../../contract/qdrant/text-index";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

const INDEXES: Record<string, Record<string, unknown>> = {
  title: { type: "text", tokenizer: "word", stopwords: "english", stemmer: { type: "snowball", language: "english" }, phrase_matching: true },
  prefixed: { type: "text", tokenizer: "prefix", min_token_len: 2, max_token_len: 6 },
  code: { type: "text", tokenizer: "whitespace", lowercase: false, min_token_len: 2, max_token_len: 8 },
  folded: { type: "text", ascii_folding: true, lowercase: null },
  custom: { type: "text", stopwords: { languages: ["english"], custom: ["moon", "Acme", "moon"] } },
  nophrase: { type: "text" },
  words: { type: "text", tokenizer: "multilingual", phrase_matching: true },
};

const PAYLOADS: Record<string, unknown>[] = [
  {
    title: "The runner runs every morning",
    prefixed: "Qdrant vector database",
    code: "GET users Admin",
    plain: "Quick Brown Fox",
    folded: "Ação rápida",
    custom: "Acme rockets for the moon",
    nophrase: "brown fox",
    words: "Dies ist ein Test",
  },
  { title: "Runners were running to the café", prefixed: "Quantum theory", code: "get Users admin", plain: "quick brown fox", folded: "acao lenta", custom: "rockets of acme", nophrase: "fox brown", words: "これはテストです" },
  { title: "A quick brown fox jumps over the lazy dog", prefixed: "Theorem provers", code: "POST users x", plain: "brown", folded: "Café crème", custom: "the sun" },
  { title: "The lazy dog sleeps", prefixed: "database theory", code: "DELETE Users administrator", plain: ["foxes", "quick"] },
  { title: ["brown", "fox jumps"], plain: 7 },
  { other: "brown fox" },
];

type Match = { text: string } | { text_any: string } | { phrase: string };

/** [field, match, the ids it finds] */
const CASES: [string, Match, number[]][] = [
  // Stemming: "running", "runs" and "RUNNING" are all "run"; stopwords are left out of documents and queries.
  ["title", { text: "running" }, [1, 2]],
  ["title", { text: "RUNS" }, [1, 2]],
  ["title", { text: "runs quickly" }, []],
  ["title", { text_any: "runs quickly" }, [1, 2, 3]],
  ["title", { text: "The lazy dogs" }, [3, 4]],
  ["title", { text: "the" }, []],
  ["title", { text_any: "the of" }, []],
  ["title", { text: "cafe" }, []],
  ["title", { text: "café" }, [2]],
  // A list's strings are one set of tokens; a phrase stays within one string, in order.
  ["title", { text: "brown fox" }, [3, 5]],
  ["title", { phrase: "brown fox" }, [3]],
  ["title", { phrase: "jumps over the lazy dog" }, [3]],
  ["title", { phrase: "dog lazy" }, []],
  // Without phrase_matching a phrase matches nothing, as in Qdrant.
  ["nophrase", { phrase: "brown fox" }, []],
  ["nophrase", { text: "brown fox" }, [1, 2]],
  // The prefix tokenizer: a query word finds words it begins, cut to max_token_len; shorter than min_token_len, it is no token.
  ["prefixed", { text: "the" }, [2, 3, 4]],
  ["prefixed", { text: "databases" }, [1, 4]],
  ["prefixed", { text: "vec" }, [1]],
  ["prefixed", { text: "q" }, []],
  ["prefixed", { text: "qdrant theory" }, []],
  ["prefixed", { text_any: "qdrant theory" }, [1, 2, 4]],
  // Whitespace tokens keep their case; tokens outside 2..8 characters are left out.
  ["code", { text: "GET" }, [1]],
  ["code", { text: "get" }, [2]],
  ["code", { text: "users" }, [1, 3]],
  ["code", { text_any: "Users Admin" }, [1, 2, 4]],
  ["code", { text: "x" }, []],
  ["code", { text: "administrator" }, []],
  ["folded", { text: "Ação" }, [1, 2]],
  ["folded", { text: "creme" }, [3]],
  // Custom stopwords join the language's, lower-cased like the tokens.
  ["custom", { text: "acme rockets" }, [1, 2]],
  ["custom", { text: "ACME" }, []],
  ["custom", { text_any: "Moon sun" }, [3]],
  ["words", { text: "test" }, [1]],
  ["words", { text: "テスト" }, [2]],
  // Without an index, Qdrant compares raw strings: the query as a substring, any of its words for text_any.
  ["plain", { text: "brown fox" }, [2]],
  ["plain", { text: "fox" }, [2, 4]],
  ["plain", { text: "own" }, [1, 2, 3]],
  ["plain", { text_any: "Fox brown" }, [1, 2, 3]],
  ["plain", { phrase: "brown fox" }, [2]],
];

describe("full-text indexes through the Qdrant client", () => {
  let store: TestStore;
  let server: DataPlaneServer;
  let client: QdrantClient;
  let apiKey: string;

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startDataPlaneServer(store.store);
    apiKey = (await server.createApiKey(await server.createOwner())).key;
    client = server.client(apiKey);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    // Half of the indexes before the points, half after (their backfill).
    const fields = Object.keys(INDEXES);
    for (const field of fields.slice(0, 3)) await createIndex(field, INDEXES[field]);
    await client.upsert("docs", { wait: true, points: PAYLOADS.map((payload, index) => ({ id: index + 1, vector: [1, index], payload })) });
    for (const field of fields.slice(3)) await createIndex(field, INDEXES[field]);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await store.remove();
  });

  async function createIndex(field: string, schema: unknown): Promise<{ status: number; body: unknown }> {
    return server.call("PUT", "/collections/docs/index?wait=true", { apiKey, body: { field_name: field, field_schema: schema } });
  }

  async function idsFound(key: string, match: Match): Promise<number[]> {
    const filter = { must: [{ key, match }] };
    const { points } = await client.scroll("docs", { filter, limit: 100, with_payload: false });
    expect((await client.count("docs", { filter, exact: true })).count).toBe(points.length);
    return points.map((point) => Number(point.id));
  }

  it.each(CASES)("%s %j finds %j", async (key, match, expected) => {
    expect(await idsFound(key, match)).toEqual(expected);
  });

  it("filters a nearest-neighbour query the same way", async () => {
    const { points } = await client.query("docs", { query: [1, 1], filter: { must: [{ key: "title", match: { text: "running" } }] }, limit: 10 });
    expect(points.map((point) => point.id)).toEqual([2, 1]);
  });

  it("shows each index's parameters as Qdrant does: the tokenizer always, the options given, stopword sets sorted", async () => {
    const { payload_schema: schema } = await client.getCollection("docs");
    expect(schema.title).toEqual({ data_type: "text", params: { ...INDEXES.title }, points: 5 });
    expect(schema.folded).toEqual({ data_type: "text", params: { type: "text", tokenizer: "word", ascii_folding: true }, points: 3 });
    expect(schema.custom?.params).toEqual({ type: "text", tokenizer: "word", stopwords: { languages: ["english"], custom: ["Acme", "moon"] } });
    expect(schema.nophrase?.params).toEqual({ type: "text", tokenizer: "word" });
    expect(schema.code?.params).toEqual({ ...INDEXES.code });
  });

  it("rebuilds an index asked for again with other parameters", async () => {
    expect(await createIndex("nophrase", { type: "text", phrase_matching: true })).toMatchObject({ status: 200 });
    expect(await idsFound("nophrase", { phrase: "brown fox" })).toEqual([1]);
    expect(await createIndex("nophrase", "text")).toMatchObject({ status: 200 });
    expect(await idsFound("nophrase", { phrase: "brown fox" })).toEqual([]);
    expect((await client.getCollection("docs")).payload_schema.nophrase).toEqual({ data_type: "text", points: 2 });
  });

  describe("bad parameters", () => {
    const variants = (names: readonly string[]): string => `one of ${names.map((name) => `\`${name}\``).join(", ")}`;
    const refusals: [string, unknown, string][] = [
      ["an unknown tokenizer", { type: "text", tokenizer: "letters" }, `unknown variant "letters", expected one of \`prefix\`, \`whitespace\`, \`word\`, \`multilingual\`, \`code\` at field_schema.tokenizer`],
      ["a negative length", { type: "text", min_token_len: -1 }, "invalid type: integer `-1`, expected an unsigned integer at field_schema.min_token_len"],
      ["a length that is no integer", { type: "text", max_token_len: 2.5 }, "invalid type: floating point `2.5`, expected an unsigned integer at field_schema.max_token_len"],
      ["a flag that is no boolean", { type: "text", lowercase: "yes" }, 'invalid type: string "yes", expected a boolean at field_schema.lowercase'],
      ["an unknown stopword language", { type: "text", stopwords: "klingon" }, `unknown variant "klingon", expected ${variants(STOPWORD_LANGUAGES)} at field_schema.stopwords`],
      ["an unknown language in a set", { type: "text", stopwords: { languages: ["english", "elvish"] } }, `unknown variant "elvish", expected ${variants(STOPWORD_LANGUAGES)} at field_schema.stopwords.languages[1]`],
      ["stopwords of another shape", { type: "text", stopwords: ["the"] }, 'invalid type: sequence, expected a language or {"languages": [...], "custom": [...]} at field_schema.stopwords'],
      ["an unknown stemmer", { type: "text", stemmer: { type: "porter", language: "english" } }, "unknown variant \"porter\", expected `snowball` at field_schema.stemmer.type"],
      ["a stemmer language Snowball lacks", { type: "text", stemmer: { type: "snowball", language: "latin" } }, `unknown variant "latin", expected ${variants(SNOWBALL_LANGUAGES)} at field_schema.stemmer.language`],
      ["a stemmer without a language", { type: "text", stemmer: { type: "snowball" } }, "missing field `language` at field_schema.stemmer"],
      ["a stemmer given as a name", { type: "text", stemmer: "english" }, 'invalid type: string "english", expected a stemmer such as {"type": "snowball", "language": "english"} at field_schema.stemmer'],
    ];

    it.each(refusals)("refuses %s", async (_label, schema, message) => {
      expect(await createIndex("refused", schema)).toEqual({ status: 400, body: { status: { error: `Format error in JSON body: ${message}` }, time: expect.any(Number) } });
    });

    it("refuses stopwords it has no list for, and creates no index", async () => {
      expect(await createIndex("refused", { type: "text", stopwords: { languages: ["tajik", "english", "hinglish"] } })).toEqual({
        status: 400,
        body: { status: { error: "Wrong input: No stopword list for tajik, hinglish here; name other languages, or list the words in stopwords.custom" }, time: expect.any(Number) },
      });
      expect((await client.getCollection("docs")).payload_schema.refused).toBeUndefined();
    });

    it("refuses a match whose query is not a string", async () => {
      await expect(client.count("docs", { filter: { must: [{ key: "title", match: { text_any: 3 } as unknown as Match }] } })).rejects.toMatchObject({
        status: 400,
        data: { status: { error: "Format error in JSON body: filter.must[0].match.text_any: expected a string" } },
      });
    });
  });
});
