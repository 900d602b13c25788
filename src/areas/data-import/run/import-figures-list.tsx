// An import's counts, rate, time left and time spent, as a list of terms.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ImportSummary } from "../../../../contract/imports";
import { isImportActive } from "../../../api-client/imports-queries";
import { formatCount, formatDuration, formatRowRate } from "../import-figures";

export function importFigures(summary: ImportSummary): { term: string; value: string }[] {
  const figures = [
    { term: "Rows read", value: formatCount(summary.counts.rows) },
    { term: summary.dryRun ? "Would be written" : "Written", value: formatCount(summary.counts.written) },
    { term: "Failed", value: formatCount(summary.counts.failed) },
    { term: "Rate", value: formatRowRate(summary.rowsPerSecond) },
  ];
  if (isImportActive(summary)) figures.push({ term: "Time left", value: summary.secondsLeft === null ? "–" : `about ${formatDuration(summary.secondsLeft)}` });
  figures.push({ term: "Duration", value: formatDuration(summary.durationMs / 1000) });
  return figures;
}

export function ImportFiguresList({ summary }: { summary: ImportSummary }) {
  return (
    <Box component="dl" aria-label="Figures" sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: 2, m: 0 }}>
      {importFigures(summary).map(({ term, value }) => (
        <Box key={term}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {term}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
