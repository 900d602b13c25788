// A new key in full, this once: copy it now, it cannot be shown again.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { CreateApiKeyResponse } from "../../../../contract/api-keys";
import { CopyButton } from "../../../components/copy-button";

export function CreatedApiKey({ created }: { created: CreateApiKeyResponse }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Alert severity="warning">
        Copy this key now and keep it somewhere safe. It will not be shown again: the service keeps only a hash of it.
      </Alert>
      <div>
        <Typography variant="subtitle2" component="h3">
          {created.apiKey.name} ({created.apiKey.access})
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1 }}>
          <Box component="code" aria-label="New API key" sx={{ flex: 1, fontFamily: "monospace", wordBreak: "break-all" }}>
            {created.key}
          </Box>
          <CopyButton text={created.key} label="API key" />
        </Box>
      </div>
    </Box>
  );
}
