// The search section of `npm run bench`: the HTTP API (bench/api-bench.ts)
// beside its peers (bench/peers-bench.ts) on one GloVe split, in one run, and
// the API's distance from the limit of issue 10:
//
//   limit = hnswlib-node's CPU per search at the API's recall@10
//         + the service's CPU per bare request (GET /healthz, same client)
//
// The goal is the API's CPU per search at most 1.25 × the limit at 1, 4 and 16
// searches in flight, with recall@10 ≥ 0.95. hnswlib-node's CPU at the API's
// recall is read off its curve, linearly between the two breadths around it.
// Figures only, never pass/fail.
import { runApiBench, type ApiBenchOptions } from "./api-bench";
import { loadGloveDataset } from "./glove";
import { formatCurve, measureHnswlib, measurePgvector, type CurvePoint } from "./peers-bench";

/** The goal: the API within this factor of the limit. */
const GOAL_RATIO = 1.25;

export async function runSearchBench(options: ApiBenchOptions, withPgvector: boolean): Promise<void> {
  const api = await runApiBench(options);
  const dataset = loadGloveDataset(options);
  if (!api || !dataset) return;
  console.log(`\nPeers on the same split and cores (one search at a time: both are synchronous in this process)`);
  const hnswlib = await measureHnswlib(dataset);
  for (const line of formatCurve("hnswlib-node alone", hnswlib)) console.log(line);
  if (withPgvector) {
    const pgvector = await measurePgvector(dataset);
    for (const line of formatCurve("pgvector in PGlite", pgvector)) console.log(line);
  } else {
    console.log("  pgvector in PGlite: left out (--no-pgvector)");
  }

  console.log(`\nThe API against the limit (hnswlib-node at the same recall + a bare request; goal ≤ ${GOAL_RATIO} × the limit)`);
  console.log(`  ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s API".padStart(8)}  ${"CPU ms/q API".padStart(12)}  ${"hnswlib".padStart(7)}  ${"bare".padStart(6)}  ${"limit".padStart(6)}  ${"API ÷ limit".padStart(11)}`);
  for (const search of api.searches) {
    const algorithm = cpuAtRecall(hnswlib, search.recall);
    const bare = api.bareRequestCpuMs.get(search.concurrency) ?? Number.NaN;
    const limit = algorithm + bare;
    console.log(
      [
        `  ${String(search.concurrency).padStart(9)}`,
        ` ${search.recall.toFixed(3).padStart(9)}`,
        ` ${search.queriesPerSecond.toFixed(0).padStart(8)}`,
        ` ${search.cpuMsPerQuery.toFixed(3).padStart(12)}`,
        ` ${algorithm.toFixed(3).padStart(7)}`,
        ` ${bare.toFixed(3).padStart(6)}`,
        ` ${limit.toFixed(3).padStart(6)}`,
        ` ${(search.cpuMsPerQuery / limit).toFixed(2).padStart(11)}`,
      ].join(" "),
    );
  }
}

/** hnswlib-node's CPU per search at `recall`, linearly between the two curve points around it (the ends when outside). */
export function cpuAtRecall(curve: readonly CurvePoint[], recall: number): number {
  const points = [...curve].sort((a, b) => a.recall - b.recall);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return Number.NaN;
  if (recall <= first.recall) return first.cpuMsPerQuery;
  if (recall >= last.recall) return last.cpuMsPerQuery;
  const above = points.findIndex((point) => point.recall >= recall);
  const upper = points[above] as CurvePoint;
  const lower = points[above - 1] as CurvePoint;
  const share = (recall - lower.recall) / (upper.recall - lower.recall);
  return lower.cpuMsPerQuery + share * (upper.cpuMsPerQuery - lower.cpuMsPerQuery);
}
