// "Export": the notebook as a file to keep or import elsewhere, in this
// console's format or as a Jupyter notebook whose requests are Python cells.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useId } from "react";
import { Icon } from "../../icons/icon";

export type ExportFormat = "notebook" | "ipynb";

export function ExportDialog({ open, onExport, onClose }: { open: boolean; onExport: (format: ExportFormat) => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Export notebook</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>A notebook file imports back here as it is; a Jupyter notebook runs each request as Python with the requests library.</DialogContentText>
        <Stack spacing={1}>
          <Button variant="outlined" startIcon={<Icon icon="tabler:file-code" />} onClick={() => onExport("notebook")}>
            Notebook file (.json)
          </Button>
          <Button variant="outlined" startIcon={<Icon icon="tabler:brand-python" />} onClick={() => onExport("ipynb")}>
            Jupyter notebook (.ipynb)
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
