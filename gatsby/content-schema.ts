// Frontmatter schemas for everything in content/, and the one pure check the
// build runs on each MDX file. Messages name the file and the field, because
// the reader is a content author looking at a failed build, not a developer.
import { z } from "zod";
import { icons as tablerIcons } from "@iconify-json/tabler";
import { priceListSchema } from "../contract/pricing";

export type ContentKind = "help-categories" | "help-article" | "faq" | "pricing";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ICON = /^tabler:([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const text = () => z.string().trim().min(1, { error: "must not be empty" });
const slug = () => z.string().regex(SLUG, { error: 'must be lowercase words joined by hyphens, like "first-collection"' });
const wholeNumber = () => z.number().int({ error: "must be a whole number" }).min(0, { error: "must not be negative" });

function isTablerIcon(name: string): boolean {
  const iconName = ICON.exec(name)?.[1];
  return iconName !== undefined && (iconName in tablerIcons.icons || iconName in (tablerIcons.aliases ?? {}));
}

const icon = () =>
  z
    .string()
    .regex(ICON, { error: 'must be a Tabler icon written in quotes, like "tabler:rocket"' })
    .refine(isTablerIcon, { error: "is not a Tabler icon (see https://icon-sets.iconify.design/tabler/)" });

// YAML turns an unquoted 2025-01-31 into a Date; authors may write either form.
const isoDate = () =>
  z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z.iso.date({ error: "must be a date like 2025-01-31" }),
  );

const subcategorySchema = z.strictObject({ slug: slug(), title: text(), summary: text() });

export const helpCategoriesSchema = z.strictObject({
  categories: z
    .array(z.strictObject({ slug: slug(), title: text(), icon: icon(), summary: text(), subcategories: z.array(subcategorySchema).min(1, { error: "must list at least one subcategory" }) }))
    .min(1, { error: "must list at least one category" }),
});

export const helpArticleSchema = z.strictObject({
  title: text(),
  slug: slug(),
  category: slug(),
  subcategory: slug(),
  summary: text().max(200, { error: "must be at most 200 characters (it is the page's meta description)" }),
  order: wholeNumber(),
  updated: isoDate(),
});

export const faqGroupSchema = z.strictObject({
  title: text(),
  order: wholeNumber(),
  entries: z.array(z.strictObject({ id: slug(), question: text(), answer: text() })).min(1, { error: "must list at least one entry" }),
});

const schemas = {
  "help-categories": helpCategoriesSchema,
  "help-article": helpArticleSchema,
  faq: faqGroupSchema,
  // The price list's schema is the contract's: the service reads the same file with it (server/billing/price-list.ts).
  pricing: priceListSchema,
} as const;

export type ContentFrontmatter = { [K in ContentKind]: z.infer<(typeof schemas)[K]> };

export type ValidationResult<K extends ContentKind> = { ok: true; value: ContentFrontmatter[K] } | { ok: false; errors: string[] };

/** Validates one file's frontmatter; each error reads `content/faq/x.mdx: field "question" is required`. */
export function validateFrontmatter<K extends ContentKind>(kind: K, data: unknown, filePath: string): ValidationResult<K> {
  const result = schemas[kind].safeParse(data ?? {});
  if (result.success) return { ok: true, value: result.data as ContentFrontmatter[K] };
  return { ok: false, errors: result.error.issues.flatMap((issue) => describeIssue(issue, data, filePath)) };
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown, filePath: string): string[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => `${filePath}: field "${fieldName([...issue.path, key])}" is not a known field`);
  }
  const field = fieldName(issue.path);
  const where = field === "" ? "frontmatter" : `field "${field}"`;
  if (valueAt(data, issue.path) === undefined) return [`${filePath}: ${where} is required`];
  if (issue.code === "invalid_type") return [`${filePath}: ${where} must be ${EXPECTED[issue.expected] ?? issue.expected}`];
  return [`${filePath}: ${where} ${issue.message}`];
}

/** ["plans", 1, "title"] reads as plans[1].title, the way authors see YAML lists. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), "");
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, part) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined), data);
}

// Zod's type names, in the words of someone writing YAML.
const EXPECTED: Partial<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};
