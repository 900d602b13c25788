// Frontmatter validation: what a content author sees when a file is wrong.
import { validateFrontmatter, type ContentKind } from "../../gatsby/content-schema";

const ARTICLE_PATH = "content/help-center/search/filters.mdx";

const article = {
  title: "Filter by payload",
  slug: "filters",
  category: "search",
  subcategory: "filtering",
  summary: "Narrow a search with conditions on payload fields.",
  order: 1,
  updated: "2026-11-21",
};

const faqGroup = {
  title: "Account",
  order: 1,
  entries: [{ id: "forgot-password", question: "I forgot my password.", answer: "Choose Forgot password? on the login screen." }],
};

const basic = {
  id: "basic",
  title: "Basic support",
  subtitle: "To start",
  monthlyPrice: 0,
  yearlyPlan: { perMonth: 0, totalAnnual: 0 },
  planBenefits: ["100 responses per month"],
};

const plan = {
  id: "standard",
  title: "Standard support",
  subtitle: "For production",
  monthlyPrice: 49,
  popularPlan: true,
  yearlyPlan: { perMonth: 40, totalAnnual: 480 },
  planBenefits: ["Everything in Basic support"],
};

const sandbox = { id: "sandbox", name: "Sandbox", price: 0, apiCalls: 20000, deployments: 1, regions: 2, backup: "none", uploadsInProgress: 20, uploadStorageGiB: 10 };

const pricing = {
  title: "Pricing",
  summary: "Tiers and support plans.",
  tiers: [sandbox, { ...sandbox, id: "business", name: "Business", price: 1499 }],
  supportPlans: [basic, plan],
};

const categories = {
  categories: [
    {
      slug: "search",
      title: "Search",
      icon: "tabler:search",
      summary: "Find things.",
      subcategories: [{ slug: "filtering", title: "Filtering", summary: "Filters." }],
    },
  ],
};

function errorsOf(kind: ContentKind, data: unknown, filePath = ARTICLE_PATH): string[] {
  const result = validateFrontmatter(kind, data, filePath);
  return result.ok ? [] : result.errors;
}

describe("validateFrontmatter", () => {
  it.each<[ContentKind, unknown]>([
    ["help-article", article],
    ["faq", faqGroup],
    ["pricing", pricing],
    ["help-categories", categories],
  ])("accepts valid %s frontmatter", (kind, data) => {
    expect(validateFrontmatter(kind, data, "content/x.mdx")).toMatchObject({ ok: true });
  });

  it("turns a YAML date into a plain date string", () => {
    const result = validateFrontmatter("help-article", { ...article, updated: new Date("2026-03-01T00:00:00Z") }, ARTICLE_PATH);
    expect(result).toEqual({ ok: true, value: { ...article, updated: "2026-03-01" } });
  });

  it.each(Object.keys(article))("names the file and the missing article field %s", (field) => {
    const { [field]: _removed, ...rest } = article as Record<string, unknown>;
    expect(errorsOf("help-article", rest)).toEqual([`${ARTICLE_PATH}: field "${field}" is required`]);
  });

  it.each([
    ["title", 42, 'field "title" must be text'],
    ["title", "   ", 'field "title" must not be empty'],
    ["order", "first", 'field "order" must be a number'],
    ["order", 1.5, 'field "order" must be a whole number'],
    ["slug", "Filter By Payload", 'field "slug" must be lowercase words joined by hyphens'],
    ["updated", "last week", 'field "updated" must be a date like 2025-01-31'],
    ["summary", "x".repeat(201), 'field "summary" must be at most 200 characters'],
  ])("rejects a wrong %s (%p)", (field, value, message) => {
    expect(errorsOf("help-article", { ...article, [field]: value })).toEqual([expect.stringContaining(`${ARTICLE_PATH}: ${message}`)]);
  });

  it("rejects a misspelt field instead of ignoring it", () => {
    expect(errorsOf("help-article", { ...article, sumary: "typo" })).toEqual([`${ARTICLE_PATH}: field "sumary" is not a known field`]);
  });

  it("reports every problem of a file at once", () => {
    expect(errorsOf("help-article", { title: "Only a title" })).toHaveLength(6);
  });

  it("points into lists the way YAML authors read them", () => {
    const entries = [{ id: "a", answer: "An answer." }];
    expect(errorsOf("faq", { ...faqGroup, entries }, "content/faq/x.mdx")).toEqual(['content/faq/x.mdx: field "entries[0].question" is required']);
  });

  it("checks a yearly plan's total against its monthly price", () => {
    const supportPlans = [basic, { ...plan, yearlyPlan: { perMonth: 40, totalAnnual: 400 } }];
    expect(errorsOf("pricing", { ...pricing, supportPlans }, "content/pricing/pricing.mdx")).toEqual([
      'content/pricing/pricing.mdx: field "supportPlans[1].yearlyPlan.totalAnnual" must equal 12 × yearlyPlan.perMonth',
    ]);
  });

  it("accepts contact as a tier price and rejects other words", () => {
    const tier = pricing.tiers[1];
    expect(validateFrontmatter("pricing", { ...pricing, tiers: [sandbox, { ...tier, price: "contact" }] }, "p.mdx").ok).toBe(true);
    expect(errorsOf("pricing", { ...pricing, tiers: [sandbox, { ...tier, price: "free" }] }, "p.mdx")).toEqual([
      'p.mdx: field "tiers[1].price" must be a number of dollars a month, or "contact"',
    ]);
  });

  it("allows one popular support plan only", () => {
    const supportPlans = [basic, plan, { ...plan, id: "enterprise", title: "Enterprise support" }];
    expect(errorsOf("pricing", { ...pricing, supportPlans }, "p.mdx")).toEqual(['p.mdx: field "supportPlans" may mark at most one support plan as popularPlan']);
  });

  it("does not let content claim a current plan", () => {
    const supportPlans = [basic, { ...plan, currentPlan: true }];
    expect(errorsOf("pricing", { ...pricing, supportPlans }, "p.mdx")).toEqual(['p.mdx: field "supportPlans[1].currentPlan" is not a known field']);
  });

  it("refuses one name for two prices, a repeated id, and a list that does not start where organisations start", () => {
    const supportPlans = [basic, { ...plan, title: "Business" }];
    expect(errorsOf("pricing", { ...pricing, supportPlans }, "p.mdx")).toEqual(['p.mdx: field "supportPlans" must not give a support plan the name of a tier: one name, one price']);
    expect(errorsOf("pricing", { ...pricing, tiers: [sandbox, { ...sandbox, name: "Other" }] }, "p.mdx")).toEqual(['p.mdx: field "tiers" must not repeat a tier id']);
    expect(errorsOf("pricing", { ...pricing, tiers: [{ ...sandbox, id: "free" }] }, "p.mdx")).toEqual(['p.mdx: field "tiers" must start with the free tier "sandbox", where organisations start']);
  });

  it("rejects an icon that is not in the Tabler set", () => {
    const [category] = categories.categories;
    const data = { categories: [{ ...category, icon: "tabler:no-such-icon" }] };
    expect(errorsOf("help-categories", data, "c.mdx")).toEqual([expect.stringContaining('c.mdx: field "categories[0].icon" is not a Tabler icon')]);
  });

  it("reports a file without frontmatter", () => {
    expect(errorsOf("faq", undefined, "content/faq/empty.mdx")).toEqual([
      'content/faq/empty.mdx: field "title" is required',
      'content/faq/empty.mdx: field "order" is required',
      'content/faq/empty.mdx: field "entries" is required',
    ]);
  });
});
