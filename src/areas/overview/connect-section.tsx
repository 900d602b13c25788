// Always first on the Overview: where the project's data plane is, to copy
// (its REST URL and, when the service serves it, its gRPC endpoint), and the
// code that connects to it with the official Qdrant clients. Both come from
// config.json (the service's own address), so they are the same for every
// project; the API key says which project a call is for.
import { useId } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { API_KEY_VARIABLE } from "../../code-samples/client-setup";
import { useDataPlaneUrl, useGrpcEndpoint } from "../../code-samples/use-data-plane-url";
import { CopyButton } from "../../components/copy-button";
import { connectionSamples } from "../../code-samples/connection-samples";
import { CodeTabsPlaceholder, RequestCodeTabs } from "./lazy-parts";

function Endpoint({ name, address, copyLabel }: { name: string; address: string | null; copyLabel: string }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1.5, minHeight: 34 }}>
      <Typography variant="body2" sx={{ color: "text.secondary", minWidth: "5.5rem" }}>
        {name}
      </Typography>
      {address === null ? (
        <Skeleton variant="text" width="16rem" aria-hidden />
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
          <Box component="code" sx={{ fontSize: "0.9375rem", overflowWrap: "anywhere" }}>
            {address}
          </Box>
          <CopyButton text={address} label={copyLabel} />
        </Box>
      )}
    </Box>
  );
}

export function ConnectSection() {
  const titleId = useId();
  const url = useDataPlaneUrl();
  const grpc = useGrpcEndpoint();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Connect
        </Typography>
        <Box>
          <Endpoint name="REST" address={url} copyLabel="REST endpoint URL" />
          {grpc && <Endpoint name="gRPC" address={`${grpc.host}:${grpc.port}`} copyLabel="gRPC endpoint" />}
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {grpc
            ? `The endpoints speak Qdrant's REST and gRPC APIs${grpc.tls ? "" : " (gRPC without TLS)"}. `
            : "The endpoint speaks Qdrant's REST API. "}
          Put an API key of this project in the {API_KEY_VARIABLE} environment variable and connect with an official Qdrant client:
        </Typography>
        {url === null ? <CodeTabsPlaceholder /> : <RequestCodeTabs samples={connectionSamples(url, grpc)} label="Connect with an API key" />}
      </CardContent>
    </Card>
  );
}
