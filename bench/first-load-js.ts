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
