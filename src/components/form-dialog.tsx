// A dialog around one form: its title names the dialog, the submit button
// below (outside the form, linked by its id) shows a busy label while the
// request is in flight, and Cancel, Escape and the backdrop do nothing until
// it is answered. Problems that belong to no field, and the service's
// refusal, show above the buttons. A form whose answer must be seen once (a
// secret) gives an outcome: it replaces the form, and only its own button
// closes the dialog. Text boxes inside are text-input.tsx, never TextField.
import { useId, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import Dialog, { type DialogProps } from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";

/** What replaces the form once it has done its work, and the one button that closes the dialog then. */
export interface FormDialogOutcome {
  content: ReactNode;
  /** The closing button's label ("I have copied the secret"). */
  doneLabel: string;
  onDone: () => void;
}

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Asked by Cancel, Escape and the backdrop, never while the request is in flight. */
  onClose: () => void;
  isSubmitting: boolean;
  submitLabel: string;
  /** The submit button's label while the request is in flight ("Saving…"). */
  busyLabel: string;
  /** The submit button's colour; the theme's primary when absent. */
  submitColor?: ButtonProps["color"];
  /** False keeps the submit button disabled (nothing to act on yet). */
  canSubmit?: boolean;
  /** Called when the form is submitted, by its button or by Enter in a field. */
  onSubmit: () => void | Promise<void>;
  /** A problem of the draft that belongs to no one field. */
  formError?: string;
  /** The service's refusal. */
  failure?: string | null;
  outcome?: FormDialogOutcome | null;
  /** After the dialog has closed, e.g. to forget a secret shown once. */
  onExited?: () => void;
  maxWidth?: DialogProps["maxWidth"];
  /** The form's fields. */
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  onClose,
  isSubmitting,
  submitLabel,
  busyLabel,
  submitColor,
  canSubmit = true,
  onSubmit,
  formError,
  failure,
  outcome,
  onExited,
  maxWidth = "sm",
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formId = `${titleId}-form`;
  const close = () => {
    if (!isSubmitting) onClose();
  };
  const hasOutcome = outcome !== undefined && outcome !== null;
  return (
    <Dialog open={open} onClose={hasOutcome ? undefined : close} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {hasOutcome ? (
          outcome.content
        ) : (
          <Box
            component="form"
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit();
            }}
            sx={{ display: "grid", gap: 2, pt: 1 }}
          >
            {children}
            {formError !== undefined ? <Alert severity="error">{formError}</Alert> : null}
            {failure !== undefined && failure !== null ? <Alert severity="error">{failure}</Alert> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {hasOutcome ? (
          <Button variant="contained" onClick={outcome.onDone}>
            {outcome.doneLabel}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="contained" color={submitColor} disabled={isSubmitting || !canSubmit}>
              {isSubmitting ? busyLabel : submitLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
