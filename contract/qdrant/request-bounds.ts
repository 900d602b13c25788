// How many searches one request may run. A 32 MB body holds a million
// searches in a batch ({"vector":[1,1],"limit":1} is 26 bytes) or a million
// prefetches, and prefetch lists nest: ten lists of ten, four levels deep, is
// 10,000 searches in a few kilobytes. Each search is an engine call of about a
// millisecond, so a request of a million held the service for many minutes
// (and its parse alone blocked every other request). Counted on the JSON as
// sent, without recursion, before the request's schema reads it.
import type { z } from "zod";
import { withOwnParse } from "./own-parse";
import { VALIDATION, isJsonObject } from "./wording";

/** The most searches a request runs: each search of a batch, each query of a batch, and each prefetch at every level. */
export const MAX_SEARCHES = 1_000;

/** The searches of a query request: itself and its prefetches at every level; counting stops past `limit`. */
export function querySearches(request: unknown, limit = MAX_SEARCHES): number {
  let count = 0;
  const pending: unknown[] = [request];
  for (let next = pending.pop(); next !== undefined && count <= limit; next = pending.pop()) {
    count += 1;
    const prefetch = isJsonObject(next) ? next.prefetch : undefined;
    if (Array.isArray(prefetch)) for (const item of prefetch) pending.push(item);
    else if (isJsonObject(prefetch)) pending.push(prefetch);
  }
  return count;
}

/** The searches of a batch: those of each of its requests (`searchesOf`), counting stops past `limit`. */
export function batchSearches(batch: unknown, searchesOf: (request: unknown) => number = () => 1, limit = MAX_SEARCHES): number {
  const searches = isJsonObject(batch) ? batch.searches : undefined;
  if (!Array.isArray(searches)) return 0;
  let count = 0;
  for (const request of searches) {
    count += searchesOf(request);
    if (count > limit) break;
  }
  return count;
}

/** `schema`, refusing a request that would run more than MAX_SEARCHES searches (the validator's 422), before it reads it. */
export function withSearchLimit<Schema extends z.ZodType>(name: string, constructor: Parameters<typeof withOwnParse>[1], schema: Schema, field: string, countSearches: (value: unknown) => number): Schema {
  return withOwnParse(name, constructor, schema, (payload, context, inst) => {
    const count = countSearches(payload.value);
    if (count <= MAX_SEARCHES) return schema._zod.run(payload, context);
    payload.issues.push({
      code: "custom",
      path: [field],
      input: payload.value,
      inst,
      message: `a request may run at most ${MAX_SEARCHES} searches, counting each search of a batch and each prefetch`,
      params: { [VALIDATION]: true },
    });
    return payload;
  });
}
