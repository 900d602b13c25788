// The static pages (404, help centre, FAQ, pricing, API reference) stay small
// and readable without JavaScript: nothing they import statically, however
// deep, is the API client (axios), the identity client, zod or the help
// centre's search library (minisearch, fetched when the search field is first
// focused). Dynamic import() and type-only imports are left out, as the
// bundler leaves them out of a page's first load.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");
const FORBIDDEN_PACKAGES = ["axios", "amazon-cognito-identity-js", "zod", "zod-openapi", "minisearch"];

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^"';]*?)\s+from\s+)?["']([^"']+)["']/gm;

function isTypeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const named = clause?.match(/^\{([^}]*)\}$/s)?.[1];
  if (named === undefined) return false;
  const specifiers = named.split(",").map((part) => part.trim()).filter(Boolean);
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.startsWith("type "));
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not resolve`);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/** Every local file and package that a file reaches through static value imports. */
function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, typeKeyword, clause, specifier = ""] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (isTypeOnly(typeKeyword, clause)) continue;
      if (specifier.startsWith(".")) visit(resolveLocal(file, specifier));
      else packages.add(packageName(specifier));
    }
  };
  visit(path.join(ROOT, entry));
  return { files, packages };
}

const STATIC_PAGES = [
  "src/pages/404.tsx",
  "src/content-pages/help-center/help-center-page.tsx",
  "src/content-pages/help-center/help-article-page.tsx",
  "src/content-pages/faq/faq-page.tsx",
  "src/content-pages/pricing/pricing-page.tsx",
  "src/content-pages/api-reference/api-reference-page.tsx",
];

describe.each(STATIC_PAGES)("%s", (page) => {
  const { files, packages } = staticImports(page);

  it("loads no API client, identity client, zod or search library", () => {
    expect([...packages].filter((name) => FORBIDDEN_PACKAGES.includes(name))).toEqual([]);
    const relative = [...files].map((file) => path.relative(ROOT, file));
    expect(relative.filter((file) => file.startsWith("src/identity/") || file === "src/api-client/client.ts" || file.startsWith("contract/"))).toEqual([]);
  });
});

it("sees through a chain of imports (the check itself works)", () => {
  const { packages } = staticImports("src/api-client/projects.ts");
  expect(packages.has("axios")).toBe(true);
});

it("leaves the help centre's search library to the chunk its field loads", () => {
  const { packages } = staticImports("src/content-pages/help-search/help-search-chunk.ts");
  expect(packages.has("minisearch")).toBe(true);
});
