// Checks on content that a frontmatter schema cannot see on its own: where a
// file lives, what its body contains, and values that must be unique across files.
import type { ContentKind } from "./content-schema";

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
  const withoutCode = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  if (!/^#\s/m.test(withoutCode)) return null;
  return `${filePath}: the body has a "# " heading; the title comes from field "title", so start sections at "## "`;
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
