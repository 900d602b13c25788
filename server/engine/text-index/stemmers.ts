// Snowball stemmers by language name: Qdrant stems with rust-stemmers, the
// Rust output of the Snowball compiler, and snowball-stemmers is the
// JavaScript output of the same algorithms (English is Porter2: "generously"
// -> "generous"). It has no Greek, which @orama/stemmers has, also generated
// from Snowball.
import { stemmer as greekStemmer } from "@orama/stemmers/greek";
import { algorithms, newStemmer } from "snowball-stemmers";

export type Stem = (word: string) => string;

const made = new Map<string, Stem>();

/** The language's stemmer ("english", "german", ...), or undefined when there is none. */
export function stemmerOf(language: string): Stem | undefined {
  const known = made.get(language);
  if (known) return known;
  const stem = language === "greek" ? greekStemmer : algorithms().includes(language) ? stemWith(newStemmer(language)) : undefined;
  if (stem) made.set(language, stem);
  return stem;
}

function stemWith(snowball: { stem(word: string): string }): Stem {
  return (word) => snowball.stem(word);
}
