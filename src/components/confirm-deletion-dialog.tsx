// Asks before something is deleted or revoked. For what cannot be undone and
// holds data (a collection), the user types its name to confirm. A refused
// request keeps the dialog open with the service's message.
import { useId, useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { TextInput } from "./text-input";
import { useConfirmedAction } from "./use-confirmed-action";

export interface ConfirmDeletionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The button's label ("Delete collection", "Revoke key"). */
  confirmLabel: string;
  /** When given, the user must type it before the button is enabled. */
  typedConfirmation?: string;
  /** False while what the dialog describes is still loading. */
  isConfirmable?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDeletionDialog({
  open,
  title,
  description,
  confirmLabel,
  typedConfirmation,
  isConfirmable = true,
  onConfirm,
  onClose,
}: ConfirmDeletionDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState("");
  const { isWorking, error, close, confirm } = useConfirmedAction(onConfirm, onClose, () => setTyped(""));
  const isConfirmed = isConfirmable && (typedConfirmation === undefined || typed === typedConfirmation);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <DialogContentText component="div">{description}</DialogContentText>
        {typedConfirmation !== undefined ? (
          <TextInput
            label={`Type ${typedConfirmation} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
            fullWidth
            inputProps={{ spellCheck: false }}
          />
        ) : null}
        {error !== null ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isWorking}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={!isConfirmed || isWorking}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
