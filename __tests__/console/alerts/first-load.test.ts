// What the Alerts page and the top bar's bell bring before they work: the
// page's own chunk holds no zod (the contract's schemas come with the
// workspace's chunk, after the page shows), and the bell in the shell holds
// neither the query library nor the API client (its data part loads after
// the page, for a signed-in user). Static value imports are followed as the
// bundler follows them; import() and type-only imports are left out.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../../..");
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^"';]*?)\s+from\s+)?["']([^"']+)["']/gm;

function isTypeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const named = clause?.match(/^\{([^}]*)\}$/s)?.[1];
  const specifiers = named?.split(",").map((part) => part.trim()).filter(Boolean) ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.startsWith("type "));
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, "index.ts")].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not resolve`);
  return found;
}

function staticImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, typeKeyword, clause, specifier = ""] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (isTypeOnly(typeKeyword, clause)) continue;
      if (specifier.startsWith(".")) visit(resolveLocal(file, specifier));
      else packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier));
    }
  };
  visit(path.join(ROOT, entry));
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages: [...packages] };
}

it("keeps zod out of the Alerts page's first load", () => {
  const { files, packages } = staticImports("src/areas/alerts/alerts-page.tsx");
  expect(packages).not.toContain("zod");
  expect(files.filter((file) => file.startsWith("contract/") && file !== "contract/rights.ts")).toEqual([]);
});

it("keeps the query library and the API client out of the shell's bell", () => {
  const { files, packages } = staticImports("src/layout/notifications/notifications-panel.tsx");
  expect(packages.filter((name) => ["@tanstack/react-query", "axios", "zod"].includes(name))).toEqual([]);
  expect(files.filter((file) => file.startsWith("src/api-client/") || file.startsWith("contract/"))).toEqual([]);
});

it("sees through a chain of imports (the check itself works)", () => {
  expect(staticImports("src/areas/alerts/alerts-workspace.tsx").packages).toContain("zod");
});
