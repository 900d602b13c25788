// The chunk of the query kinds beyond the first tabs (search-query-builders):
// discovery, the hybrid query and ordering by a payload key, fields and
// request building together. It loads once the page works, or when such a
// tab opens first.
/** How long after the form shows its other tabs' builders load. */
export const BUILDERS_PRELOAD_DELAY_MS = 1500;

export const loadQueryBuilders = () => import(/* webpackChunkName: "search-query-builders" */ "./query-builders");
