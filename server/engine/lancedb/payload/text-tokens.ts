// Full-text matching (FilterNode "text"): lower-cased runs of letters and digits.
// The same tokens are stored in a text field's index column and checked in
// memory, so indexed and unindexed fields answer alike.
const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function textTokens(text: string): string[] {
  return [...new Set(text.toLowerCase().split(SEPARATORS).filter((token) => token.length > 0))];
}

export function containsAllTokens(text: string, tokens: readonly string[]): boolean {
  const present = new Set(textTokens(text));
  return tokens.every((token) => present.has(token));
}
