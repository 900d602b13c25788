// The code tokenizer's words (Qdrant 1.20's `code`, "source-code identifier
// splitting"): the word tokenizer's runs of letters and digits, so that `_`,
// `.`, `::`, `/`, `-` and every other symbol separate (snake_case,
// kebab-case, paths, qualified names), each then cut where its case changes:
// before a capital that follows a lower-case letter or a digit ("getUser" ->
// "get", "User"; "v2Api" -> "v2", "Api") and before the last capital of a run
// that goes on in lower case ("HTTPServer" -> "HTTP", "Server"). Letters and
// digits stay together ("utf8", "sha256"). The whole identifier is not kept
// beside its parts: a query is split the same way, so "getUserName" still
// finds it, and phrases see the parts in order.
const NOT_ALPHANUMERIC = /[^\p{Alphabetic}\p{N}]+/u;
const UPPER = /[\p{Lu}\p{Lt}]/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{N}/u;

export function splitIdentifiers(text: string): string[] {
  return text.split(NOT_ALPHANUMERIC).flatMap((word) => (word.length > 0 ? splitCase(word) : []));
}

/** One run of letters and digits cut at its case boundaries. */
function splitCase(word: string): string[] {
  const characters = [...word];
  const parts: string[] = [];
  let start = 0;
  for (let at = 1; at < characters.length; at += 1) {
    const [previous = "", current = "", next] = [characters[at - 1], characters[at], characters[at + 1]];
    if (!UPPER.test(current)) continue;
    const isAfterLowerOrDigit = LOWER.test(previous) || DIGIT.test(previous);
    const endsCapitalRun = UPPER.test(previous) && next !== undefined && LOWER.test(next);
    if (!isAfterLowerOrDigit && !endsCapitalRun) continue;
    parts.push(characters.slice(start, at).join(""));
    start = at;
  }
  parts.push(characters.slice(start).join(""));
  return parts;
}
