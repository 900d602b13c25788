// The content pages' URLs, in one place for the build (gatsby/) and the pages.
export const HELP_CENTER_PATH = "/help-center/";
export const FAQ_PATH = "/faq/";
export const PRICING_PATH = "/pricing/";
/** Built from the OpenAPI documents of the console's API and the data plane (gatsby/api-reference.ts), not from content/. */
export const API_REFERENCE_SLUG = "api-reference";
export const API_REFERENCE_PATH = `${HELP_CENTER_PATH}${API_REFERENCE_SLUG}/`;
/** The help centre's search index, written by the build (gatsby/content-search.ts), fetched when the search field is first focused. */
export const HELP_SEARCH_INDEX_PATH = `${HELP_CENTER_PATH}search-index.json`;

export function helpCategoryPath(category: string): string {
  return `${HELP_CENTER_PATH}${category}/`;
}

export function helpSubcategoryPath(category: string, subcategory: string): string {
  return `${HELP_CENTER_PATH}${category}/${subcategory}/`;
}

export function helpArticlePath(category: string, subcategory: string, slug: string): string {
  return `${HELP_CENTER_PATH}${category}/${subcategory}/${slug}/`;
}
