// Shown when an auth form is submitted before the identity service exists:
// the honest answer, instead of pretending the user was signed in.
import Alert from "@mui/material/Alert";

export function IdentityPendingNotice({ action }: { action: "Sign-in" | "Sign-up" | "Password reset" }) {
  return <Alert severity="info">{action} is not available yet: the identity service arrives with the next release.</Alert>;
}
