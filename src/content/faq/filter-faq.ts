// The FAQ filter (SPEC.md section 7: "optional q, case-insensitive filter of
// questions"). It matches questions only: answers are long and would match
// almost any common word, so the list would hardly shrink.
import type { FaqGroup } from "../content-types";

export function normaliseFaqQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The groups with the entries whose question contains the query; groups left empty are dropped. */
export function filterFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const needle = normaliseFaqQuery(query);
  if (needle === "") return [...groups];
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.question.toLowerCase().includes(needle)) }))
    .filter((group) => group.entries.length > 0);
}

export function countFaqEntries(groups: readonly FaqGroup[]): number {
  return groups.reduce((total, group) => total + group.entries.length, 0);
}
