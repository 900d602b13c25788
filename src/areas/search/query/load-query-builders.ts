// The chunk of the query kinds beyond the first tabs (search-query-builders):
// recommend, discovery, the hybrid query, ordering by a payload key and the
// options of every kind (MMR, lookup_from), fields and request building
// together. It loads soon after the form shows, or when a tab other than the
// first opens.
/** How long after the form shows the builders load. */
export const BUILDERS_PRELOAD_DELAY_MS = 1500;

export const loadQueryBuilders = () => import(/* webpackChunkName: "search-query-builders" */ "./query-builders");
