// The two collection labels of a project's usage that no collection can have,
// shared by the metering that stores them, the metrics API that filters on
// them and the console that names them. "<" and ">" are among the characters
// a collection or alias name may not hold (contract/qdrant/collection-names.ts),
// and a lookup path that names one finds nothing, so neither can be a real
// collection's. Kept free of zod: the console's Metrics page reads them in its
// first load.

/** The calls that named a collection the project does not have (its own name or an alias), however many names they used. */
export const MISSING_COLLECTION = "<missing>";

/**
 * What is folded beyond the bound on series per project (server/metering/series-bound.ts): the collection label, and
 * the caller (user_sub in the store, api_key in the exposition) of the folded calls.
 */
export const OTHER_SERIES = "<other>";

/**
 * The operation under which an import's writes are metered: their points count as written (the Metrics page's
 * "Points written"), but an import is no data-plane call, so it counts no request and nothing against the plan.
 */
export const IMPORT_WRITES_OPERATION = "imports.write";
