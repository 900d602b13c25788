// Explicit GraphQL types for the frontmatter of content/, so the schema never
// depends on what inference happens to see in the files (a tier's price is a
// number or "contact", which inference reports as a conflict). One type serves
// every kind of file; gatsby/content-schema.ts says which fields each kind needs.
export const CONTENT_TYPE_DEFS = `
  type Mdx implements Node @dontInfer {
    frontmatter: MdxFrontmatter
    body: String
  }

  type MdxFrontmatter @dontInfer {
    "Help articles, FAQ groups and the pricing page."
    title: String
    "Help articles and the pricing page (the page's meta description)."
    summary: String
    "Help articles."
    slug: String
    category: String
    subcategory: String
    "Help articles and FAQ groups: the position in their list."
    order: Int
    updated: Date @dateformat
    "content/help-center/categories.mdx."
    categories: [HelpCategoryFrontmatter!]
    "content/faq/*.mdx."
    entries: [FaqEntryFrontmatter!]
    "content/pricing/pricing.mdx."
    tiers: [PricingTierFrontmatter!]
    supportPlans: [PricingSupportPlanFrontmatter!]
  }

  type HelpSubcategoryFrontmatter {
    slug: String!
    title: String!
    summary: String!
  }

  type HelpCategoryFrontmatter {
    slug: String!
    title: String!
    icon: String!
    summary: String!
    subcategories: [HelpSubcategoryFrontmatter!]!
  }

  type FaqEntryFrontmatter {
    id: String!
    question: String!
    answer: String!
  }

  type PricingYearlyPlanFrontmatter {
    perMonth: Int!
    totalAnnual: Int!
  }

  type PricingSupportPlanFrontmatter {
    id: String!
    title: String!
    subtitle: String!
    monthlyPrice: Int!
    popularPlan: Boolean
    yearlyPlan: PricingYearlyPlanFrontmatter!
    planBenefits: [String!]!
  }

  type PricingTierFrontmatter {
    id: String!
    name: String!
    "US dollars a month (0 for free), or the word contact for Contact us."
    price: JSON!
    apiCalls: Int!
    deployments: Int!
    regions: Int!
    backup: String!
    backupRetentionDays: Int
    uploadsInProgress: Int!
    uploadStorageGiB: Int!
  }
`;
