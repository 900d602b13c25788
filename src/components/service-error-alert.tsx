// A request the service refused or could not answer: what failed, the
// service's own message, and a way to try again where that makes sense.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";

export interface ServiceErrorAlertProps {
  /** What could not be done ("The collections could not be loaded"). */
  title: string;
  message: string;
  onRetry?: () => void;
}

export function ServiceErrorAlert({ title, message, onRetry }: ServiceErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
