import type { ReactNode } from "react";
import type { SupportPlan, Tier } from "../../contract/pricing";

// The shapes the content pages receive as page context. gatsby/content-*.ts
// builds them from validated frontmatter at build time, so every page renders
// from its context alone (readable with JavaScript off, no client fetching).

/** A link in the breadcrumb trail or a heading that leads to a listing page. */
export interface ContentCrumb {
  title: string;
  path: string;
}

export interface HelpArticleLink {
  slug: string;
  title: string;
  summary: string;
  path: string;
}

export interface HelpSubcategory {
  slug: string;
  title: string;
  summary: string;
  path: string;
  articles: HelpArticleLink[];
}

export interface HelpCategory {
  slug: string;
  title: string;
  /** A "tabler:<name>" icon, quoted in content/help-center/categories.mdx. */
  icon: string;
  summary: string;
  path: string;
  subcategories: HelpSubcategory[];
}

export interface HelpLandingContext {
  categories: HelpCategory[];
}

export interface HelpCategoryContext {
  category: HelpCategory;
}

export interface HelpSubcategoryContext {
  category: ContentCrumb;
  subcategory: HelpSubcategory;
}

export interface HelpArticleContext {
  article: HelpArticleLink & { updated: string };
  category: ContentCrumb;
  subcategory: ContentCrumb;
  related: HelpArticleLink[];
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

export interface FaqPageContext {
  groups: FaqGroup[];
}

/** The pricing page: the price list of content/pricing/ (contract/pricing.ts), prices in cents. */
export interface PricingPageContext {
  title: string;
  summary: string;
  tiers: Tier[];
  supportPlans: SupportPlan[];
}

/**
 * What a content page template uses of Gatsby's page props: its context and,
 * for templates that render an MDX file, the compiled file as children.
 * Templates take this type from here rather than importing from "react":
 * gatsby-plugin-mdx's loader adds its own default React import only when a
 * template has no import from "react" at all, and with a named-only import the
 * wrapper it generates fails with "React is not defined".
 */
export interface ContentPageProps<Context> {
  pageContext: Context;
  children?: ReactNode;
}
