// GlobalSignOut: every session of the user, on every device, ends; this one
// too, so the user goes to login. Asked first (STYLE.md: destructive actions).
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import { endSession } from "../../session/end-session";
import { globalSignOut } from "../../identity/identity-client";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { LOGIN_PATH } from "../../console-routes";
import { PageSection } from "../../components/page-section";

export function SignOutEverywhereSection() {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useIdentityAction("account");
  const confirm = () =>
    void run(async () => {
      await globalSignOut();
      await endSession();
      toast.success("Signed out of all devices");
      await navigate(LOGIN_PATH);
    });
  return (
    <PageSection title="Sessions" description="Sign out everywhere you are logged in, for example after losing a device.">
      <Box>
        <Button variant="outlined" onClick={() => setAsking(true)}>
          Sign out of all devices
        </Button>
      </Box>
      <Dialog open={asking} onClose={() => !busy && setAsking(false)} aria-labelledby="sign-out-everywhere-title" maxWidth="xs" fullWidth>
        <DialogTitle id="sign-out-everywhere-title">Sign out of all devices?</DialogTitle>
        <DialogContent>
          <DialogContentText>Every device, this one included, will have to log in again.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm} disabled={busy} aria-busy={busy}>
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </PageSection>
  );
}
