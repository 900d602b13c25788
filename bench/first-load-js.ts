// First-load JavaScript of built pages, gzip-compressed, as a browser fetches
// it on a cold visit: the scripts in the page's HTML plus its page component's
// chunk group (read from Gatsby's page-data and webpack stats).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface FirstLoadReport {
  page: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

function pageDir(page: string): string {
  return page.replace(/^\/+|\/+$/g, "");
}

function componentAssets(publicDir: string, page: string): string[] {
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pageDir(page), "page-data.json"), "utf8")) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  return (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
}

export function measureFirstLoadJs(publicDir: string, page: string): FirstLoadReport {
  const html = fs.readFileSync(path.join(publicDir, pageDir(page), "index.html"), "utf8");
  const inHtml = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const files = new Set([...inHtml, ...componentAssets(publicDir, page)]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(publicDir, file));
    rawBytes += content.length;
    gzipBytes += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { page, scripts: files.size, rawBytes, gzipBytes };
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

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Prints the first load of the login, dashboard, FAQ, pricing and a help article. */
export function reportFirstLoadJs(publicDir: string): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("No built console in public/: run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  const pages = ["/auth/login/", "/dashboard/", "/faq/", "/pricing/", firstHelpArticle(publicDir)].filter((p): p is string => p !== null);
  console.log("First-load JavaScript (gzip level 9)");
  for (const page of pages) {
    if (!fs.existsSync(path.join(publicDir, page, "index.html"))) {
      console.log(`  ${page.padEnd(60)} not built`);
      continue;
    }
    const report = measureFirstLoadJs(publicDir, page);
    console.log(`  ${page.padEnd(60)} ${kib(report.gzipBytes).padStart(10)} gzip  ${kib(report.rawBytes).padStart(10)} raw  ${report.scripts} scripts`);
  }
}
