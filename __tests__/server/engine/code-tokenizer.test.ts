// Qdrant 1.20's `code` tokenizer: identifiers cut at symbols (snake_case,
// paths, qualified names) and where their case changes (camelCase, acronyms),
// then lower-cased and filtered like every tokenizer's words.
import { textAnalyzer } from "../../../server/engine/text-index/text-analyzer";
import { textTest } from "../../../server/engine/text-index/text-match";
import { DEFAULT_TEXT_INDEX, readTextIndexSettings, type TextIndexSettings } from "../../../server/engine/text-index/text-index-settings";

const CODE: TextIndexSettings = { ...DEFAULT_TEXT_INDEX, tokenizer: "code" };

it.each([
  ["getUserName", ["get", "user", "name"]],
  ["get_user_name", ["get", "user", "name"]],
  ["MAX_BUFFER_SIZE", ["max", "buffer", "size"]],
  ["HTTPServer", ["http", "server"]],
  ["parseHTMLResponse", ["parse", "html", "response"]],
  ["XMLHttpRequest", ["xml", "http", "request"]],
  ["utf8Decoder v2Api sha256", ["utf8", "decoder", "v2", "api", "sha256"]],
  ["std::collections::HashMap", ["std", "collections", "hash", "map"]],
  ["src/utils/parse-config.ts", ["src", "utils", "parse", "config", "ts"]],
  ["user.fetchProfile(id);", ["user", "fetch", "profile", "id"]],
  ["ÄrgerlichKlasse", ["ärgerlich", "klasse"]],
])("splits %s", (text, tokens) => {
  expect(textAnalyzer(CODE).documentTokens(text)).toEqual(tokens);
});

it("keeps the case of the parts when the index does not lower-case", () => {
  expect(textAnalyzer({ ...CODE, lowercase: false }).documentTokens("getHTTPResponse")).toEqual(["get", "HTTP", "Response"]);
});

it("applies token lengths to the parts, not to the identifier", () => {
  expect(textAnalyzer({ ...CODE, minTokenLen: 3 }).documentTokens("toJSONString x_y")).toEqual(["json", "string"]);
});

it("matches a text condition on any spelling of the same words", () => {
  const matches = (query: string, text: string) => textTest(query, "all", CODE)([text]);
  expect(matches("user name", "function getUserName() {}")).toBe(true);
  expect(matches("getUserName", "let user_name = get(id)")).toBe(true);
  expect(matches("UserName", "getUser")).toBe(false);
  expect(textTest("fetch profile", "phrase", { ...CODE, phraseMatching: true })(["user.fetchProfile(id)"])).toBe(true);
});

it("reads the tokenizer back from stored settings", () => {
  expect(readTextIndexSettings(JSON.stringify({ ...CODE })).tokenizer).toBe("code");
});
