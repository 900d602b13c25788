// Turns validated help-centre content into the pages to create: the landing
// page, one page per category and subcategory, and one per article. Pure, so
// that cross-file rules (unique slugs, known categories) are tested without Gatsby.
import type {
  HelpArticleContext,
  HelpArticleLink,
  HelpCategory,
  HelpCategoryContext,
  HelpLandingContext,
  HelpSubcategoryContext,
} from "../src/content-pages/content-types";
import { API_REFERENCE_SLUG, HELP_CENTER_PATH, helpArticlePath, helpCategoryPath, helpSubcategoryPath } from "../src/content-pages/content-paths";
import { findDuplicates } from "./content-checks";

export interface CategoryRecord {
  slug: string;
  title: string;
  icon: string;
  summary: string;
  subcategories: { slug: string; title: string; summary: string }[];
  filePath: string;
}

export interface ArticleRecord {
  slug: string;
  title: string;
  category: string;
  subcategory: string;
  summary: string;
  order: number;
  updated: string;
  filePath: string;
  contentFilePath: string;
  /** The Markdown after the frontmatter: the search indexes it, the pages never carry it. */
  body: string;
}

export interface ContentPage<Context> {
  path: string;
  context: Context;
}

export interface HelpCenterBuild {
  errors: string[];
  warnings: string[];
  landing: ContentPage<HelpLandingContext>;
  categoryPages: ContentPage<HelpCategoryContext>[];
  subcategoryPages: ContentPage<HelpSubcategoryContext>[];
  articlePages: (ContentPage<HelpArticleContext> & { contentFilePath: string })[];
}

const RELATED_LIMIT = 4;

export function buildHelpCenter(categories: readonly CategoryRecord[], articles: readonly ArticleRecord[]): HelpCenterBuild {
  const errors = [
    ...findDuplicates(categories.map((c) => ({ value: c.slug, filePath: c.filePath })), "categories.slug"),
    ...categories.flatMap((c) =>
      findDuplicates(c.subcategories.map((s) => ({ value: s.slug, filePath: c.filePath })), `categories (${c.slug}).subcategories.slug`),
    ),
    ...findDuplicates(articles.map((a) => ({ value: a.slug, filePath: a.filePath })), "slug"),
    ...articles.flatMap((a) => unknownPlace(a, categories)),
    ...categories
      .filter((c) => c.slug === API_REFERENCE_SLUG)
      .map((c) => `${c.filePath}: field "categories.slug" "${c.slug}" is taken by the API reference page; choose another`),
  ];
  const sorted = [...articles].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  const tree: HelpCategory[] = categories.map((c) => ({
    slug: c.slug,
    title: c.title,
    icon: c.icon,
    summary: c.summary,
    path: helpCategoryPath(c.slug),
    subcategories: c.subcategories.map((s) => ({
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      path: helpSubcategoryPath(c.slug, s.slug),
      articles: articlesIn(sorted, c.slug, s.slug).map(toLink),
    })),
  }));
  const warnings = tree.flatMap((c) =>
    c.subcategories.filter((s) => s.articles.length === 0).map((s) => `help centre: subcategory "${c.slug}/${s.slug}" has no articles yet`),
  );
  return {
    errors,
    warnings,
    landing: { path: HELP_CENTER_PATH, context: { categories: tree } },
    categoryPages: tree.map((category) => ({ path: category.path, context: { category } })),
    subcategoryPages: tree.flatMap((category) =>
      category.subcategories.map((subcategory) => ({
        path: subcategory.path,
        context: { category: { title: category.title, path: category.path }, subcategory },
      })),
    ),
    articlePages: tree.flatMap((category) =>
      category.subcategories.flatMap((subcategory) =>
        articlesIn(sorted, category.slug, subcategory.slug).map((record) => {
          const link = toLink(record);
          return {
            path: link.path,
            contentFilePath: record.contentFilePath,
            context: {
              article: { ...link, updated: record.updated },
              category: { title: category.title, path: category.path },
              subcategory: { title: subcategory.title, path: subcategory.path },
              related: subcategory.articles.filter((other) => other.slug !== link.slug).slice(0, RELATED_LIMIT),
            },
          };
        }),
      ),
    ),
  };
}

function articlesIn(articles: readonly ArticleRecord[], category: string, subcategory: string): ArticleRecord[] {
  return articles.filter((a) => a.category === category && a.subcategory === subcategory);
}

function toLink(article: ArticleRecord): HelpArticleLink {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    path: helpArticlePath(article.category, article.subcategory, article.slug),
  };
}

function unknownPlace(article: ArticleRecord, categories: readonly CategoryRecord[]): string[] {
  const category = categories.find((c) => c.slug === article.category);
  if (!category) {
    return [`${article.filePath}: field "category" is "${article.category}", which content/help-center/categories.mdx does not define`];
  }
  if (!category.subcategories.some((s) => s.slug === article.subcategory)) {
    return [
      `${article.filePath}: field "subcategory" is "${article.subcategory}", which category "${category.slug}" ` +
        "in content/help-center/categories.mdx does not define",
    ];
  }
  return [];
}
