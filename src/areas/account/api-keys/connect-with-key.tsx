// How a program reaches this project's collections: the service's URL and an
// API key, with the official Qdrant clients.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { API_KEY_VARIABLE } from "../../../code-samples/client-setup";
import { connectionSamples } from "../../../code-samples/connection-samples";
import { useDataPlaneUrl } from "../../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../../components/request-code-tabs";

export function ConnectWithKey() {
  const url = useDataPlaneUrl();
  if (url === null) return null;
  const samples = connectionSamples(url);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The service speaks Qdrant&apos;s REST API at <code>{url}</code>. Put a key in the {API_KEY_VARIABLE} environment variable and connect:
      </Typography>
      <RequestCodeTabs samples={samples} label="Connect with an API key" />
    </Box>
  );
}
