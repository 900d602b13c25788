// Reads the MDX files of content/: each file's frontmatter is validated and
// turned into a typed record for the page builders. The build runs this twice:
// in onCreateNode, to fail fast on the file an author just broke, and in
// createPages over every Mdx node. The second pass is the one pages come from:
// Gatsby skips onCreateNode for files it has cached, so a file left broken, or
// a build interrupted halfway, would otherwise go unnoticed.
import fs from "node:fs";
import type { CreateNodeArgs, Node } from "gatsby";
import { checkArticleBody, checkArticleCode, checkArticleFolder, checkIconsQuoted, contentKindOf } from "./content-checks";
import type { FaqGroupRecord } from "./content-faq";
import type { ArticleRecord, CategoryRecord } from "./content-help-center";
import type { PricingRecord } from "./content-pricing";
import { validateFrontmatter, type ContentFrontmatter, type ContentKind } from "./content-schema";

/** One MDX file of content/, as gatsby-plugin-mdx parsed it. */
export interface ContentFile {
  /** The path below content/, such as "faq/account.mdx". */
  relativePath: string;
  absolutePath: string;
  frontmatter: unknown;
  body: string;
}

export interface ContentRecords {
  errors: string[];
  categories: CategoryRecord[];
  articles: ArticleRecord[];
  faqGroups: FaqGroupRecord[];
  pricing: (PricingRecord & { contentFilePath: string })[];
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/** The content file behind an Mdx node, or null for MDX from anywhere else. */
export function contentFileOf(node: Node, getNode: (id: string) => Node | undefined): ContentFile | null {
  if (node.internal.type !== "Mdx" || !node.parent) return null;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== "content") return null;
  const body = typeof node.body === "string" ? node.body : "";
  return { relativePath: file.relativePath, absolutePath: file.absolutePath, frontmatter: node.frontmatter, body };
}

/** onCreateNode: fails the build on a broken file as soon as Gatsby reads it. */
export function validateContentNode({ node, getNode, reporter }: CreateNodeArgs): void {
  const file = contentFileOf(node, getNode);
  if (!file) return;
  const { errors } = readContentFiles([file]);
  if (errors.length > 0) reporter.panicOnBuild(errors.join("\n"));
}

/** Validates the files and sorts them into records by kind, collecting every problem. */
export function readContentFiles(files: readonly ContentFile[]): ContentRecords {
  const records: ContentRecords = { errors: [], categories: [], articles: [], faqGroups: [], pricing: [] };
  for (const file of files) {
    const filePath = `content/${file.relativePath}`;
    const place = contentKindOf(file.relativePath);
    if ("error" in place) {
      records.errors.push(place.error);
      continue;
    }
    const result = validateFrontmatter(place.kind, file.frontmatter, filePath);
    if (result.ok) addRecord(records, place.kind, result.value, file, filePath);
    else records.errors.push(...result.errors);
  }
  return records;
}

function addRecord(records: ContentRecords, kind: ContentKind, value: ContentFrontmatter[ContentKind], file: ContentFile, filePath: string): void {
  switch (kind) {
    case "help-categories": {
      const { categories } = value as ContentFrontmatter["help-categories"];
      const icons = categories.map((c, i) => ({ field: `categories[${i}].icon`, name: c.icon }));
      records.errors.push(...checkIconsQuoted(icons, fs.readFileSync(file.absolutePath, "utf8"), filePath));
      records.categories.push(...categories.map((category) => ({ ...category, filePath })));
      return;
    }
    case "help-article": {
      const article = value as ContentFrontmatter["help-article"];
      for (const error of [checkArticleFolder(file.relativePath, article.category), checkArticleBody(file.body, filePath)]) {
        if (error !== null) records.errors.push(error);
      }
      records.errors.push(...checkArticleCode(file.body, filePath));
      records.articles.push({ ...article, filePath, contentFilePath: file.absolutePath, body: file.body });
      return;
    }
    case "faq":
      records.faqGroups.push({ ...(value as ContentFrontmatter["faq"]), filePath });
      return;
    case "pricing":
      records.pricing.push({ ...(value as ContentFrontmatter["pricing"]), contentFilePath: file.absolutePath });
  }
}
