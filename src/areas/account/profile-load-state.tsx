// What a settings block shows while the profile loads or when it could not be
// loaded: progress, or the service's message with a retry.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import type { ProfileState } from "./use-identity-profile";

export function ProfileLoadState({ state, onRetry }: { state: Exclude<ProfileState, { status: "ready" }>; onRetry: () => void }) {
  if (state.status === "loading") return <LinearProgress aria-label="Loading your account" />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Your account could not be loaded: {state.message}
    </Alert>
  );
}
