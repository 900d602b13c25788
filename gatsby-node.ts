import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { APP_ROUTES, ROUTE_REDIRECTS } from "./src/console-routes";
import { createContentPages, createContentSchema, validateContentNode } from "./gatsby/content-pages";
import { writeRewriteManifest } from "./gatsby/rewrite-manifest";
import { buildIconSubset } from "./gatsby/icon-subset.js";
import { ModuleStatsPlugin } from "./gatsby/module-stats";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  const iconSubset = plugins.define({ __ICON_SUBSET__: JSON.stringify(buildIconSubset(__dirname)) });
  // The browser build also writes the modules of every chunk, for the first-load bench.
  actions.setWebpackConfig({
    plugins: stage === "build-javascript" ? [iconSubset, new ModuleStatsPlugin()] : [iconSubset],
  });
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
