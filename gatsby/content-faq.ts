// The FAQ page's context from every content/faq/*.mdx group, with the rule
// that an entry id (the anchor in /faq/#<id>) is unique across all groups.
import type { FaqPageContext } from "../src/content-pages/content-types";
import { findDuplicates } from "./content-checks";

export interface FaqGroupRecord {
  title: string;
  order: number;
  entries: { id: string; question: string; answer: string }[];
  filePath: string;
}

export function buildFaqPage(groups: readonly FaqGroupRecord[]): { errors: string[]; context: FaqPageContext } {
  const ids = groups.flatMap((group) => group.entries.map((entry) => ({ value: entry.id, filePath: group.filePath })));
  const sorted = [...groups].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  return {
    errors: findDuplicates(ids, "entries.id"),
    context: { groups: sorted.map(({ title, entries }) => ({ title, entries: entries.map(({ id, question, answer }) => ({ id, question, answer })) })) },
  };
}
