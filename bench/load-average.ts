// The machine's load average, printed beside the figures: the benches share
// the cores with whatever else runs, and a busy machine shows here first.
import os from "node:os";

/** Over 1, 5 and 15 minutes: "0.52 / 0.61 / 0.70". */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

/** Over the last minute, for a row of a table. */
export function oneMinuteLoad(): string {
  return os.loadavg()[0]?.toFixed(2) ?? "?";
}
