// "Show code" on a request cell: the request as it would be sent now (its
// variables filled in) in curl, JavaScript and Python, or why it cannot be.
// The samples come in a chunk of their own.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { lazyPart } from "../../components/lazy-part";
import type { ResolvedCell } from "./use-notebook-runner";

const RequestCode = lazyPart(() => import(/* webpackChunkName: "notebook-code" */ "./request-code").then((code) => code.RequestCode));

export function RequestCodeDialog({ shown, onClose }: { shown: ResolvedCell | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={shown !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Request as code</DialogTitle>
      <DialogContent>{shown === null ? null : shown.ok ? <RequestCode request={shown.request} /> : <Alert severity="error">{shown.message}</Alert>}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
