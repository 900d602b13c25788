// A model's figures in words for the table: dimension, throughput, latency,
// where it runs and its last test.
import type { ModelSummary, ModelTest } from "../../../contract/models";

const number = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 1 });

export function formatDimension(model: ModelSummary): string {
  if (model.kind === "sparse") return "–";
  return model.dimension === null ? "Not tested yet" : number(model.dimension);
}

export function formatThroughput(textsPerSecond: number | null): string {
  return textsPerSecond === null ? "Not measured" : `${number(textsPerSecond)} texts/s`;
}

export function formatLatency(averageLatencyMs: number | null): string {
  return averageLatencyMs === null ? "Not measured" : `${number(averageLatencyMs)} ms`;
}

export function formatApiKey(external: NonNullable<ModelSummary["external"]>): string {
  return external.hasApiKey ? `Key …${external.apiKeyLastFour ?? ""}` : "No API key";
}

export function formatTestTime(test: ModelTest): string {
  return new Date(test.at).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}
