// Pages built from MDX in content/ (help centre, FAQ, pricing): the schema,
// the validation that runs as each file becomes a node, and the pages; and
// the help centre's API reference, built from the OpenAPI document.
import path from "node:path";
import type { CreatePagesArgs, CreateSchemaCustomizationArgs } from "gatsby";
import { referenceRoutes } from "../contract/api-routes";
import { buildApiDocument } from "../contract/openapi";
import { API_REFERENCE_PATH, FAQ_PATH, PRICING_PATH } from "../src/content-pages/content-paths";
import { buildApiReference } from "./api-reference";
import { CONTENT_TYPE_DEFS } from "./content-graphql";
import { buildFaqPage } from "./content-faq";
import { contentFileOf, readContentFiles } from "./content-files";
import { buildHelpCenter } from "./content-help-center";
import { buildPricingPage } from "./content-pricing";

export { validateContentNode } from "./content-files";

export function createContentSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(CONTENT_TYPE_DEFS);
}

const template = (file: string) => path.resolve(`src/content-pages/${file}`);
const TEMPLATES = {
  landing: template("help-center/help-center-page.tsx"),
  category: template("help-center/help-category-page.tsx"),
  subcategory: template("help-center/help-subcategory-page.tsx"),
  article: template("help-center/help-article-page.tsx"),
  faq: template("faq/faq-page.tsx"),
  pricing: template("pricing/pricing-page.tsx"),
  apiReference: template("api-reference/api-reference-page.tsx"),
};

export async function createContentPages({ actions, reporter, getNodesByType, getNode }: CreatePagesArgs): Promise<void> {
  // From the Mdx nodes themselves rather than from nodes derived in
  // onCreateNode: see gatsby/content-files.ts for why.
  const files = getNodesByType("Mdx").flatMap((node) => contentFileOf(node, getNode) ?? []);
  const content = readContentFiles(files);
  const help = buildHelpCenter(content.categories, content.articles);
  const faq = buildFaqPage(content.faqGroups);
  const [pricing] = content.pricing;
  const apiReference = buildApiReference(buildApiDocument());
  const errors = [
    ...content.errors,
    ...help.errors,
    ...faq.errors,
    ...apiReference.errors.map((error) => `contract/openapi.ts: ${error}`),
    ...(content.categories.length === 0 ? ["content/help-center/categories.mdx: the file is missing or lists no categories"] : []),
    ...(pricing ? [] : ["content/pricing/pricing.mdx: the file is missing"]),
  ];
  if (errors.length > 0) {
    reporter.panicOnBuild(errors.join("\n"));
    return;
  }
  help.warnings.forEach((warning) => reporter.warn(warning));

  const { createPage } = actions;
  createPage({ path: help.landing.path, component: TEMPLATES.landing, context: help.landing.context });
  help.categoryPages.forEach((page) => createPage({ ...page, component: TEMPLATES.category }));
  help.subcategoryPages.forEach((page) => createPage({ ...page, component: TEMPLATES.subcategory }));
  // gatsby-plugin-mdx compiles the file named after ?__contentFilePath and
  // hands it to the template as children.
  help.articlePages.forEach(({ path: pagePath, context, contentFilePath }) =>
    createPage({ path: pagePath, context, component: `${TEMPLATES.article}?__contentFilePath=${contentFilePath}` }),
  );
  createPage({ path: FAQ_PATH, component: TEMPLATES.faq, context: faq.context });
  createPage({ path: API_REFERENCE_PATH, component: TEMPLATES.apiReference, context: { ...apiReference.context, documentPath: referenceRoutes.openApiDocument.path } });
  if (pricing) {
    createPage({ path: PRICING_PATH, component: `${TEMPLATES.pricing}?__contentFilePath=${pricing.contentFilePath}`, context: buildPricingPage(pricing) });
  }
}
