// Timed query runs for the sparse benchmark: a side (the HTTP API through the
// load worker, or the engine called directly) answers a range of the queries
// with some in flight; both sides run in alternating slices, as in
// bench/api-bench.ts, so that a change in the machine's load hits both alike.
import type { HttpLoad, TimedAnswers } from "./http-load";
import { forEachInFlight } from "./in-flight";
import { oneMinuteLoad } from "./load-average";
import { recallOf, type Answer, type RecallCheck } from "./sparse-recall";

/** One side's answers to queries first .. first + count − 1. */
export type Side = (first: number, count: number, concurrency: number) => Promise<TimedAnswers>;

export interface Measured {
  concurrency: number;
  queriesPerSecond: number;
  /** This process's CPU (all threads) per query. */
  cpuMsPerQuery: number;
  recall: number;
  maxScoreError: number;
}

const SLICES = 5;

/** The HTTP side: body(q) POSTed to `requestPath` for each query. */
export function viaApi(load: HttpLoad, requestPath: string, body: (query: number) => unknown): Side {
  return (first, count, concurrency) =>
    load.post(
      requestPath,
      Array.from({ length: count }, (_, at) => body(first + at)),
      concurrency,
    );
}

/** A side in this thread: `answer(q)` for each query, `concurrency` at a time. */
export function inProcess(answer: (query: number) => Promise<Answer>): Side {
  return async (first, count, concurrency) => {
    const answers = new Array<Answer>(count);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await forEachInFlight(count, concurrency, async (at) => {
      answers[at] = await answer(first + at);
    });
    return { answers, seconds: (performance.now() - started) / 1000, cpu: process.cpuUsage(cpuBefore) };
  };
}

/** Each side over every query, in alternating slices (a, b, a, b, ...); b may be absent. */
export async function measureSides(queryCount: number, check: RecallCheck, concurrency: number, a: Side, b?: Side): Promise<[Measured, Measured | null]> {
  const runs: [TimedAnswers[], TimedAnswers[]] = [[], []];
  const size = Math.ceil(queryCount / SLICES);
  for (let first = 0; first < queryCount; first += size) {
    const count = Math.min(size, queryCount - first);
    runs[0].push(await a(first, count, concurrency));
    if (b) runs[1].push(await b(first, count, concurrency));
  }
  return [summarise(runs[0], check, concurrency), b ? summarise(runs[1], check, concurrency) : null];
}

function summarise(runs: readonly TimedAnswers[], check: RecallCheck, concurrency: number): Measured {
  const answers = runs.flatMap((run) => run.answers);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const cpuMs = runs.reduce((sum, run) => sum + (run.cpu.user + run.cpu.system) / 1000, 0);
  const { recall, maxScoreError } = recallOf(answers, check);
  return { concurrency, queriesPerSecond: answers.length / seconds, cpuMsPerQuery: cpuMs / answers.length, recall, maxScoreError };
}

export const ROW_HEADER = `  ${"query".padEnd(26)} ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s API".padStart(8)}  ${"q/s engine".padStart(10)}  ${"API/engine".padStart(10)}  ${"CPU ms/q API".padStart(12)}  ${"engine".padStart(6)}  load avg`;

export function formatRow(label: string, api: Measured, engine: Measured | null): string {
  const recall = !engine || api.recall.toFixed(3) === engine.recall.toFixed(3) ? api.recall.toFixed(3) : `${api.recall.toFixed(3)}/${engine.recall.toFixed(3)}`;
  return [
    `  ${label.padEnd(26)}`,
    String(api.concurrency).padStart(9),
    ` ${recall.padStart(9)}`,
    ` ${api.queriesPerSecond.toFixed(0).padStart(8)}`,
    ` ${(engine ? engine.queriesPerSecond.toFixed(0) : "-").padStart(10)}`,
    ` ${(engine ? (api.queriesPerSecond / engine.queriesPerSecond).toFixed(2) : "-").padStart(10)}`,
    ` ${api.cpuMsPerQuery.toFixed(2).padStart(12)}`,
    ` ${(engine ? engine.cpuMsPerQuery.toFixed(2) : "-").padStart(6)}`,
    ` ${oneMinuteLoad()}`,
  ].join(" ");
}
