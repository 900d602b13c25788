// One panel's values as a table, for screen readers and keyboards: a row
// per period (its start as the row's header), a column per line with its
// unit in the header. It scrolls inside the chart's height, its header kept
// in view, and takes the keyboard focus so that it can be scrolled.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { MetricsResolution } from "../../../contract/metrics";
import { CHART_HEIGHT } from "./chart-size";
import { formatBytes, formatCount, formatPeriod } from "./metric-format";
import type { MetricLine, MetricPanel } from "./metric-panels";

export interface MetricTableProps {
  panel: MetricPanel;
  times: readonly number[];
  resolution: MetricsResolution;
}

const significant = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 3 });

function columnHeader(line: MetricLine): string {
  if (line.unit === "rate") return `${line.label} (req/s)`;
  if (line.unit === "ms") return `${line.label} (ms)`;
  return line.label;
}

/** The unit is in the column's header, except a size's, which changes from row to row. */
function cellText(value: number | null, line: MetricLine): string {
  if (value === null) return line.unit === "ms" ? "no calls" : "not measured";
  if (line.unit === "bytes") return formatBytes(value);
  if (line.unit === "count") return formatCount(value);
  return significant.format(value);
}

export function MetricTable({ panel, times, resolution }: MetricTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${panel.title}, table`} sx={{ maxHeight: CHART_HEIGHT, minHeight: CHART_HEIGHT }}>
      <Table size="small" stickyHeader aria-label={panel.title}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {resolution === "day" ? "Day (UTC)" : "Period start"}
            </TableCell>
            {panel.lines.map((line) => (
              <TableCell key={line.id} component="th" scope="col" align="right">
                {columnHeader(line)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {times.map((time, index) => (
            <TableRow key={time}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                {formatPeriod(time, resolution)}
              </TableCell>
              {panel.lines.map((line) => (
                <TableCell key={line.id} align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  {cellText(line.values[index] ?? null, line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
