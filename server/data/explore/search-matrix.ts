// POST .../points/search/matrix/pairs and .../offsets: a random sample of the
// points matching a filter (`sample`, 10 by default), each with its `limit`
// (3 by default) nearest among the others of the sample on the `using`
// vector, scored as searches are. As pairs {a, b, score}, or as a sparse
// matrix over the sampled ids.
import type { SearchMatrixRequest } from "../../../contract/qdrant/explore";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter/filter-tree";
import { vectorConfig } from "../collections/collection-vectors";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { shownScore } from "../points/float32-digits";
import { vectorNamed } from "../points/stored-vectors";
import { shuffled } from "../query/shuffled";
import { comparedStored, isLargerBetter, nearestScore } from "../query/similarity";
import { shardScope, withinScope } from "../shard-keys/shard-scope";

const DEFAULT_SAMPLE = 10;
const DEFAULT_LIMIT = 3;
const PAGE = 1_024;

interface Neighbour {
  a: number;
  b: number;
  score: number;
}

async function searchMatrix(plane: DataPlane, collection: Collection, request: SearchMatrixRequest): Promise<{ ids: PointId[]; neighbours: Neighbour[] }> {
  const scope = shardScope(collection, request.shard_key, "read");
  const using = request.using ?? "";
  const { distance, isUint8 } = vectorConfig(collection, using);
  const filter = withinScope(toFilterTree(request.filter), scope);
  const candidates: PointId[] = [];
  for (let offset: PointId | undefined = undefined; ; ) {
    const page = await plane.engine.scroll(collection.engineId, { filter, limit: PAGE, offset, withPayload: false, withVector: false });
    candidates.push(...page.points.map((point) => point.id));
    if (page.nextOffset === null) break;
    offset = page.nextOffset;
  }
  const sampled = shuffled(candidates).slice(0, request.sample ?? DEFAULT_SAMPLE);
  const points = await plane.engine.retrieve(collection.engineId, sampled, { withPayload: false, withVector: [using] });
  const held = points.flatMap((point) => {
    const vector = vectorNamed(point.vector, using);
    return vector ? [{ id: point.id, vector: comparedStored(distance, isUint8, vector) }] : [];
  });
  const larger = isLargerBetter(distance);
  const neighbours: Neighbour[] = [];
  held.forEach((point, a) => {
    const scored = held.flatMap((other, b) => (b === a ? [] : [{ a, b, score: nearestScore(distance, point.vector, other.vector) }]));
    scored.sort((x, y) => (larger ? y.score - x.score : x.score - y.score));
    neighbours.push(...scored.slice(0, request.limit ?? DEFAULT_LIMIT));
  });
  return { ids: held.map((point) => point.id), neighbours };
}

export async function searchMatrixPairs(plane: DataPlane, collection: Collection, request: SearchMatrixRequest) {
  const { ids, neighbours } = await searchMatrix(plane, collection, request);
  return { pairs: neighbours.map(({ a, b, score }) => ({ a: ids[a] as PointId, b: ids[b] as PointId, score: shownScore(score) })) };
}

export async function searchMatrixOffsets(plane: DataPlane, collection: Collection, request: SearchMatrixRequest) {
  const { ids, neighbours } = await searchMatrix(plane, collection, request);
  return { offsets_row: neighbours.map((n) => n.a), offsets_col: neighbours.map((n) => n.b), scores: neighbours.map((n) => shownScore(n.score)), ids };
}
