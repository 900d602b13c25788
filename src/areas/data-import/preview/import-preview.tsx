// The preview step: the format the file is read as (with a way to choose
// another), its columns and their kinds, its first rows, and the rows of the
// preview that could not be read. A file that cannot be read at all shows
// the service's reason, with the format choice still at hand.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import type { ImportDraft } from "../mapping/use-import-draft";
import { RowErrorsTable } from "../run/row-errors-table";
import { ImportFormatSelect } from "./import-format-select";
import { PreviewColumns } from "./preview-columns";
import { PreviewRowsTable } from "./preview-rows-table";

export function ImportPreviewStep({ draft }: { draft: ImportDraft }) {
  const { preview } = draft;
  const data = preview.data;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <ImportFormatSelect value={draft.format} readAs={data?.format ?? null} onChange={draft.setFormat} />
      </Box>
      {preview.isError && !preview.isFetching ? (
        <ServiceErrorAlert title="The file could not be previewed" message={preview.error.message} onRetry={() => void preview.refetch()} />
      ) : null}
      {preview.isFetching && data === undefined ? <LinearProgress aria-label="Reading the file's first rows" /> : null}
      {data !== undefined ? (
        <>
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {data.columns.length} columns
            </Typography>
            <PreviewColumns columns={data.columns} />
          </div>
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              First {data.rows.length} rows
            </Typography>
            <PreviewRowsTable preview={data} />
          </div>
          {data.errors.length > 0 ? (
            <div>
              <Alert severity="warning" sx={{ mb: 1 }}>
                {data.errors.length === 1 ? "1 row of the preview could not be read" : `${data.errors.length} rows of the preview could not be read`}: they will be skipped and reported.
              </Alert>
              <RowErrorsTable errors={data.errors} label="Rows the preview could not read" />
            </div>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
