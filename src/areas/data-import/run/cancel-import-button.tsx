// Stops an import under way, after asking: a queued one at once, a running
// one within a second, keeping the points it has written.
import { useState } from "react";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import Button from "@mui/material/Button";
import type { ImportSummary } from "../../../../contract/imports";
import { useCancelImportMutation } from "../../../api-client/imports-queries";
import { Icon } from "../../../icons/icon";
import { ConfirmStopDialog } from "../confirm-stop-dialog";

export function CancelImportButton({ projectId, summary }: { projectId: string; summary: ImportSummary }) {
  const cancel = useCancelImportMutation(projectId);
  const [isConfirming, setIsConfirming] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirming);
  const what = summary.dryRun ? "dry run" : "import";
  const fileName = summary.file.name ?? "the file";
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setIsConfirming(true)}
        disabled={summary.cancelRequested}
        startIcon={<Icon icon="tabler:x" fontSize="1.125rem" />}
      >
        {summary.cancelRequested ? "Cancelling…" : `Cancel ${what}`}
      </Button>
      {hasConfirmed ? (
        <ConfirmStopDialog
          open={isConfirming}
          title={`Cancel ${what}`}
          description={
            summary.dryRun
              ? `The dry run of ${fileName} stops within a second. Nothing has been written.`
              : `The import of ${fileName} stops within a second. The ${summary.counts.written.toLocaleString("en")} points written so far stay in ${summary.target.collection}.`
          }
          confirmLabel={`Cancel ${what}`}
          keepLabel="Keep running"
          onConfirm={async () => {
            await cancel.mutateAsync(summary.id);
          }}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </>
  );
}
