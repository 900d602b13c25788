// First-load JavaScript of built pages, gzip-compressed, as a browser fetches
// it on a cold visit, against the budget of 130 kB per route:
//   - the scripts in the page's HTML (webpack runtime, framework, app);
//   - its page component's chunk group (page-data.json names it; webpack.stats.json lists its files);
//   - for an area route, the area's own lazily loaded chunk groups, named
//     "area-<area>..." (webpackChunkName), which load when its route opens.
// The shell's lazy parts (chunk groups named "shell-..."), which every console
// page loads after the page itself behind fallbacks of their size, are printed
// beside it. For each route the largest modules and packages of its first load
// are printed from public/webpack.modules.json (gatsby/module-stats.ts), so that
// a regression names its cause. Figures only: never an exit code.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { APP_ROUTES } from "../src/console-routes";

export const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;

export interface FirstLoadReport {
  page: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** The shell's lazy parts, fetched after the page (console pages only). */
  afterGzipBytes: number;
  largestModules: ModuleShare[];
  largestPackages: ModuleShare[];
}

export interface ModuleShare {
  name: string;
  /** The module's share of its file's gzip size, in proportion to its size before minifying. */
  gzipBytes: number;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

interface ModuleStats {
  chunks: { files: string[]; modules: { name: string; size: number }[] }[];
}

interface BuiltSite {
  publicDir: string;
  stats: WebpackStats;
  modulesByFile: Map<string, { name: string; size: number }[]>;
  gzipCache: Map<string, { raw: number; gzip: number }>;
}

interface RouteToMeasure {
  page: string;
  /** Chunk groups that load when the route opens, beside the page component's. */
  groupPrefixes: string[];
}

function pageDir(page: string): string {
  return page.replace(/^\/+|\/+$/g, "");
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

function loadSite(publicDir: string): BuiltSite {
  const stats = readJson<WebpackStats>(path.join(publicDir, "webpack.stats.json"));
  const modulesFile = path.join(publicDir, "webpack.modules.json");
  const modulesByFile = new Map<string, { name: string; size: number }[]>();
  if (fs.existsSync(modulesFile)) {
    for (const chunk of readJson<ModuleStats>(modulesFile).chunks) {
      for (const file of chunk.files) modulesByFile.set(file, chunk.modules);
    }
  }
  return { publicDir, stats, modulesByFile, gzipCache: new Map() };
}

function groupScripts(site: BuiltSite, prefixes: string[]): string[] {
  return Object.entries(site.stats.namedChunkGroups)
    .filter(([name]) => prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}-`)))
    .flatMap(([, group]) => group.assets.map((asset) => asset.name))
    .filter((name) => name.endsWith(".js"));
}

function fileSizes(site: BuiltSite, file: string): { raw: number; gzip: number } {
  let sizes = site.gzipCache.get(file);
  if (!sizes) {
    const content = fs.readFileSync(path.join(site.publicDir, file));
    sizes = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
    site.gzipCache.set(file, sizes);
  }
  return sizes;
}

/** "@mui/material", "react-dom", "src/layout/vertical": what a module belongs to. */
function packageOf(moduleName: string): string {
  const inNodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (inNodeModules) return inNodeModules[1] as string;
  const inSrc = /^\.\/(src\/[^/]+(?:\/[^/.]+(?=\/))?)/.exec(moduleName);
  if (inSrc) return inSrc[1] as string;
  return moduleName.replace(/^\.\//, "").replace(/\/[^/]*$/, "");
}

function largest(shares: Map<string, number>, count: number): ModuleShare[] {
  return [...shares.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, gzipBytes]) => ({ name, gzipBytes }));
}

function measureFiles(site: BuiltSite, files: Set<string>): Pick<FirstLoadReport, "rawBytes" | "gzipBytes" | "largestModules" | "largestPackages"> {
  let rawBytes = 0;
  let gzipBytes = 0;
  const byModule = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const file of files) {
    const sizes = fileSizes(site, file);
    rawBytes += sizes.raw;
    gzipBytes += sizes.gzip;
    const modules = site.modulesByFile.get(file) ?? [];
    const total = modules.reduce((sum, module) => sum + module.size, 0);
    for (const module of modules) {
      const share = total > 0 ? (sizes.gzip * module.size) / total : 0;
      const name = module.name.replace(/^\.\//, "");
      byModule.set(name, (byModule.get(name) ?? 0) + share);
      const owner = packageOf(module.name);
      byPackage.set(owner, (byPackage.get(owner) ?? 0) + share);
    }
  }
  return { rawBytes, gzipBytes, largestModules: largest(byModule, 5), largestPackages: largest(byPackage, 5) };
}

function measureRoute(site: BuiltSite, route: RouteToMeasure): FirstLoadReport {
  const html = fs.readFileSync(path.join(site.publicDir, pageDir(route.page), "index.html"), "utf8");
  const inHtml = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const pageData = readJson<{ componentChunkName: string }>(path.join(site.publicDir, "page-data", pageDir(route.page), "page-data.json"));
  const files = new Set([...inHtml, ...groupScripts(site, [pageData.componentChunkName, ...route.groupPrefixes])]);
  const isConsolePage = !route.page.startsWith("/auth/");
  const after = new Set(isConsolePage ? groupScripts(site, ["shell"]).filter((file) => !files.has(file)) : []);
  const afterGzipBytes = [...after].reduce((sum, file) => sum + fileSizes(site, file).gzip, 0);
  return { page: route.page, scripts: files.size, afterGzipBytes, ...measureFiles(site, files) };
}

/** Kept for callers that measure one page: its HTML scripts and page component. */
export function measureFirstLoadJs(publicDir: string, page: string): FirstLoadReport {
  return measureRoute(loadSite(publicDir), { page, groupPrefixes: [] });
}

function firstHelpArticle(publicDir: string): string | null {
  const root = path.join(publicDir, "help-center");
  if (!fs.existsSync(root)) return null;
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const isArticle = entries.some((e) => e.name === "index.html") && path.relative(root, dir).split(path.sep).length === 3;
    if (isArticle) return `/${path.relative(publicDir, dir)}/`;
    for (const entry of entries) if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
  }
  return null;
}

function routesToMeasure(publicDir: string): RouteToMeasure[] {
  const contentPages = ["/auth/login/", "/faq/", "/pricing/", firstHelpArticle(publicDir)].filter((p): p is string => p !== null);
  return [
    ...contentPages.map((page) => ({ page, groupPrefixes: [] })),
    ...APP_ROUTES.map((route) => ({ page: `${route.path}/`, groupPrefixes: [`area-${route.area}`] })),
  ];
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function shareList(shares: ModuleShare[]): string {
  return shares.map((share) => `${share.name} ${kib(share.gzipBytes)}`).join(", ");
}

/** Prints the first load of the login, FAQ, pricing, a help article and every console area against the budget. */
export function reportFirstLoadJs(publicDir: string): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("No built console in public/: run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  const site = loadSite(publicDir);
  console.log(`First-load JavaScript (gzip level 9), budget ${kib(FIRST_LOAD_BUDGET_BYTES)} per route`);
  if (site.modulesByFile.size === 0) console.log("  (no public/webpack.modules.json: rebuild to see the largest modules)");
  let within = 0;
  const routes = routesToMeasure(publicDir);
  for (const route of routes) {
    if (!fs.existsSync(path.join(publicDir, pageDir(route.page), "index.html"))) {
      console.log(`  ${route.page.padEnd(48)} not built`);
      continue;
    }
    const report = measureRoute(site, route);
    const verdict = report.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? "within budget" : `over by ${kib(report.gzipBytes - FIRST_LOAD_BUDGET_BYTES)}`;
    if (report.gzipBytes <= FIRST_LOAD_BUDGET_BYTES) within += 1;
    const after = report.afterGzipBytes > 0 ? `, then shell parts ${kib(report.afterGzipBytes)}` : "";
    console.log(
      `  ${route.page.padEnd(48)} ${kib(report.gzipBytes).padStart(9)} gzip ${kib(report.rawBytes).padStart(9)} raw ${String(report.scripts).padStart(2)} scripts  ${verdict}${after}`,
    );
    if (site.modulesByFile.size > 0) {
      console.log(`      modules:  ${shareList(report.largestModules)}`);
      console.log(`      packages: ${shareList(report.largestPackages)}`);
    }
  }
  console.log(`  ${within} of ${routes.length} routes within ${kib(FIRST_LOAD_BUDGET_BYTES)} (module figures: each module's share of its file's gzip size)`);
}
