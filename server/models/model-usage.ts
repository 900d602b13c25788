// Live usage of each model by each project, in this service process: calls,
// texts and time spent embedding, read as throughput (texts per second of
// embedding) and average latency. Kept per project, so a project sees its own
// use only; it starts again at a restart (nothing is stored).
import type { ModelUsage } from "../../contract/models";
import type { EmbeddingModel } from "./embedding-model";

interface Figures {
  requests: number;
  texts: number;
  totalMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export class ModelUsageMeter {
  private readonly figures = new Map<string, Figures>();

  record(projectId: string, name: string, texts: number, ms: number): void {
    const key = `${projectId}\n${name}`;
    const figures = this.figures.get(key) ?? { requests: 0, texts: 0, totalMs: 0 };
    this.figures.set(key, { requests: figures.requests + 1, texts: figures.texts + texts, totalMs: figures.totalMs + ms });
  }

  read(projectId: string, name: string): ModelUsage {
    const figures = this.figures.get(`${projectId}\n${name}`);
    if (!figures) return { requests: 0, texts: 0, textsPerSecond: null, averageLatencyMs: null };
    const { requests, texts, totalMs } = figures;
    return {
      requests,
      texts,
      textsPerSecond: totalMs > 0 ? round((texts * 1000) / totalMs) : null,
      averageLatencyMs: round(totalMs / requests),
    };
  }

  /** A deleted model's figures go with it: a new model of the same name starts afresh. */
  forget(projectId: string, name: string): void {
    this.figures.delete(`${projectId}\n${name}`);
  }
}

/** The model, its successful calls recorded (texts and milliseconds) as they finish. */
export function withUsage(model: EmbeddingModel, record: (texts: number, ms: number) => void): EmbeddingModel {
  const timed = async <T>(texts: readonly string[], embed: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await embed();
    record(texts.length, performance.now() - started);
    return result;
  };
  const base = { name: model.name, description: model.description, runsOn: model.runsOn };
  if (model.kind === "sparse") return { ...base, kind: "sparse", embed: (texts, options) => timed(texts, () => model.embed(texts, options)) };
  return {
    ...base,
    kind: "dense",
    get dimension() {
      return model.dimension;
    },
    embed: (texts, options) => timed(texts, () => model.embed(texts, options)),
  };
}
