// The contract's rules and operations (metrics-contract.ts), null until
// their chunk has come; it is asked for as soon as the page mounts.
import { useEffect, useState } from "react";
import type { MetricsContract } from "./metrics-contract";

let loaded: MetricsContract | null = null;

export function loadMetricsContract(): Promise<MetricsContract> {
  return import(/* webpackChunkName: "metrics-contract" */ "./metrics-contract").then((module) => {
    loaded = module.METRICS_CONTRACT;
    return loaded;
  });
}

export function useMetricsContract(): MetricsContract | null {
  const [contract, setContract] = useState<MetricsContract | null>(loaded);
  useEffect(() => {
    if (contract !== null) return undefined;
    let isCurrent = true;
    loadMetricsContract().then(
      (value) => {
        if (isCurrent) setContract(value);
      },
      (error: unknown) => console.error("The metrics' rules could not be loaded:", error),
    );
    return () => {
      isCurrent = false;
    };
  }, [contract]);
  return contract;
}
