// Diversity by maximal marginal relevance as typed: the nearest candidates
// (as many as the limit unless given) re-ranked so that each result is
// relevant yet unlike those before it: {"nearest": ..., "mmr": {"diversity",
// "candidates_limit"}}, diversity 0 for relevance only, 1 for diversity only.
import type { Schemas } from "@qdrant/js-client-rest";
import type { MmrDraft, OptionFieldKey } from "./query-kind-drafts";

/** The most candidates Qdrant re-ranks. */
export const MAX_MMR_CANDIDATES = 16_384;

type Errors = Partial<Record<OptionFieldKey, string>>;

/** MMR's settings, checked against the query's limit (undefined while the limit is wrong). */
export function mmrOf(draft: MmrDraft, limit: number | undefined, errors: Errors): Schemas["Mmr"] | undefined {
  const diversityText = draft.diversity.trim();
  const diversity = Number(diversityText);
  if (diversityText === "" || !Number.isFinite(diversity) || diversity < 0 || diversity > 1) {
    errors.mmrDiversity = "A number from 0 (relevance only) to 1 (diversity only)";
  }
  const candidatesText = draft.candidates.trim();
  const candidates = Number(candidatesText);
  const fewest = limit ?? 1;
  // Fewer candidates than the limit would answer fewer results than asked for.
  if (candidatesText !== "" && (!/^\d+$/.test(candidatesText) || candidates < fewest || candidates > MAX_MMR_CANDIDATES)) {
    errors.mmrCandidates = `A whole number from ${fewest}${limit === undefined ? "" : " (the limit)"} to ${MAX_MMR_CANDIDATES}, or blank for the limit`;
  }
  if (errors.mmrDiversity !== undefined || errors.mmrCandidates !== undefined) return undefined;
  return { diversity, ...(candidatesText === "" ? {} : { candidates_limit: candidates }) };
}
