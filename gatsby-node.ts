import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { APP_ROUTES, ROUTE_REDIRECTS } from "./src/console-routes";
import { createContentPages, createContentSchema, validateContentNode } from "./gatsby/content-pages";
import { writeRewriteManifest } from "./gatsby/rewrite-manifest";
import { iconDefinitions } from "./gatsby/icon-subset.js";
import { ModuleStatsPlugin } from "./gatsby/module-stats";

/** Source bytes (before minifying) a module group needs to become a shared chunk of its own. */
const SHARED_CHUNK_MIN_SOURCE_BYTES = 60_000;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig }) => {
  // The shared icons in every page, each area's own in its page chunk (gatsby/icon-subset.js).
  const iconSubset = plugins.define(Object.fromEntries(Object.entries(iconDefinitions(__dirname)).map(([name, subset]) => [name, JSON.stringify(subset)])));
  // The browser build also writes the modules of every chunk, for the first-load bench.
  // Gatsby makes a shared chunk for every set of pages and lazy parts that use a module, from 20 kB
  // of source up: with many lazy parts that means many small files, each compressed on its own.
  // From 60 kB up, every route's first load is 0.6 to 4.6 kB smaller (npm run bench -- --only=first-load).
  actions.setWebpackConfig({
    plugins: stage === "build-javascript" ? [iconSubset, new ModuleStatsPlugin()] : [iconSubset],
    ...(stage === "build-javascript" ? { optimization: { splitChunks: { minSize: SHARED_CHUNK_MIN_SOURCE_BYTES } } } : {}),
  });
  if (stage === "build-javascript") {
    // Lazy chunks' files are named by id and hash, not by chunk name: with the name in the file,
    // webpack's runtime (in every page's first load) maps every chunk id to its name, and each help
    // article's chunk name is a hundred characters long (1.8 kB gzip of the runtime's 4.7 kB).
    // Gatsby finds a page's files through webpack.stats.json's chunk groups, not by file name.
    const config = getConfig();
    config.output.chunkFilename = "[id]-[contenthash].js";
    actions.replaceWebpackConfig(config);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createContentSchema(args);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  validateContentNode(args);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions } = args;
  // Client-only areas: the page at the route serves every path below it.
  for (const route of APP_ROUTES) {
    actions.createPage({
      path: `${route.path}/`,
      matchPath: `${route.path}/*`,
      component: path.resolve(`src/areas/${route.area}/${route.area}-page.tsx`),
      context: {},
    });
  }
  // Template routes: a static page that forwards (any host, JavaScript on or off)
  // plus a 301 in the rewrite manifest for hosts and the service.
  for (const [fromPath, toPath] of Object.entries(ROUTE_REDIRECTS)) {
    actions.createPage({ path: fromPath, component: path.resolve("src/components/redirect-page.tsx"), context: { to: toPath } });
  }
  await createContentPages(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRewriteManifest(args);
};
