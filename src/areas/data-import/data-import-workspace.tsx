// Data Import for one project: a new import, step by step, above the
// project's imports. An import's own page (/data-import/<id>) shows one.
import Box from "@mui/material/Box";
import { ImportHistory } from "./history/import-history";
import { ImportDetail } from "./lazy-parts";
import { NewImport } from "./new-import";

export function DataImportWorkspace({ projectId, importId }: { projectId: string; importId: string | null }) {
  if (importId !== null) return <ImportDetail projectId={projectId} importId={importId} />;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 3 }}>
      <NewImport projectId={projectId} />
      <ImportHistory projectId={projectId} />
    </Box>
  );
}
