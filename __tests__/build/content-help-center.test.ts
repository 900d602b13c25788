// Rules that span files: unique slugs and ids, articles filed under known
// categories, and the pages the help centre is built from.
import { checkArticleBody, checkArticleCode, checkArticleFolder, checkIconsQuoted, contentKindOf, findDuplicates } from "../../gatsby/content-checks";
import { buildFaqPage } from "../../gatsby/content-faq";
import { buildHelpCenter, type ArticleRecord, type CategoryRecord } from "../../gatsby/content-help-center";
import { buildPricingPage } from "../../gatsby/content-pricing";

const category: CategoryRecord = {
  slug: "search",
  title: "Search",
  icon: "tabler:search",
  summary: "Find things.",
  subcategories: [
    { slug: "querying", title: "Querying", summary: "Queries." },
    { slug: "filtering", title: "Filtering", summary: "Filters." },
  ],
  filePath: "content/help-center/categories.mdx",
};

function article(slug: string, overrides: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    slug,
    title: `Title of ${slug}`,
    category: "search",
    subcategory: "querying",
    summary: `About ${slug}.`,
    order: 1,
    updated: "2026-11-21",
    filePath: `content/help-center/search/${slug}.mdx`,
    contentFilePath: `/site/content/help-center/search/${slug}.mdx`,
    body: "",
    ...overrides,
  };
}

describe("buildHelpCenter", () => {
  it("builds the landing, category, subcategory and article pages", () => {
    const build = buildHelpCenter([category], [article("vector-search", { order: 2 }), article("recommend", { order: 1 })]);
    expect(build.errors).toEqual([]);
    expect(build.landing.path).toBe("/help-center/");
    expect(build.categoryPages.map((page) => page.path)).toEqual(["/help-center/search/"]);
    expect(build.subcategoryPages.map((page) => page.path)).toEqual(["/help-center/search/querying/", "/help-center/search/filtering/"]);
    // Articles in their "order", each with the others of its subcategory as related articles.
    expect(build.articlePages.map((page) => page.path)).toEqual([
      "/help-center/search/querying/recommend/",
      "/help-center/search/querying/vector-search/",
    ]);
    expect(build.articlePages[0]?.context.related.map((link) => link.slug)).toEqual(["vector-search"]);
    expect(build.articlePages[0]?.context.subcategory).toEqual({ title: "Querying", path: "/help-center/search/querying/" });
    expect(build.warnings).toEqual(['help centre: subcategory "search/filtering" has no articles yet']);
  });

  it("rejects two articles with the same slug, naming both files", () => {
    const other = article("filters", { subcategory: "filtering", filePath: "content/help-center/search/filters-2.mdx" });
    expect(buildHelpCenter([category], [article("filters"), other]).errors).toEqual([
      'content/help-center/search/filters.mdx, content/help-center/search/filters-2.mdx: field "slug" "filters" is used more than once; it must be unique',
    ]);
  });

  it("rejects an article filed under an unknown category or subcategory", () => {
    const errors = buildHelpCenter([category], [article("a", { category: "billing" }), article("b", { subcategory: "ranking" })]).errors;
    expect(errors).toEqual([
      'content/help-center/search/a.mdx: field "category" is "billing", which content/help-center/categories.mdx does not define',
      'content/help-center/search/b.mdx: field "subcategory" is "ranking", which category "search" in content/help-center/categories.mdx does not define',
    ]);
  });

  it("keeps the API reference's slug out of the categories", () => {
    const build = buildHelpCenter([{ ...category, slug: "api-reference" }], []);
    expect(build.errors).toEqual(['content/help-center/categories.mdx: field "categories.slug" "api-reference" is taken by the API reference page; choose another']);
  });

  it("rejects duplicate category and subcategory slugs", () => {
    const twice = { ...category, subcategories: [...category.subcategories, { slug: "querying", title: "Again", summary: "Again." }] };
    expect(buildHelpCenter([twice, category], []).errors).toEqual([
      expect.stringContaining('field "categories.slug" "search" is used more than once'),
      expect.stringContaining('field "categories (search).subcategories.slug" "querying" is used more than once'),
    ]);
  });
});

