// Checks on content that a frontmatter schema cannot see on its own: where a
// file lives, what its body contains, and values that must be unique across files.
import { API_KEY_VARIABLE } from "../src/code-samples/client-setup";
import { SERVICE_URL_PLACEHOLDER } from "../src/content-pages/service-url";
import type { ContentKind } from "./content-schema";

const CODE_BLOCK = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

export type KindResult = { kind: ContentKind } | { error: string };

/** The kind of an MDX file follows from its place under content/ (authors never write it). */
export function contentKindOf(relativePath: string): KindResult {
  const parts = relativePath.split("/");
  const filePath = `content/${relativePath}`;
  if (relativePath === "help-center/categories.mdx") return { kind: "help-categories" };
  if (relativePath === "pricing/pricing.mdx") return { kind: "pricing" };
  if (parts[0] === "help-center" && parts.length === 3) return { kind: "help-article" };
  if (parts[0] === "faq" && parts.length === 2) return { kind: "faq" };
  return {
    error:
      `${filePath}: not a place for content. Use content/help-center/<category>/<article>.mdx, ` +
      "content/help-center/categories.mdx, content/faq/<group>.mdx or content/pricing/pricing.mdx",
  };
}

/** An article's folder and its category field must agree, so that moving a file cannot silently re-file it. */
export function checkArticleFolder(relativePath: string, category: string): string | null {
  const folder = relativePath.split("/")[1];
  if (folder === category) return null;
  return `content/${relativePath}: field "category" is "${category}" but the file is in content/help-center/${folder}/`;
}

/** The page title is the only h1; an article's own sections start at "##". */
export function checkArticleBody(body: string, filePath: string): string | null {
  const withoutCode = body.replace(CODE_BLOCK, "");
  if (!/^#\s/m.test(withoutCode)) return null;
  return `${filePath}: the body has a "# " heading; the title comes from field "title", so start sections at "## "`;
}

/**
 * Code in an article follows the console's own samples (src/code-samples/):
 * the key from QDRANT_API_KEY, and the service named by the placeholder that
 * the page replaces with the reader's URL (src/content-pages/service-url.ts).
 */
export function checkArticleCode(body: string, filePath: string): string[] {
  const keys = [...new Set(body.match(/\b[A-Z][A-Z0-9_]*_API_KEY\b/g) ?? [])].filter((name) => name !== API_KEY_VARIABLE);
  const code = (body.match(CODE_BLOCK) ?? []).join("\n");
  const urls = [...new Set(code.match(/https?:\/\/[^\s"'`)]+/g) ?? [])].filter((url) => !url.startsWith(SERVICE_URL_PLACEHOLDER));
  return [
    ...keys.map((name) => `${filePath}: the API key variable is ${API_KEY_VARIABLE}, as in the console's samples, not ${name}`),
    ...urls.map((url) => `${filePath}: code names the service as ${SERVICE_URL_PLACEHOLDER} (the page shows the reader's own URL), not ${url}`),
  ];
}

/**
 * The icon build (gatsby/icon-subset.js) only finds quoted "tabler:<name>"
 * literals; an unquoted YAML value would pass validation and render no icon.
 */
export function checkIconsQuoted(icons: readonly { field: string; name: string }[], rawFile: string, filePath: string): string[] {
  return icons
    .filter(({ name }) => !rawFile.includes(`"${name}"`) && !rawFile.includes(`'${name}'`))
    .map(({ field, name }) => `${filePath}: field "${field}" must be written in quotes: "${name}"`);
}

export interface KeyedValue {
  value: string;
  filePath: string;
}

/** One error per value used more than once, naming every file that uses it. */
export function findDuplicates(items: readonly KeyedValue[], field: string): string[] {
  const byValue = new Map<string, string[]>();
  for (const { value, filePath } of items) byValue.set(value, [...(byValue.get(value) ?? []), filePath]);
  return [...byValue]
    .filter(([, files]) => files.length > 1)
    .map(([value, files]) => `${files.join(", ")}: field "${field}" "${value}" is used more than once; it must be unique`);
}
