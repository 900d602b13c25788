// Recommend as typed: point ids to look like and to look unlike, scored by a
// strategy: {"recommend": {"positive", "negative", "strategy"}}. The average
// vector needs a point to look like; best score and sum of scores work from
// points to look unlike alone.
import type { Schemas } from "@qdrant/js-client-rest";
import { parsePointIds } from "./point-id";
import type { RecommendStrategy } from "./query-kind-drafts";

type Errors = Partial<Record<"positive" | "negative", string>>;

export function recommendQuery({ positive, negative, strategy }: { positive: string; negative: string; strategy: RecommendStrategy }, errors: Errors): Schemas["RecommendQuery"] | undefined {
  const liked = parsePointIds(positive);
  const unliked = parsePointIds(negative);
  const isAverage = strategy === "average_vector";
  // A list with a mistake counts as given: its own message says what is wrong.
  const given = (list: typeof liked) => ("error" in list ? 1 : list.ids.length);
  const examples = given(liked) + (isAverage ? 0 : given(unliked));
  if ("error" in liked) errors.positive = liked.error;
  else if (examples === 0) errors.positive = isAverage ? "Give at least one point to look like" : "Give at least one point to look like or unlike";
  if ("error" in unliked) errors.negative = unliked.error;
  if ("error" in liked || "error" in unliked || examples === 0) return undefined;
  return { recommend: { positive: liked.ids, negative: unliked.ids, strategy } };
}
