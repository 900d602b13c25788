// The real files in content/ pass the same checks the build runs, and the
// pricing content still says what SPEC.md section 9 says.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { buildFaqPage } from "../../gatsby/content-faq";
import { readContentFiles } from "../../gatsby/content-files";
import { buildHelpCenter } from "../../gatsby/content-help-center";

const CONTENT_DIR = path.join(__dirname, "../../content");

function listMdx(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

// gray-matter is the parser gatsby-plugin-mdx uses for frontmatter.
const content = readContentFiles(
  listMdx(CONTENT_DIR).map((absolutePath) => {
    const { data, content: body } = matter(fs.readFileSync(absolutePath, "utf8"));
    const relativePath = path.relative(CONTENT_DIR, absolutePath).split(path.sep).join("/");
    return { relativePath, absolutePath, frontmatter: data, body };
  }),
);

describe("content/", () => {
  it("has no file the build would reject", () => {
    expect(content.errors).toEqual([]);
  });

  it("files at least 12 help articles under at least 3 categories, all reachable", () => {
    const { articles } = content;
    const build = buildHelpCenter(content.categories, articles);
    expect(build.errors).toEqual([]);
    expect(build.warnings).toEqual([]);
    expect(build.articlePages.length).toBeGreaterThanOrEqual(12);
    expect(build.articlePages).toHaveLength(articles.length);
    expect(new Set(articles.map((a) => a.category)).size).toBeGreaterThanOrEqual(3);
  });

  it("has FAQ entries with unique ids", () => {
    const faq = buildFaqPage(content.faqGroups);
    expect(faq.errors).toEqual([]);
    expect(faq.context.groups.flatMap((group) => group.entries).length).toBeGreaterThan(10);
  });

  it("says in the FAQ which sizes the built-in models make, and what any other size needs", () => {
    const entries = buildFaqPage(content.faqGroups).context.groups.flatMap((group) => group.entries);
    const answer = entries.find((entry) => entry.id === "model-sizes")?.answer ?? "";
    expect(answer).toContain("512-dimension vectors (universal-sentence-encoder-lite), 100-dimension vectors (glove-100-mean) and sparse BM25 vectors (qdrant/bm25)");
    expect(answer).toContain("needs an OpenAI-compatible model that makes that size, added under Models");
  });

  it("prices tiers and support plans as SPEC.md section 9 does, in cents", () => {
    expect(content.pricing).toHaveLength(1);
    const [pricing] = content.pricing;
    expect(pricing?.supportPlans.map(({ id, title, monthlyPriceCents, yearly }) => [id, title, monthlyPriceCents, yearly.perMonthCents, yearly.totalAnnualCents])).toEqual([
      ["basic", "Basic support", 0, 0, 0],
      ["standard", "Standard support", 4900, 4000, 48000],
      ["enterprise", "Enterprise support", 9900, 8000, 96000],
    ]);
    expect(pricing?.supportPlans[0]?.benefits[0]).toContain("100 responses per month");
    expect(pricing?.tiers.map((t) => [t.id, t.name, t.monthlyPriceCents, t.apiCalls, t.deployments, t.regions, t.backups.schedule, t.backups.retentionDays])).toEqual([
      ["sandbox", "Sandbox", 0, 20000, 1, 2, "none", null],
      ["startup", "Startup", 14900, 100000, 5, 4, "weekly", null],
      ["standard", "Standard", 49900, 100000, 5, 4, "weekly", null],
      ["business", "Business", 149900, 1000000, 20, 8, "daily", 7],
      ["enterprise", "Enterprise", null, 5000000, 10, 12, "daily", 30],
    ]);
  });
});

describe("readContentFiles", () => {
  const file = (relativePath: string, frontmatter: unknown, body = "") => ({ relativePath, absolutePath: `/site/content/${relativePath}`, frontmatter, body });
  const article = { title: "T", slug: "t", category: "search", subcategory: "querying", summary: "S.", order: 1, updated: "2026-11-21" };

  it("collects the problems of every file, not only the first", () => {
    const { errors, articles } = readContentFiles([
      file("help-center/search/a.mdx", { ...article, order: "first" }),
      file("help-center/billing/b.mdx", article),
      file("faq/c.mdx", { title: "C", order: 1, entries: [] }),
      file("misc/d.mdx", {}),
    ]);
    expect(errors).toEqual([
      'content/help-center/search/a.mdx: field "order" must be a number',
      'content/help-center/billing/b.mdx: field "category" is "search" but the file is in content/help-center/billing/',
      'content/faq/c.mdx: field "entries" must list at least one entry',
      expect.stringContaining("content/misc/d.mdx: not a place for content"),
    ]);
    expect(articles.map((a) => a.filePath)).toEqual(["content/help-center/billing/b.mdx"]);
  });

  it("rejects a second h1 in an article body", () => {
    expect(readContentFiles([file("help-center/search/a.mdx", article, "# Again\n")]).errors).toEqual([
      expect.stringContaining('content/help-center/search/a.mdx: the body has a "# " heading'),
    ]);
  });
});
