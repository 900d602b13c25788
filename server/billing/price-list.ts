// The price list the service enforces: content/pricing/pricing.mdx's
// frontmatter, read once at start with the schema the build uses
// (contract/pricing.ts). Read from the source rather than from a file the build
// writes, so that nothing generated can fall behind the page, and so that the
// service (and its tests) run from a fresh clone without a console build. A
// broken price list stops the service at start, as it fails the build.
// gray-matter is the frontmatter parser gatsby-plugin-mdx itself uses, so both
// readers see the same values.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { priceListSchema, type PriceList, type SupportPlan, type Tier } from "../../contract/pricing";
import { StartupError } from "../startup-error";

export const PRICE_LIST_FILE = path.join(__dirname, "../../content/pricing/pricing.mdx");

/** Parses a price list file; a StartupError naming each bad field otherwise. */
export function readPriceList(file = PRICE_LIST_FILE): PriceList {
  let data: unknown;
  try {
    data = matter(fs.readFileSync(file, "utf8")).data;
  } catch (error) {
    throw new StartupError(`The price list ${file} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = priceListSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
    throw new StartupError(`The price list ${file} is not valid:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

let loaded: PriceList | undefined;

/** The price list of content/pricing/, read at the first use (buildApp reads it at start). */
export function priceList(): PriceList {
  loaded ??= readPriceList();
  return loaded;
}

/** A tier by id; undefined for an id the list does not have. */
export function findTier(id: string): Tier | undefined {
  return priceList().tiers.find((tier) => tier.id === id);
}

export function findSupportPlan(id: string): SupportPlan | undefined {
  return priceList().supportPlans.find((plan) => plan.id === id);
}

/** A tier the store names, or the first one (Sandbox) for an id the list no longer has: a store never blocks the service. */
export function tierOrDefault(id: string): Tier {
  // The schema holds the list to at least one tier, the free one first.
  return findTier(id) ?? priceList().tiers[0]!;
}

export function supportPlanOrDefault(id: string): SupportPlan {
  return findSupportPlan(id) ?? priceList().supportPlans[0]!;
}

/** A tier's place in the list: a higher one is a change up. */
export function rankOfTier(id: string): number {
  return priceList().tiers.findIndex((tier) => tier.id === id);
}
