// A filtered search from the graph when the filter needs the stored payloads
// (a field without an index, a nested filter): rather than reading every
// row's payload to learn which rows match (about 290 ms at 100,000 points),
// the graph's nearest candidates are read by seq and the filter is tested on
// them, as Qdrant checks candidates against payload storage during its graph
// search. Candidates grow fourfold while too few pass; past MAX_CHECKED the
// caller's full scan is cheaper, and null sends it there.
import type { FilterNode } from "../../filter/filter-tree";
import type { Payload } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { textIndexesOf } from "../table/field-columns";
import { splitColumnConditions } from "../filter/filter-sql";
import { compileFilter } from "../../filter/evaluate-filter";
import { SQL_FALSE } from "../filter/sql-literal";
import type { GraphHit, NearestGraph } from "../graph/nearest-graph";
import { KEY_TESTS } from "../../filter/key-tests";
import { forEachRow } from "../table/arrow-rows";
import { PAYLOAD, SEQ } from "../table/table-schema";

/** Candidates read at most before the whole-table scan takes over. */
export const MAX_CHECKED = 16_384;
/** Candidates per result wanted in the first round: enough for a filter passing one point in ten or more. */
const FIRST_ROUND_PER_RESULT = 20;

export interface CheckedHit extends GraphHit {
  /** The row's payload as stored (JSON text). */
  payload: string;
}

export async function searchCheckingCandidates(
  state: CollectionState,
  graph: NearestGraph,
  target: Float32Array,
  wanted: number,
  breadth: number | undefined,
  filter: FilterNode,
): Promise<CheckedHit[] | null> {
  // Conditions on columns no payload holds (has_vector, a shard key) go with the read of the candidates; the rest is tested on their payloads.
  const { sql, rest } = splitColumnConditions(state, filter);
  const test = rest ? compileFilter(rest, KEY_TESTS, textIndexesOf(state.fields)) : () => true;
  if (sql === SQL_FALSE) return [];
  // Per seq: its payload when it passes, null when it fails or is gone.
  const checked = new Map<number, string | null>();
  for (let candidates = Math.max(breadth ?? 0, wanted * FIRST_ROUND_PER_RESULT, 100); candidates <= MAX_CHECKED; candidates *= 4) {
    const hits = graph.search(target, candidates, { breadth });
    const keyBySeq = new Map(hits.map((hit) => [hit.seq, hit.key]));
    const unread = hits.filter((hit) => !checked.has(hit.seq)).map((hit) => hit.seq);
    for (const seq of unread) checked.set(seq, null);
    if (unread.length > 0) {
      const bySeq = `${SEQ} IN (${unread.join(",")})`;
      await forEachRow(state.table.query().where(sql === undefined ? bySeq : `(${bySeq}) AND (${sql})`).select([SEQ, PAYLOAD]), (row) => {
        const payload = row.payload ?? "{}";
        if (test(JSON.parse(payload) as Payload, keyBySeq.get(row.seq))) checked.set(row.seq, payload);
      });
    }
    const passing: CheckedHit[] = [];
    for (const hit of hits) {
      const payload = checked.get(hit.seq);
      if (payload !== null && payload !== undefined) passing.push({ ...hit, payload });
    }
    // Enough, or the graph has no more to give.
    if (passing.length >= wanted || hits.length < candidates) return passing.slice(0, wanted);
  }
  return null;
}
