// POST /collections/{name}/points/discover and .../discover/batch: points
// near a target within the zones that context pairs mark (or, without a
// target, by context alone), as the query API's discover and context queries
// (server/data/query/) answer them, as a list of points.
import type { DiscoverRequest, DiscoverRequestBatch } from "../../../contract/qdrant/query";
import type { ScoredPoint } from "../../../contract/qdrant/records";
import { planRoot, type QueryScope } from "../query/plan-query";
import { queryPointsOf } from "../query/run-query";
import { wrongInput } from "../qdrant-errors";
import { toReadSelection } from "./read-selection";

export async function discoverPoints(scope: QueryScope, request: DiscoverRequest): Promise<ScoredPoint[]> {
  return (await planDiscovery(scope, request, ""))();
}

export async function discoverPointsBatch(scope: QueryScope, { searches }: DiscoverRequestBatch): Promise<ScoredPoint[][]> {
  const planned: (() => Promise<ScoredPoint[]>)[] = [];
  for (const [index, search] of searches.entries()) planned.push(await planDiscovery(scope, search, `searches[${index}]`));
  return Promise.all(planned.map((run) => run()));
}

async function planDiscovery(scope: QueryScope, request: DiscoverRequest, path: string): Promise<() => Promise<ScoredPoint[]>> {
  const context = request.context ?? [];
  const target = request.target ?? null;
  if (target === null && context.length === 0) throw wrongInput("Either `target` or `context` must be given to discover points");
  const query = target === null ? { context } : { discover: { target, context } };
  const stage = await planRoot(scope, { ...request, query }, path, request.limit);
  const selection = toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false });
  return () => queryPointsOf(scope, stage, request.offset ?? 0, selection);
}
