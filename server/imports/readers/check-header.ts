// A CSV or TSV header row must name every column, once each, with names rather than values.
import { ReaderError } from "./reader-error";

const LOOKS_LIKE_VALUE = /^\s*(-?\d+(\.\d+)?([eE][-+]?\d+)?|\[.*\]|\{.*\})\s*$/s;

export function checkHeader(fields: string[]): string[] {
  const names = fields.map((field) => field.trim());
  const value = names.find((name) => LOOKS_LIKE_VALUE.test(name));
  if (value !== undefined) {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    throw new ReaderError("bad-header", `The first row must name the columns, but "${shown}" looks like a value: add a header row`);
  }
  const unnamed = names.findIndex((name) => name === "");
  if (unnamed !== -1) throw new ReaderError("bad-header", `Column ${unnamed + 1} of the header row has no name`);
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new ReaderError("bad-header", `The header row names the column "${name}" twice`);
    seen.add(name);
  }
  return names;
}
