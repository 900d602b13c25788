// Creates a collection: name, its vectors (one unnamed vector's dimension and
// distance, or named vectors, with the sizes the project's models make),
// payload indexes, and the same request as code to copy.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { createCollectionSamples } from "../../../code-samples/collection-samples";
import { useDataPlaneUrl, useGrpcEndpoint } from "../../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../../components/request-code-tabs";
import { toSampleRequest } from "./collection-draft";
import { CollectionVectorsFields } from "./collection-vectors-fields";
import { PayloadIndexFields } from "./payload-index-fields";
import { useCreateCollection } from "./use-create-collection";
import { useModelSizes } from "./use-model-sizes";

export interface CreateCollectionDialogProps {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (name: string) => void;
}

export function CreateCollectionDialog({ projectId, open, onClose, onCreated }: CreateCollectionDialogProps) {
  const titleId = useId();
  const form = useCreateCollection(projectId, onCreated);
  const { draft, errors, change } = form;
  const url = useDataPlaneUrl();
  const grpc = useGrpcEndpoint();
  const sample = toSampleRequest(draft);
  const modelSizes = useModelSizes(projectId);

  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Create collection</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
          sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2, pt: 1 }}
        >
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
            error={errors.name !== undefined}
            helperText={errors.name ?? "Up to 255 characters, without / \\ < > : \" | ? *"}
            autoFocus
            required
            slotProps={{ htmlInput: { spellCheck: false, maxLength: 300 } }}
          />
          <CollectionVectorsFields draft={draft} errors={errors} onChange={change} modelSizes={modelSizes} />
          <PayloadIndexFields indexes={draft.indexes} errors={errors.indexes} onChange={(indexes) => change({ indexes })} />
          {form.failure !== null ? <Alert severity="error">{form.failure}</Alert> : null}
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              The same request as code
            </Typography>
            {url !== null ? <RequestCodeTabs samples={createCollectionSamples(url, sample, grpc)} label="Create collection as code" /> : null}
          </div>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? "Creating…" : "Create collection"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
