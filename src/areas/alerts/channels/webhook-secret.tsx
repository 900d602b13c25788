// A webhook's signing secret in full, this once (after the channel is created
// or its secret rotated): copy it now, the service shows only its last four
// characters from then on. It says how deliveries are signed, so that the
// receiver can check them.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_SIGNATURE_PREFIX, WEBHOOK_TIMESTAMP_HEADER } from "../../../../contract/alerts";
import { CopyButton } from "../../../components/copy-button";

export function WebhookSecret({ channelName, secret }: { channelName: string; secret: string }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Alert severity="warning">Copy this secret now and keep it with the receiver. It will not be shown again: the console shows only its last four characters from now on.</Alert>
      <div>
        <Typography variant="subtitle2" component="h3">
          Signing secret of {channelName}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1 }}>
          <Box component="code" aria-label="Webhook secret" sx={{ flex: 1, fontFamily: "monospace", wordBreak: "break-all" }}>
            {secret}
          </Box>
          <CopyButton text={secret} label="Webhook secret" />
        </Box>
      </div>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Every delivery carries <code>{WEBHOOK_TIMESTAMP_HEADER}</code> (seconds) and <code>{WEBHOOK_SIGNATURE_HEADER}</code>: <code>{WEBHOOK_SIGNATURE_PREFIX}</code> and the hex
        HMAC-SHA256 of <code>{"<timestamp>.<body>"}</code> with this secret.
      </Typography>
    </Box>
  );
}
