// DeleteUser, after the user types their e-mail address: the account cannot
// be recovered, so a slip of the mouse must not be enough. The service deletes
// the user's organisation and its data first (DELETE /api/auth/me): the user
// pool, which may be AWS Cognito, knows nothing of it. If that fails, the
// account stays as it was.
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { TextInput } from "../../components/text-input";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import { endSession } from "../../session/end-session";
import { deleteUser } from "../../identity/identity-client";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { LOGIN_PATH } from "../../console-routes";
import { PageSection } from "../../components/page-section";

export function DeleteAccountSection({ email }: { email: string | null }) {
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState("");
  const { busy, run } = useIdentityAction("account");
  const matches = email !== null && typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    if (busy) return;
    setAsking(false);
    setTyped("");
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) return;
    void run(async () => {
      // Loaded on demand, so that axios stays out of the first load.
      const { deleteAccountData } = await import(/* webpackChunkName: "api-auth" */ "../../api-client/auth");
      await deleteAccountData();
      await deleteUser();
      await endSession();
      toast.success("Your account has been deleted");
      await navigate(LOGIN_PATH);
    });
  };

  return (
    <PageSection tone="danger" title="Delete account" description="Delete your account, your organisation and all its data, and sign out. This cannot be undone.">
      <Box>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={email === null}>
          Delete account
        </Button>
      </Box>
      <Dialog open={asking} onClose={close} aria-labelledby="delete-account-title" maxWidth="xs" fullWidth>
        <Box component="form" noValidate onSubmit={confirm}>
          <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
          <DialogContent sx={{ display: "grid", gap: 2 }}>
            <DialogContentText>
              Type <strong>{email}</strong> to confirm. Your account is deleted at once and cannot be recovered, with your organisation, its
              projects, collections and API keys.
            </DialogContentText>
            <TextInput
              label="Your e-mail address"
              name="confirmEmail"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy={busy} disabled={!matches} fullWidth={false} size="medium" color="error">
              Delete account
            </SubmitButton>
          </DialogActions>
        </Box>
      </Dialog>
    </PageSection>
  );
}
