// The texts to embed as typed, one a line: blank lines left out, at most
// EMBED_TEXTS_MAX of them, each at most EMBED_TEXT_MAX_LENGTH characters (the
// service's own limits, contract/model-limits.ts).
import { EMBED_TEXT_MAX_LENGTH, EMBED_TEXTS_MAX } from "../../../../contract/model-limits";

export function splitTexts(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The texts to send, or what is wrong with them. */
export function parseTexts(typed: string): { texts: string[] } | { error: string } {
  const texts = splitTexts(typed);
  if (texts.length === 0) return { error: "Enter a text to embed: one a line" };
  if (texts.length > EMBED_TEXTS_MAX) return { error: `${texts.length} texts: at most ${EMBED_TEXTS_MAX} at a time` };
  const long = texts.findIndex((text) => text.length > EMBED_TEXT_MAX_LENGTH);
  if (long >= 0) return { error: `Text ${long + 1} has ${texts[long]?.length} characters: at most ${EMBED_TEXT_MAX_LENGTH}` };
  return { texts };
}
