// A small built console in a temporary folder: the files a Gatsby build
// writes that the static host must tell apart, and a secret beside it that
// no path may reach.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RewriteManifest } from "../../../contract/rewrite-manifest";

export const SECRET = "secret-outside-public-dir";
// Above @fastify/compress's 1 kB threshold, so compression can be seen.
export const LARGE_SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

export const FIXTURE_MANIFEST: RewriteManifest = {
  redirects: [
    { from: "/apps/chat", to: "/data-import", status: 301 },
    { from: "/apps/email", to: "/metrics", status: 301 },
  ],
  rewrites: [
    { from: "/ai-hub/datasets/*", to: "/ai-hub/datasets/index.html" },
    { from: "/metrics/*", to: "/metrics/index.html" },
  ],
};

const FILES: Readonly<Record<string, string>> = {
  "index.html": "<html>home</html>",
  "404.html": "<html>not found page</html>",
  "metrics/index.html": "<html>metrics</html>",
  "data-import/index.html": "<html>data import</html>",
  "ai-hub/datasets/index.html": "<html>datasets</html>",
  "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
  "page-data/metrics/page-data.json": '{"path":"/metrics/"}',
  "static/x.js": "export const x = 1;\n",
  "app-abc123.js": LARGE_SCRIPT,
  "favicon.ico": "icon",
  ".env": "HIDDEN=1",
  "rewrites.json": JSON.stringify(FIXTURE_MANIFEST),
};

export interface PublicFixture {
  /** The temporary folder: public/ and secret.txt inside. */
  root: string;
  publicDir: string;
  remove(): void;
}

export function createPublicFixture(files: Readonly<Record<string, string>> = FILES): PublicFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-public-"));
  const publicDir = path.join(root, "public");
  for (const [name, content] of Object.entries(files)) {
    const filePath = path.join(publicDir, name);
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, content);
  }
  fs.writeFileSync(path.join(root, "secret.txt"), SECRET);
  return { root, publicDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export { FILES as FIXTURE_FILES };
