// The chart's numbers for screen readers: one row an hour, oldest first.
// Plain table elements: the page needs no MUI table for a hidden one.
import Box from "@mui/material/Box";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { formatCount, formatHour } from "./overview-figures";
import { VISUALLY_HIDDEN } from "./visually-hidden";

export function HourlyTable({ hourly }: { hourly: MetricsSummaryResponse["last24Hours"]["hourly"] }) {
  return (
    <Box component="table" sx={VISUALLY_HIDDEN}>
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
    </Box>
  );
}
