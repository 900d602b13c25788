// The checks every request goes through, in the order of Qdrant's
// StrictModeVerification::check_strict_mode (verification/mod.rs), after the
// request's own (its check_custom, done by the caller): the limit against
// max_query_limit, the read filter and the filtered write's, exact against
// search_allow_exact, then the search params. What a request does not have is
// left out (a count has no limit, a delete no read filter).
import type { z } from "zod";
import type { Filter } from "../../../contract/qdrant/filters";
import type { SearchParams } from "../../../contract/qdrant/search";
import { checkAllowed } from "./check-allowed";
import { checkFilter } from "./check-filter";
import { checkLimit } from "./check-limit";
import { checkSearchParams } from "./check-search-params";
import type { StrictContext } from "./strict-context";

export interface CheckedRequest {
  limit?: number | null;
  readFilter?: Filter | null;
  writeFilter?: Filter | null;
  exact?: boolean | null;
  params?: z.output<typeof SearchParams> | null;
}

export function checkRequest(request: CheckedRequest, context: StrictContext): void {
  const { config } = context;
  checkLimit(request.limit, config.max_query_limit, "limit");
  checkFilter(request.readFilter, "read", context);
  checkFilter(request.writeFilter, "write", context);
  checkAllowed(request.exact, config.search_allow_exact, "Exact search", "exact");
  checkSearchParams(request.params, context);
}
