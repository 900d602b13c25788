// The last step: a dry run (every row checked against the mapping and the
// collection, nothing written) or the import itself, and the one started last
// as it goes. Problems in the form are shown at their fields first; the
// service's refusal of the mapping's vectors beside them, and pointed to here.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Icon } from "../../../icons/icon";
import type { ImportRun } from "./use-import-run";
import { ImportProgress } from "./import-progress";

export interface ImportRunStepProps {
  projectId: string;
  run: ImportRun;
  /** Whether the draft can be sent: false while a mapping is proposed again. */
  isReady: boolean;
  /** Set when the form's own checks failed, to say so beside the buttons. */
  hasFormErrors: boolean;
  /** Why the service refused the last start, or where the page shows it. */
  failure: string | null;
  onStart: (dryRun: boolean) => void;
}

export function ImportRunStep({ projectId, run, isReady, hasFormErrors, failure, onStart }: ImportRunStepProps) {
  const isDisabled = !isReady || run.isStarting;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button variant="outlined" disabled={isDisabled} onClick={() => onStart(true)} startIcon={<Icon icon="tabler:check" fontSize="1.125rem" />}>
          Dry run
        </Button>
        <Button variant="contained" disabled={isDisabled} onClick={() => onStart(false)} startIcon={<Icon icon="tabler:file-import" fontSize="1.125rem" />}>
          Import
        </Button>
      </Box>
      {hasFormErrors ? <Alert severity="error">Some fields above need attention before this can run.</Alert> : null}
      {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
      {run.runId !== null ? <ImportProgress key={run.runId} projectId={projectId} importId={run.runId} /> : null}
    </Box>
  );
}
