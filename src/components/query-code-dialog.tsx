// "Show code": a query (POST /collections/{name}/points/query, or .../groups)
// as it stands, in curl, JavaScript and Python, and in Go and Rust (gRPC)
// where the service serves gRPC. Search and Discovery and the
// Inference page's semantic search load it with the code-samples chunk.
import { useId } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { querySamples } from "../code-samples/query-samples";
import { useDataPlaneUrl, useGrpcEndpoint } from "../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "./request-code-tabs";

export interface QueryCodeDialogProps {
  collection: string;
  request: Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"] | null;
  onClose: () => void;
}

export function QueryCodeDialog({ collection, request, onClose }: QueryCodeDialogProps) {
  const titleId = useId();
  const url = useDataPlaneUrl();
  const grpc = useGrpcEndpoint();
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Query as code</DialogTitle>
      <DialogContent>
        {request !== null && url !== null ? <RequestCodeTabs samples={querySamples(url, collection, request, grpc)} label="Query as code" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
