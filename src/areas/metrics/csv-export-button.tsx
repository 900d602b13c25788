// Saves the panels shown as a CSV file built in the browser from the same
// numbers (metrics-csv.ts).
import Button from "@mui/material/Button";
import { Icon } from "../../icons/icon";
import type { MetricPanel, MetricsView } from "./metric-panels";
import { metricsCsvFileName, metricsToCsv } from "./metrics-csv";
import { downloadTextFile } from "../../components/download-text-file";

export interface CsvExportButtonProps {
  view: MetricsView | null;
  panels: readonly MetricPanel[];
}

export function CsvExportButton({ view, panels }: CsvExportButtonProps) {
  const isEmpty = view === null || panels.length === 0;
  return (
    <Button
      variant="outlined"
      startIcon={<Icon icon="tabler:download" fontSize="1.125rem" />}
      disabled={isEmpty}
      onClick={() => {
        if (view !== null) downloadTextFile(metricsCsvFileName(view), metricsToCsv(view, panels), "text/csv;charset=utf-8");
      }}
    >
      Export CSV
    </Button>
  );
}
