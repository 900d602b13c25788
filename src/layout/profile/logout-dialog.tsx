// Asks before logging out.
import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { logout } from "./logout";

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const confirm = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-dialog-title" aria-describedby="logout-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle id="logout-dialog-title">Logout</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">Are you sure you want to logout?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={leaving}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
