// What the user picked: the range, a resolution other than the range's own
// (only one the contract allows for the range: a choice the new range does
// not allow falls back to automatic), and the filters; from these, what the
// query asks for. The selection starts from the page's address and is
// written back to it (metrics-link.ts), replacing the entry, not adding one.
import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { areaRoute } from "../../links/area-route";
import type { MetricsFilters } from "../../api-client/metrics-queries";
import { metricsLinkSearch, readMetricsLink } from "./metrics-link";
import { NO_FILTERS, type FilterChoice, type FilterName, type ResolutionChoice } from "./selection-choices";
import { metricsRangeOf, rangeLengthMs, type RangeChoice } from "./metrics-range";
import { allowedResolutions, type RangeRules } from "./range-rules";

export function useMetricsSelection(rules: RangeRules | null, search: string) {
  const [initial] = useState(() => readMetricsLink(search));
  const [range, setRange] = useState<RangeChoice>(initial.range);
  const [chosenResolution, setResolution] = useState<ResolutionChoice>(initial.resolution);
  const [filters, setFilters] = useState<FilterChoice>(initial.filters);

  const rangeMs = rangeLengthMs(range);
  const resolutions = rules === null ? [] : allowedResolutions(rangeMs, rules);
  // Until the rules are in, a resolution from the address is kept as it is: the service checks it.
  const isAllowed = rules === null || resolutions.some((resolution) => resolution === chosenResolution);
  const resolution: ResolutionChoice = chosenResolution !== "auto" && isAllowed ? chosenResolution : "auto";

  const linkSearch = metricsLinkSearch({ range, resolution, filters });
  useEffect(() => {
    if (linkSearch !== window.location.search) void navigate(`${areaRoute("metrics")}${linkSearch}`, { replace: true });
  }, [linkSearch]);

  const query: MetricsFilters = {};
  if (resolution !== "auto") query.resolution = resolution;
  if (filters.collection !== "") query.collection = filters.collection;
  if (filters.apiKey !== "") query.apiKey = filters.apiKey;
  if (filters.operation !== "") query.operation = filters.operation;

  return {
    range,
    setRange,
    resolution,
    setResolution,
    /** The resolutions the range may be shown at; none until the rules have loaded. */
    resolutions,
    autoResolution: rules === null ? null : rules.autoResolution(rangeMs),
    filters,
    setFilter: (name: FilterName, value: string) => setFilters((current) => ({ ...current, [name]: value })),
    clearFilters: () => setFilters(NO_FILTERS),
    hasFilters: filters.collection !== "" || filters.apiKey !== "" || filters.operation !== "",
    metricsRange: metricsRangeOf(range),
    query,
  };
}

export type MetricsSelection = ReturnType<typeof useMetricsSelection>;
