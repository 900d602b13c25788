// `npm run bench`: figures, never pass/fail. Needs a built console (npm run build).
import fs from "node:fs";
import path from "node:path";
import { measureFirstLoadJs } from "./first-load-js";

const publicDir = path.resolve("public");

function firstHelpArticle(): string | null {
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

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No built console in public/: run `npm run build` first.");
  process.exit(1);
}

const pages = ["/auth/login/", "/dashboard/", "/faq/", "/pricing/", firstHelpArticle()].filter((p): p is string => p !== null);
console.log("First-load JavaScript (gzip level 9)");
for (const page of pages) {
  if (!fs.existsSync(path.join(publicDir, page, "index.html"))) {
    console.log(`  ${page.padEnd(60)} not built`);
    continue;
  }
  const report = measureFirstLoadJs(publicDir, page);
  console.log(`  ${page.padEnd(60)} ${kib(report.gzipBytes).padStart(10)} gzip  ${kib(report.rawBytes).padStart(10)} raw  ${report.scripts} scripts`);
}
