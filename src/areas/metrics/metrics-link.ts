// The page's selection in its address (/metrics?range=7d&operation=points.search),
// so that a reload keeps it and a link shares it. What the address holds
// that the page cannot take (an unknown range, a custom range whose ends are
// not times in order) is left out, and the default stands in its place; the
// service checks the rest (a range too long answers its own message).
import { RESOLUTIONS } from "./range-rules";
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from "./metrics-range";
import type { FilterChoice, ResolutionChoice } from "./selection-choices";

export interface MetricsLink {
  range: RangeChoice;
  resolution: ResolutionChoice;
  filters: FilterChoice;
}

function readRange(query: URLSearchParams): RangeChoice {
  const range = query.get("range");
  const preset = RANGE_PRESETS.find((candidate) => candidate.id === range);
  if (preset) return { kind: "preset", preset: preset.id };
  if (range !== "custom") return DEFAULT_RANGE;
  const from = Date.parse(query.get("from") ?? "");
  const to = Date.parse(query.get("to") ?? "");
  return Number.isNaN(from) || Number.isNaN(to) || from >= to ? DEFAULT_RANGE : { kind: "custom", from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

export function readMetricsLink(search: string): MetricsLink {
  const query = new URLSearchParams(search);
  const resolution = RESOLUTIONS.find((candidate) => candidate === query.get("resolution")) ?? "auto";
  return {
    range: readRange(query),
    resolution,
    filters: { collection: query.get("collection") ?? "", apiKey: query.get("apiKey") ?? "", operation: query.get("operation") ?? "" },
  };
}

/** "?range=7d&collection=docs", or "" for the defaults. */
export function metricsLinkSearch({ range, resolution, filters }: MetricsLink): string {
  const query = new URLSearchParams();
  if (range.kind === "custom") {
    query.set("range", "custom");
    query.set("from", range.from);
    query.set("to", range.to);
  } else if (range.preset !== DEFAULT_RANGE.preset) {
    query.set("range", range.preset);
  }
  if (resolution !== "auto") query.set("resolution", resolution);
  for (const name of ["collection", "apiKey", "operation"] as const) if (filters[name] !== "") query.set(name, filters[name]);
  const search = query.toString();
  return search === "" ? "" : `?${search}`;
}
