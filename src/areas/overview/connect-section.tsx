// Always first on the Overview: where the project's data plane is, to copy,
// and the code that connects to it with the official Qdrant clients. The URL
// comes from config.json (the service's own address), so it is the same for
// every project; the API key says which project a call is for.
import { useId } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { API_KEY_VARIABLE } from "../../code-samples/client-setup";
import { useDataPlaneUrl } from "../../code-samples/use-data-plane-url";
import { CopyButton } from "../../components/copy-button";
import { connectionSamples } from "../../code-samples/connection-samples";
import { CodeTabsPlaceholder, RequestCodeTabs } from "./lazy-parts";

function EndpointUrl({ url }: { url: string | null }) {
  if (url === null) return <Skeleton variant="text" width="16rem" aria-hidden />;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
      <Box component="code" sx={{ fontSize: "0.9375rem", overflowWrap: "anywhere" }}>
        {url}
      </Box>
      <CopyButton text={url} label="endpoint URL" />
    </Box>
  );
}

export function ConnectSection() {
  const titleId = useId();
  const url = useDataPlaneUrl();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Connect
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1.5, minHeight: 34 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Endpoint
          </Typography>
          <EndpointUrl url={url} />
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          The endpoint speaks Qdrant&apos;s REST API. Put an API key of this project in the {API_KEY_VARIABLE} environment variable and connect with an
          official Qdrant client:
        </Typography>
        {url === null ? <CodeTabsPlaceholder /> : <RequestCodeTabs samples={connectionSamples(url)} label="Connect with an API key" />}
      </CardContent>
    </Card>
  );
}
