// The FAQ filter (SPEC.md section 7: an optional, case-insensitive q). It
// matches answers as well as questions: a reader types the words they have in
// mind ("api key"), which the answer may use where the question does not
// ("How do I give an application read-only access?").
import type { FaqEntry, FaqGroup } from "../content-types";

export function normaliseFaqQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

// Answers hold paragraph breaks, so their spaces are normalised like the query's.
function matches(entry: FaqEntry, needle: string): boolean {
  return [entry.question, entry.answer].some((text) => normaliseFaqQuery(text).includes(needle));
}

/** The groups with the entries whose question or answer contains the query; groups left empty are dropped. */
export function filterFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const needle = normaliseFaqQuery(query);
  if (needle === "") return [...groups];
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => matches(entry, needle)) }))
    .filter((group) => group.entries.length > 0);
}

export function countFaqEntries(groups: readonly FaqGroup[]): number {
  return groups.reduce((total, group) => total + group.entries.length, 0);
}
