// POST /collections/{name}/points/query and .../query/batch, Qdrant's
// universal query: a vector or point id, nearest, recommend (every strategy),
// discover, context, relevance_feedback, order_by, sample, and fusion (rrf,
// dbsf) or a formula over prefetches, nested as deep as the request goes
// (server/data/query/). Without `query`, points come in id order.
//
// POST .../points/search, .../recommend and .../discover (and their batches):
// Qdrant's older endpoints, each translated into the query it stands for
// (translate-requests.ts), planned and run as the query API's, and answered
// as they always were, as a list of points. Every query of a batch is checked
// before any runs.
import type { DiscoverRequest, DiscoverRequestBatch, QueryRequest, QueryRequestBatch } from "../../../contract/qdrant/query";
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { RecommendRequest, RecommendRequestBatch, SearchRequest, SearchRequestBatch } from "../../../contract/qdrant/search";
import { DEFAULT_LIMIT, planRoot, type PlacedRequest } from "../query/plan-query";
import type { QueryScope } from "../query/query-scope";
import type { Stage } from "../query/stage";
import { queryPointsOf } from "../query/run-query";
import { toReadSelection, type ReadSelection } from "./read-selection";
import { translateDiscover, translateRecommend, translateSearch } from "./translate-requests";

type QueryResponse = { points: ScoredPoint[] };

/** Where a request sits in a batch's body, and the query request it stands for there. */
type Translate<Request> = (request: Request, path: string) => PlacedRequest<QueryRequest>;

interface PlannedQuery {
  stage: Stage;
  offset: number;
  selection: ReadSelection;
}

export async function queryPoints(scope: QueryScope, request: QueryRequest): Promise<QueryResponse> {
  return { points: await runPlanned(scope, await planQuery(scope, { request, path: "" })) };
}

export async function queryPointsBatch(scope: QueryScope, { searches }: QueryRequestBatch): Promise<QueryResponse[]> {
  const results = await runBatch(scope, searches, (request, path) => ({ request, path }));
  return results.map((points) => ({ points }));
}

export async function searchPoints(scope: QueryScope, request: SearchRequest): Promise<ScoredPoint[]> {
  return runPlanned(scope, await planQuery(scope, translateSearch(request, "")));
}

export function searchPointsBatch(scope: QueryScope, { searches }: SearchRequestBatch): Promise<ScoredPoint[][]> {
  return runBatch(scope, searches, translateSearch);
}

export async function recommendPoints(scope: QueryScope, request: RecommendRequest): Promise<ScoredPoint[]> {
  return runPlanned(scope, await planQuery(scope, translateRecommend(request, "")));
}

export function recommendPointsBatch(scope: QueryScope, { searches }: RecommendRequestBatch): Promise<ScoredPoint[][]> {
  return runBatch(scope, searches, translateRecommend);
}

export async function discoverPoints(scope: QueryScope, request: DiscoverRequest): Promise<ScoredPoint[]> {
  return runPlanned(scope, await planQuery(scope, translateDiscover(request, "")));
}

export function discoverPointsBatch(scope: QueryScope, { searches }: DiscoverRequestBatch): Promise<ScoredPoint[][]> {
  return runBatch(scope, searches, translateDiscover);
}

/** Each request translated and planned in turn, so that all are checked before any runs; then all run at once. */
async function runBatch<Request>(scope: QueryScope, requests: readonly Request[], translate: Translate<Request>): Promise<ScoredPoint[][]> {
  const planned: PlannedQuery[] = [];
  for (const [index, request] of requests.entries()) planned.push(await planQuery(scope, translate(request, `searches[${index}]`)));
  return Promise.all(planned.map((query) => runPlanned(scope, query)));
}

async function planQuery(scope: QueryScope, placed: PlacedRequest<QueryRequest>): Promise<PlannedQuery> {
  const { request } = placed;
  return {
    stage: await planRoot(scope, placed, request.limit ?? request.top ?? DEFAULT_LIMIT),
    offset: request.offset ?? 0,
    selection: toReadSelection(request.with_payload, request.with_vector ?? request.with_vectors, { payload: false, vector: false }, scope.collection),
  };
}

function runPlanned(scope: QueryScope, { stage, offset, selection }: PlannedQuery): Promise<ScoredPoint[]> {
  return queryPointsOf(scope, stage, offset, selection);
}
