// The help centre's search index, built with the pages: every article (its
// title, place, summary, headings, prose and code) and every FAQ entry, indexed
// by MiniSearch with the options the page loads it with
// (src/content-pages/help-search/search-options.ts), and written as one
// static file. The page fetches it when the reader first focuses the search
// field, so no page's first load carries it, and no service answers searches.
import fs from "node:fs/promises";
import path from "node:path";
import MiniSearch from "minisearch";
import type { FaqGroup } from "../src/content-pages/content-types";
import { FAQ_PATH, HELP_SEARCH_INDEX_PATH } from "../src/content-pages/content-paths";
import { INDEX_OPTIONS, type HelpSearchDocument } from "../src/content-pages/help-search/search-options";
import type { HelpCenterBuild } from "./content-help-center";
import { markdownText } from "./markdown-text";

/** The documents of the help centre's articles (bodies by their file) and of the FAQ's entries. */
export function buildSearchDocuments(
  articlePages: HelpCenterBuild["articlePages"],
  bodies: ReadonlyMap<string, string>,
  faqGroups: readonly FaqGroup[],
): HelpSearchDocument[] {
  const articles = articlePages.map(({ path: pagePath, context, contentFilePath }): HelpSearchDocument => {
    const { text, headings, code } = markdownText(bodies.get(contentFilePath) ?? "");
    return {
      path: pagePath,
      title: context.article.title,
      category: `${context.category.title} › ${context.subcategory.title}`,
      summary: context.article.summary,
      headings: headings.join("\n"),
      text,
      code,
    };
  });
  const questions = faqGroups.flatMap((group) =>
    group.entries.map(
      (entry): HelpSearchDocument => ({
        path: `${FAQ_PATH}#${entry.id}`,
        title: entry.question,
        category: `FAQ › ${group.title}`,
        summary: "",
        headings: "",
        text: entry.answer.replace(/\s+/g, " ").trim(),
        code: "",
      }),
    ),
  );
  return [...articles, ...questions];
}

/** The index as the page loads it (MiniSearch.loadJSON with the same options). */
export function buildSearchIndex(documents: readonly HelpSearchDocument[]): string {
  const index = new MiniSearch<HelpSearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return JSON.stringify(index);
}

export async function writeSearchIndex(siteDirectory: string, json: string): Promise<string> {
  const file = path.join(siteDirectory, "public", ...HELP_SEARCH_INDEX_PATH.split("/").filter(Boolean));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, json);
  return file;
}
