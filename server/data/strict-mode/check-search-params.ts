// Qdrant's checks of a request's search params (SearchParams as a
// StrictModeVerification, verification/mod.rs), in its order: quantization's
// oversampling against search_max_oversampling, hnsw_ef against
// search_max_hnsw_ef, the idf corpus filter as a read filter, and exact
// against search_allow_exact.
import type { z } from "zod";
import type { SearchParams } from "../../../contract/qdrant/search";
import { isJsonObject } from "../../../contract/qdrant/wording";
import { checkAllowed } from "./check-allowed";
import { checkFilter } from "./check-filter";
import { checkLimit } from "./check-limit";
import type { StrictContext } from "./strict-context";

export function checkSearchParams(params: z.output<typeof SearchParams> | null | undefined, context: StrictContext): void {
  if (!params) return;
  const { config } = context;
  checkLimit(oversamplingOf(params.quantization), config.search_max_oversampling, "oversampling");
  checkLimit(params.hnsw_ef, config.search_max_hnsw_ef, "hnsw_ef");
  if (isJsonObject(params.idf)) checkFilter(params.idf.corpus, "read", context);
  checkAllowed(params.exact ?? false, config.search_allow_exact, "Exact search", "exact");
}

/** quantization.oversampling, which this service reads no further (the engine does not quantize). */
function oversamplingOf(quantization: unknown): number | undefined {
  return isJsonObject(quantization) && typeof quantization.oversampling === "number" ? quantization.oversampling : undefined;
}
