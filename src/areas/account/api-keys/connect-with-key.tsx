// How a program reaches this project's collections: the service's URL (and its
// gRPC endpoint) and an API key, with the official Qdrant clients.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { API_KEY_VARIABLE } from "../../../code-samples/client-setup";
import { connectionSamples } from "../../../code-samples/connection-samples";
import { useDataPlaneUrl, useGrpcEndpoint } from "../../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../../components/request-code-tabs";

export function ConnectWithKey() {
  const url = useDataPlaneUrl();
  const grpc = useGrpcEndpoint();
  if (url === null) return null;
  const samples = connectionSamples(url, grpc);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The service speaks Qdrant&apos;s REST API at <code>{url}</code>
        {grpc && (
          <>
            {" "}
            and its gRPC API at <code>{`${grpc.host}:${grpc.port}`}</code>
          </>
        )}
        . Put a key in the {API_KEY_VARIABLE} environment variable and connect:
      </Typography>
      <RequestCodeTabs samples={samples} label="Connect with an API key" />
    </Box>
  );
}
