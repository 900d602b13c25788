// POST /collections/{name}/points/query and .../query/batch, Qdrant's
// universal query: a vector or point id, nearest, recommend (every strategy),
// discover, context, relevance_feedback, order_by, sample, and fusion (rrf,
// dbsf) or a formula over prefetches, nested as deep as the request goes
// (server/data/query/). Without `query`, points come in id order. Every query
// of a batch is checked before any runs.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { QueryRequest, QueryRequestBatch } from "../../../contract/qdrant/query";
import { DEFAULT_LIMIT, planRoot, type QueryScope, type Stage } from "../query/plan-query";
import { queryPointsOf } from "../query/run-query";
import { toReadSelection, type ReadSelection } from "./read-selection";

type QueryResponse = { points: ScoredPoint[] };

interface PlannedRequest {
  stage: Stage;
  offset: number;
  selection: ReadSelection;
}

export async function queryPoints(scope: QueryScope, request: QueryRequest): Promise<QueryResponse> {
  const planned = await planRequest(scope, request, "");
  return { points: await queryPointsOf(scope, planned.stage, planned.offset, planned.selection) };
}

export async function queryPointsBatch(scope: QueryScope, { searches }: QueryRequestBatch): Promise<QueryResponse[]> {
  const planned: PlannedRequest[] = [];
  for (const [index, search] of searches.entries()) planned.push(await planRequest(scope, search, `searches[${index}]`));
  return Promise.all(planned.map(async ({ stage, offset, selection }) => ({ points: await queryPointsOf(scope, stage, offset, selection) })));
}

export async function planRequest(scope: QueryScope, request: QueryRequest, path: string): Promise<PlannedRequest> {
  const stage = await planRoot(scope, request, path, request.limit ?? request.top ?? DEFAULT_LIMIT);
  return {
    stage,
    offset: request.offset ?? 0,
    selection: toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
  };
}
