// Export CSV: the entries the applied filters select, saved as the service
// names the file; its refusal (more rows than one export holds) as a toast.
import { useState } from "react";
import toast from "react-hot-toast";
import Button from "@mui/material/Button";
import type { AuditFilter } from "../../../../contract/audit";
import { toApiError } from "../../../api-client/api-error";
import { exportAuditEntries } from "../../../api-client/audit";
import { downloadTextFile } from "../../../components/download-text-file";
import { Icon } from "../../../icons/icon";

export function ExportActivityButton({ filter }: { filter: AuditFilter }) {
  const [isExporting, setIsExporting] = useState(false);

  const download = async () => {
    setIsExporting(true);
    try {
      const { fileName, text } = await exportAuditEntries(filter);
      downloadTextFile(fileName, text, "text/csv;charset=utf-8");
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<Icon icon="tabler:download" fontSize="1.125rem" />} onClick={() => void download()} disabled={isExporting}>
      {isExporting ? "Exporting…" : "Export CSV"}
    </Button>
  );
}
