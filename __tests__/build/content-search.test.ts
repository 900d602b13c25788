// The help centre's search index as the build writes it, from the real
// content/: every help article has the frontmatter it needs (among them the
// five of issue 26), and the index covers every article and FAQ entry, loads
// with the options the page loads it with, and finds each article by its
// title. Also what the index reads of an article's Markdown.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import MiniSearch from "minisearch";
import { buildFaqPage } from "../../gatsby/content-faq";
import { readContentFiles } from "../../gatsby/content-files";
import { buildHelpCenter } from "../../gatsby/content-help-center";
import { validateFrontmatter } from "../../gatsby/content-schema";
import { buildSearchDocuments, buildSearchIndex, writeSearchIndex } from "../../gatsby/content-search";
import { markdownText } from "../../gatsby/markdown-text";
import { HELP_SEARCH_INDEX_PATH } from "../../src/content-pages/content-paths";
import { INDEX_OPTIONS, type HelpSearchDocument } from "../../src/content-pages/help-search/search-options";

const CONTENT_DIR = path.join(__dirname, "../../content");
const HELP_DIR = path.join(CONTENT_DIR, "help-center");

function listMdx(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

const relative = (file: string) => path.relative(CONTENT_DIR, file).split(path.sep).join("/");
const articleFiles = listMdx(HELP_DIR).filter((file) => path.basename(file) !== "categories.mdx");

// gray-matter is the parser gatsby-plugin-mdx uses for frontmatter.
const content = readContentFiles(
  listMdx(CONTENT_DIR).map((absolutePath) => {
    const { data, content: body } = matter(fs.readFileSync(absolutePath, "utf8"));
    return { relativePath: relative(absolutePath), absolutePath, frontmatter: data, body };
  }),
);
const help = buildHelpCenter(content.categories, content.articles);
const faq = buildFaqPage(content.faqGroups).context.groups;
const bodies = new Map(content.articles.map((article) => [article.contentFilePath, article.body]));
const documents = buildSearchDocuments(help.articlePages, bodies, faq);
const json = buildSearchIndex(documents);
const index = MiniSearch.loadJSON<HelpSearchDocument>(json, INDEX_OPTIONS);

describe("help articles", () => {
  it.each(articleFiles.map(relative))("%s has the whole frontmatter of a help article", (file) => {
    const { data } = matter(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
    expect(validateFrontmatter("help-article", data, `content/${file}`)).toMatchObject({ ok: true });
  });

  it("include the articles on models, inference, metrics, alerts and hybrid search, each in its category", () => {
    const placed = help.articlePages.map((page) => page.path);
    expect(placed).toEqual(
      expect.arrayContaining([
        "/help-center/models-and-inference/models/embedding-models/",
        "/help-center/models-and-inference/inference/embed-text/",
        "/help-center/monitoring/metrics/read-your-metrics/",
        "/help-center/monitoring/alerts/alert-rules/",
        "/help-center/search/querying/hybrid-search/",
      ]),
    );
    expect(help.errors).toEqual([]);
    expect(help.warnings).toEqual([]);
  });
});

describe("the search index", () => {
  it("holds every help article and every FAQ entry, and nothing else", () => {
    const expected = [...help.articlePages.map((page) => page.path), ...faq.flatMap((group) => group.entries.map((entry) => `/faq/#${entry.id}`))];
    expect(articleFiles).toHaveLength(help.articlePages.length);
    expect(index.documentCount).toBe(expected.length);
    expect(expected.filter((id) => !index.has(id))).toEqual([]);
  });

  it.each(help.articlePages.map((page) => [page.context.article.title, page.path]))("finds “%s” by its title", (title, pagePath) => {
    expect(index.search(title).map((result) => result.id)).toContain(pagePath);
  });

  it("finds articles by words of their body, code left out of what a snippet shows", () => {
    const [hit] = index.search("distribution-based score fusion");
    expect(hit).toMatchObject({ id: "/help-center/search/querying/hybrid-search/", title: "Hybrid search", category: "Search › Querying" });
    expect(hit?.text).not.toContain("curl -X POST");
    expect(index.search("cloud_inference").map((result) => result.id)).toContain("/help-center/models-and-inference/inference/embed-text/");
  });

  it("is written where the page fetches it", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "help-search-"));
    try {
      const file = await writeSearchIndex(site, json);
      expect(file).toBe(path.join(site, "public", ...HELP_SEARCH_INDEX_PATH.split("/").filter(Boolean)));
      expect(MiniSearch.loadJSON(fs.readFileSync(file, "utf8"), INDEX_OPTIONS).documentCount).toBe(documents.length);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("markdownText", () => {
  const body = [
    "Your service's URL is <ServiceUrl />.",
    "",
    "## Create a **key**",
    "",
    "1. Open [API keys](/help-center/api-keys/) and choose **Create API key**.",
    "- Send it in the `api-key` header, or ``as `Bearer` ``.",
    "",
    "> Keys are shown once.",
    "",
    "```bash",
    'curl "https://your-service-url:443/collections"',
    "```",
  ].join("\n");

  it("reads the prose as sentences: links as their words, code spans as they are, headings as sentences", () => {
    expect(markdownText(body).text).toBe(
      "Your service's URL is. Create a key. Open API keys and choose Create API key. Send it in the api-key header, or as `Bearer`. Keys are shown once.",
    );
  });

  it("keeps the headings and the code apart", () => {
    expect(markdownText(body)).toMatchObject({ headings: ["Create a key"], code: 'curl "https://your-service-url:443/collections"' });
  });
});
