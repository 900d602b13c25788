// The chart's numbers for screen readers: one row an hour, oldest first.
// Plain table elements: the page needs no MUI table for a hidden one. The
// table sits in a hidden box rather than being hidden itself: a table is as
// wide as its cells whatever its width says, and stuck out of a phone's window.
import Box from "@mui/material/Box";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { VISUALLY_HIDDEN } from "../../components/visually-hidden";
import { formatCount, formatHour } from "./overview-figures";

export function HourlyTable({ hourly }: { hourly: MetricsSummaryResponse["last24Hours"]["hourly"] }) {
  return (
    <Box sx={VISUALLY_HIDDEN}>
      <table>
        <caption>Calls per hour, last 24 hours</caption>
        <thead>
          <tr>
            <th scope="col">Hour from</th>
            <th scope="col">Calls</th>
            <th scope="col">Client errors (4xx)</th>
            <th scope="col">Server errors (5xx)</th>
          </tr>
        </thead>
        <tbody>
          {hourly.map((hour) => (
            <tr key={hour.at}>
              <th scope="row">{formatHour(hour.at)}</th>
              <td>{formatCount(hour.requests)}</td>
              <td>{formatCount(hour.errors4xx)}</td>
              <td>{formatCount(hour.errors5xx)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
