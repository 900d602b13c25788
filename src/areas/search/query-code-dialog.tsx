// "Show code": the query as it stands, in curl, JavaScript and Python.
import { useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { querySamples } from "../../code-samples/query-samples";
import { useDataPlaneUrl } from "../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../components/request-code-tabs";
import type { SearchRequest } from "./query/query-draft";

export interface QueryCodeDialogProps {
  collection: string;
  request: SearchRequest | null;
  onClose: () => void;
}

export function QueryCodeDialog({ collection, request, onClose }: QueryCodeDialogProps) {
  const titleId = useId();
  const url = useDataPlaneUrl();
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Query as code</DialogTitle>
      <DialogContent>
        {request !== null && url !== null ? <RequestCodeTabs samples={querySamples(url, collection, request)} label="Query as code" /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