describe("buildFaqPage", () => {
  const group = (title: string, order: number, ids: string[], filePath = `content/faq/${title}.mdx`) => ({
    title,
    order,
    filePath,
    entries: ids.map((id) => ({ id, question: `${id}?`, answer: `${id}.` })),
  });

  it("orders groups and keeps their entries", () => {
    const { errors, context } = buildFaqPage([group("billing", 2, ["refund"]), group("account", 1, ["sign-up"])]);
    expect(errors).toEqual([]);
    expect(context.groups.map((g) => g.title)).toEqual(["account", "billing"]);
    expect(context.groups[1]?.entries).toEqual([{ id: "refund", question: "refund?", answer: "refund." }]);
  });

  it("rejects an entry id used twice, across files", () => {
    expect(buildFaqPage([group("account", 1, ["refund"]), group("billing", 2, ["refund"])]).errors).toEqual([
      'content/faq/account.mdx, content/faq/billing.mdx: field "entries.id" "refund" is used more than once; it must be unique',
    ]);
  });
});

describe("buildPricingPage", () => {
  it("passes the price list through, claiming no current plan for the visitor", () => {
    const plan = { id: "basic", title: "Basic support", subtitle: "Free", monthlyPriceCents: 0, isPopular: false, yearly: { perMonthCents: 0, totalAnnualCents: 0 }, benefits: ["x"] };
    expect(buildPricingPage({ title: "Pricing", summary: "s", supportPlans: [plan], tiers: [] })).toEqual({ title: "Pricing", summary: "s", supportPlans: [plan], tiers: [] });
  });
});

describe("content checks", () => {
  it.each([
    ["help-center/categories.mdx", "help-categories"],
    ["help-center/search/filters.mdx", "help-article"],
    ["faq/account.mdx", "faq"],
    ["pricing/pricing.mdx", "pricing"],
  ])("knows %s as %s", (relativePath, kind) => {
    expect(contentKindOf(relativePath)).toEqual({ kind });
  });

  it.each(["help-center/search/deep/filters.mdx", "faq/group/entry.mdx", "pricing/other.mdx", "notes.mdx"])("refuses content at %s", (relativePath) => {
    expect(contentKindOf(relativePath)).toEqual({ error: expect.stringContaining(`content/${relativePath}: not a place for content`) });
  });

  it("requires an article's folder to match its category", () => {
    expect(checkArticleFolder("help-center/search/filters.mdx", "search")).toBeNull();
    expect(checkArticleFolder("help-center/billing/filters.mdx", "search")).toBe(
      'content/help-center/billing/filters.mdx: field "category" is "search" but the file is in content/help-center/billing/',
    );
  });

  it("rejects a '#' heading in an article body but not a comment in a code block", () => {
    expect(checkArticleBody("## Section\n\n```bash\n# a shell comment\n```\n", "a.mdx")).toBeNull();
    expect(checkArticleBody("# Title again\n\ntext", "a.mdx")).toContain('a.mdx: the body has a "# " heading');
  });

  it("requires icons to be quoted so the icon build finds them", () => {
    const icons = [{ field: "categories[0].icon", name: "tabler:rocket" }];
    expect(checkIconsQuoted(icons, 'icon: "tabler:rocket"', "c.mdx")).toEqual([]);
    expect(checkIconsQuoted(icons, "icon: tabler:rocket", "c.mdx")).toEqual(['c.mdx: field "categories[0].icon" must be written in quotes: "tabler:rocket"']);
  });

  it("holds article code to the console's convention: QDRANT_API_KEY and the service URL placeholder", () => {
    const good = '```bash\ncurl "https://your-service-url:443/collections" -H "api-key: $QDRANT_API_KEY"\n```\n\nSee https://qdrant.tech for more.';
    expect(checkArticleCode(good, "a.mdx")).toEqual([]);
    const bad = '```bash\ncurl "https://your-endpoint:443/collections" -H "api-key: $VDC_API_KEY"\n```\n';
    expect(checkArticleCode(bad, "a.mdx")).toEqual([
      "a.mdx: the API key variable is QDRANT_API_KEY, as in the console's samples, not VDC_API_KEY",
      "a.mdx: code names the service as https://your-service-url:443 (the page shows the reader's own URL), not https://your-endpoint:443/collections",
    ]);
  });

  it("finds nothing to report among unique values", () => {
    expect(findDuplicates([{ value: "a", filePath: "1" }, { value: "b", filePath: "2" }], "slug")).toEqual([]);
  });
});
