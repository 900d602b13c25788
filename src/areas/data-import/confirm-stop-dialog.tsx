// Asks before an upload or an import is stopped for good. Its buttons say what
// each does ("Keep uploading", "Cancel upload"), where a bare "Cancel" beside
// "Cancel upload" would leave the user guessing. A refusal keeps it open with
// the service's message.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useConfirmedAction } from "../../components/use-confirmed-action";

export interface ConfirmStopDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The button that goes ahead ("Cancel upload"). */
  confirmLabel: string;
  /** The button that leaves things as they are ("Keep uploading"). */
  keepLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmStopDialog({ open, title, description, confirmLabel, keepLabel, onConfirm, onClose }: ConfirmStopDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { isWorking, error, close, confirm } = useConfirmedAction(onConfirm, onClose);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {error !== null ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isWorking}>
          {keepLabel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isWorking}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
