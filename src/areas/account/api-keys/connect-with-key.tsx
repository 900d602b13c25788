// How a program reaches this project's collections: the service's URL and an
// API key, with the official Qdrant clients.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { API_KEY_VARIABLE, javascriptClientSetup, pythonClientSetup } from "../../../code-samples/client-setup";
import { toCurl } from "../../../code-samples/curl-request";
import { useDataPlaneUrl } from "../../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../../components/request-code-tabs";

export function ConnectWithKey() {
  const url = useDataPlaneUrl();
  if (url === null) return null;
  const samples = {
    curl: toCurl(url, { method: "GET", path: "/collections" }),
    javascript: `${javascriptClientSetup(url)}\n\nconsole.log(await client.getCollections());`,
    python: `${pythonClientSetup(url)}\n\nprint(client.get_collections())`,
  };
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The service speaks Qdrant&apos;s REST API at <code>{url}</code>. Put a key in the {API_KEY_VARIABLE} environment variable and connect:
      </Typography>
      <RequestCodeTabs samples={samples} label="Connect with an API key" />
    </Box>
  );
}
