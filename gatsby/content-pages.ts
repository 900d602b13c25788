// Pages built from MDX in content/ (help centre, FAQ, pricing): the schema,
// the validation that runs as each file becomes a node, and the pages; the
// help centre's API reference, built from the OpenAPI documents of the
// console's API and of the data plane; and the help centre's search index.
import path from "node:path";
import type { CreatePagesArgs, CreateSchemaCustomizationArgs } from "gatsby";
import { referenceRoutes } from "../contract/api-routes";
import { buildApiDocument } from "../contract/openapi";
import { DATA_PLANE_DOCUMENT_PATH } from "../contract/qdrant/document-path";
import type { ApiReferencePageContext } from "../src/content-pages/api-reference/api-reference-types";
import { API_REFERENCE_PATH, FAQ_PATH, PRICING_PATH } from "../src/content-pages/content-paths";
import { buildApiReference } from "./api-reference";
import { CONTENT_TYPE_DEFS } from "./content-graphql";
import { buildFaqPage } from "./content-faq";
import { contentFileOf, readContentFiles } from "./content-files";
import { buildHelpCenter } from "./content-help-center";
import { buildPricingPage } from "./content-pricing";
import { buildSearchDocuments, buildSearchIndex, writeSearchIndex } from "./content-search";
import { loadDataPlaneDocument } from "./data-plane-document";

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

/** The data plane's anchors on the API reference page begin so; the console API's keep theirs as they were. */
const DATA_PLANE_ANCHOR_PREFIX = "data-plane-";

export async function createContentPages({ actions, reporter, getNodesByType, getNode, store }: CreatePagesArgs): Promise<void> {
  // From the Mdx nodes themselves rather than from nodes derived in
  // onCreateNode: see gatsby/content-files.ts for why.
  const files = getNodesByType("Mdx").flatMap((node) => contentFileOf(node, getNode) ?? []);
  const content = readContentFiles(files);
  const help = buildHelpCenter(content.categories, content.articles);
  const faq = buildFaqPage(content.faqGroups);
  const [pricing] = content.pricing;
  const consoleApi = buildApiReference(buildApiDocument());
  const dataPlane = buildApiReference(loadDataPlaneDocument(), { anchorPrefix: DATA_PLANE_ANCHOR_PREFIX });
  const errors = [
    ...content.errors,
    ...help.errors,
    ...faq.errors,
    ...consoleApi.errors.map((error) => `contract/openapi.ts: ${error}`),
    ...dataPlane.errors.map((error) => `contract/qdrant/openapi.ts: ${error}`),
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
  const apiReference: ApiReferencePageContext = {
    apis: [
      { ...consoleApi.context, id: "console-api", heading: "Console API (/api)", documentPath: referenceRoutes.openApiDocument.path },
      { ...dataPlane.context, id: "data-plane", heading: "Qdrant-compatible data plane", documentPath: DATA_PLANE_DOCUMENT_PATH },
    ],
  };
  createPage({ path: API_REFERENCE_PATH, component: TEMPLATES.apiReference, context: apiReference });
  if (pricing) {
    createPage({ path: PRICING_PATH, component: `${TEMPLATES.pricing}?__contentFilePath=${pricing.contentFilePath}`, context: buildPricingPage(pricing) });
  }
  const bodies = new Map(content.articles.map((article) => [article.contentFilePath, article.body]));
  const documents = buildSearchDocuments(help.articlePages, bodies, faq.context.groups);
  const indexFile = await writeSearchIndex(store.getState().program.directory as string, buildSearchIndex(documents));
  reporter.info(`help centre search: ${documents.length} pages indexed in ${path.relative(process.cwd(), indexFile)}`);
}
