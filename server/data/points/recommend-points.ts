// POST /collections/{name}/points/recommend and .../recommend/batch: points
// like the positive examples and unlike the negative ones, with each of
// Qdrant's strategies (average_vector, best_score, sum_scores): the query
// API's recommend query (server/data/query/), answered as a list of points.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { RecommendRequest, RecommendRequestBatch } from "../../../contract/qdrant/search";
import { planRoot, type QueryScope } from "../query/plan-query";
import { queryPointsOf } from "../query/run-query";
import { wrongInput } from "../qdrant-errors";
import { toReadSelection } from "./read-selection";

export async function recommendPoints(scope: QueryScope, request: RecommendRequest): Promise<ScoredPoint[]> {
  return (await planRecommendation(scope, request, ""))();
}

export async function recommendPointsBatch(scope: QueryScope, { searches }: RecommendRequestBatch): Promise<ScoredPoint[][]> {
  const planned: (() => Promise<ScoredPoint[]>)[] = [];
  for (const [index, search] of searches.entries()) planned.push(await planRecommendation(scope, search, `searches[${index}]`));
  return Promise.all(planned.map((run) => run()));
}

/** Checked now (examples read, names and sizes checked); runs when called. */
async function planRecommendation(scope: QueryScope, request: RecommendRequest, path: string): Promise<() => Promise<ScoredPoint[]>> {
  const { positive, negative, strategy } = request;
  if ((strategy ?? "average_vector") === "average_vector" && (positive ?? []).length === 0) throw wrongInput("At least one positive example is required");
  const stage = await planRoot(scope, { ...request, query: { recommend: { positive, negative, strategy } } }, path, request.limit);
  const selection = toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false });
  return () => queryPointsOf(scope, stage, request.offset ?? 0, selection);
}
