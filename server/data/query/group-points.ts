// Grouped answers (query/groups, search/groups, recommend/groups): a stage's
// points, best first, gathered by the value of a payload key (a string or an
// integer; a point with several values joins each group), at most
// `groupSize` hits per group and `groups` groups, groups in the order of their
// best hit. The stage is asked for more candidates, fourfold each time, until
// the groups are full or the points run out. `with_lookup` adds, per group,
// the point of another collection whose id is the group's value, read within
// the request's shard keys, as Qdrant reads it.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { WithLookup } from "../../../contract/qdrant/query";
import type { ShardKeySelector } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import { readKeyPath, type PathItem } from "../../engine/payload/json-path";
import { leavesOf, valuesAt } from "../../engine/payload/payload-values";
import type { Payload } from "../../engine/vector-engine";
import { shownScore } from "../points/float32-digits";
import { toReadSelection, toRecord, type ReadSelection } from "../points/read-selection";
import { retrieveInScope } from "../shard-keys/retrieve-in-scope";
import { shardScope } from "../shard-keys/shard-scope";
import type { Ranked } from "./fusion";
import type { QueryScope } from "./query-scope";
import type { Stage } from "./stage";
import { runStage, withRecords } from "./run-query";

/** Candidates asked for at most: past it, groups stay as full as they got. */
const MAX_CANDIDATES = 65_536;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GroupRequest {
  stage: Stage;
  groupBy: string;
  groupSize: number;
  groups: number;
  selection: ReadSelection;
  withLookup?: WithLookup | null;
  /** The request's shard keys: Qdrant reads the lookup collection with them too. */
  shardKey?: ShardKeySelector | null;
}

type GroupId = string | number;

interface PointGroup {
  id: GroupId;
  hits: ScoredPoint[];
  lookup?: unknown;
}

export async function groupPoints(scope: QueryScope, request: GroupRequest): Promise<{ groups: PointGroup[] }> {
  const lookup = request.withLookup ? await lookupOf(scope, request.withLookup, request.shardKey) : null;
  const path = readKeyPath(request.groupBy);
  let grouped = new Map<GroupId, Ranked[]>();
  for (let candidates = Math.max(32, request.groups * request.groupSize * 2); ; candidates *= 4) {
    const ranked = (await runStage(scope, { ...request.stage, limit: candidates })).points;
    grouped = await gather(scope, ranked, request, path);
    const isFull = grouped.size >= request.groups && [...grouped.values()].every((hits) => hits.length >= request.groupSize);
    if (isFull || ranked.length < candidates || candidates >= MAX_CANDIDATES) break;
  }
  const hits = await withRecords(scope, unique([...grouped.values()].flat()), request.selection);
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  const lookups = lookup ? await lookupRecords(scope, lookup, [...grouped.keys()]) : null;
  return {
    groups: [...grouped].map(([id, members]) => {
      const group: PointGroup = { id, hits: members.flatMap((member) => (byId.has(member.id) ? [{ ...(byId.get(member.id) as ScoredPoint), score: shownScore(member.score) }] : [])) };
      const found = lookups?.get(id);
      if (found) group.lookup = found;
      return group;
    }),
  };
}

async function gather(scope: QueryScope, ranked: readonly Ranked[], request: GroupRequest, path: readonly PathItem[]): Promise<Map<GroupId, Ranked[]>> {
  const stored = await scope.plane.engine.retrieve(scope.collection.engineId, ranked.map((point) => point.id), { withPayload: [request.groupBy], withVector: false });
  const payloads = new Map(stored.map((point) => [point.id, point.payload ?? {}]));
  const groups = new Map<GroupId, Ranked[]>();
  for (const point of ranked) {
    for (const value of groupValues(payloads.get(point.id), path)) {
      const members = groups.get(value);
      if (members) {
        if (members.length < request.groupSize) members.push(point);
      } else if (groups.size < request.groups) {
        groups.set(value, [point]);
      }
    }
  }
  return groups;
}

/** The point's distinct string and integer values at the key (arrays flattened). */
function groupValues(payload: Payload | undefined, path: readonly PathItem[]): GroupId[] {
  const found = leavesOf(valuesAt(payload, path)).filter((value): value is GroupId => typeof value === "string" || (typeof value === "number" && Number.isInteger(value)));
  return [...new Set(found)];
}

interface Lookup {
  collection: Collection;
  selection: ReadSelection;
  shards?: FilterNode;
}

async function lookupOf(scope: QueryScope, withLookup: WithLookup, shardKey: ShardKeySelector | null | undefined): Promise<Lookup> {
  const collection = await scope.otherCollection(typeof withLookup === "string" ? withLookup : withLookup.collection);
  // Vector names are checked against the lookup collection, which Qdrant reads them from.
  const selection =
    typeof withLookup === "string"
      ? toReadSelection(true, false, { payload: true, vector: false })
      : toReadSelection(withLookup.with_payload, withLookup.with_vectors ?? withLookup.with_vector, { payload: true, vector: false }, collection);
  return { collection, selection, shards: shardScope(collection, shardKey, "read") };
}

/** Each group's point in the lookup collection, when its value is a point id there. */
async function lookupRecords(scope: QueryScope, lookup: Lookup, ids: readonly GroupId[]): Promise<Map<GroupId, unknown>> {
  const pointIds = ids.filter((id): id is PointId => (typeof id === "number" && id >= 0) || (typeof id === "string" && UUID.test(id)));
  if (pointIds.length === 0) return new Map();
  const found = await retrieveInScope(scope.plane, lookup.collection, pointIds, lookup.selection.engine, lookup.shards);
  const byKey = new Map(found.map((point) => [String(point.id).toLowerCase(), toRecord(point, lookup.selection)]));
  return new Map(ids.flatMap((id) => (byKey.has(String(id).toLowerCase()) ? [[id, byKey.get(String(id).toLowerCase())] as const] : [])));
}

function unique(points: readonly Ranked[]): Ranked[] {
  const seen = new Set<PointId>();
  return points.filter((point) => (seen.has(point.id) ? false : (seen.add(point.id), true)));
}
