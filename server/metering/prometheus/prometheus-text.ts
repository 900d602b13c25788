// Prometheus's text exposition format (0.0.4), written from values the
// metering already summed: prom-client's metrics can only observe values one
// at a time, and a project's histogram arrives as bucket counts from the
// store. Families: # HELP, # TYPE, then one line per sample, label values
// escaped as the format asks (backslash, double quote, newline).
export type MetricType = "counter" | "gauge" | "histogram";

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  /** A suffix of the family's name (_bucket, _sum, _count), or none. */
  suffix?: string;
  labels: Labels;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: readonly Sample[];
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function formatLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length === 0 ? "" : `{${pairs.join(",")}}`;
}

export function formatExposition(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) lines.push(`${family.name}${sample.suffix ?? ""}${formatLabels(sample.labels)} ${formatValue(sample.value)}`);
  }
  return `${lines.join("\n")}\n`;
}
