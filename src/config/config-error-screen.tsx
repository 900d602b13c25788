// The full-page answer to a console that cannot read its settings: what is
// wrong, in the identity library's own words where it applies, and what an
// operator should check. An unreachable config.json may be a passing network
// fault, so that case offers a retry.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Icon } from "../icons/icon";
import type { ConsoleConfigError } from "./console-config-check";

const WHAT_TO_CHECK = {
  unreachable: [
    "config.json is served beside index.html (the service serves it at /config.json).",
    "The network connection to this site works.",
  ],
  invalid: [
    "identity.userPoolId looks like <region>_<id> (at most 55 characters) and identity.clientId is set.",
    "identity.endpoint is the identity service's URL, or left out for AWS Cognito.",
    "identity.authFlow is USER_SRP_AUTH or USER_PASSWORD_AUTH, and apiBaseUrl is set.",
  ],
} as const;

export function ConfigErrorScreen({ error, onRetry }: { error: ConsoleConfigError; onRetry: () => void }) {
  return (
    <Box
      component="section"
      role="alert"
      aria-labelledby="config-error-title"
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 3 }}
    >
      <Box sx={{ maxWidth: "36rem", display: "grid", gap: 2 }}>
        <Box sx={{ color: "error.main", display: "flex" }}>
          <Icon icon="tabler:settings-exclamation" fontSize="3rem" />
        </Box>
        <Typography id="config-error-title" variant="h5" component="h1">
          The console is not configured
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{error.message}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Please check:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, color: "text.secondary" }}>
          {WHAT_TO_CHECK[error.fault].map((item) => (
            <Typography component="li" variant="body2" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
        {error.fault === "unreachable" ? (
          <Box>
            <Button variant="contained" onClick={onRetry} startIcon={<Icon icon="tabler:refresh" />}>
              Retry
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
