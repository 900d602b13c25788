// Creates an API key for the project: a name, read-write or read-only, and
// optionally the collections it may reach; then shows the key once.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { TextInput } from "../../../components/text-input";
import type { ApiKeyAccess } from "../../../../contract/api-keys";
import { CreatedApiKey } from "./created-api-key";
import type { CreateApiKeyForm } from "./use-create-api-key";

export function CreateApiKeyDialog({ open, form, onClose }: { open: boolean; form: CreateApiKeyForm; onClose: () => void }) {
  const titleId = useId();
  const { draft, errors, created } = form;
  const close = () => {
    if (form.isSubmitting) return;
    if (created !== null) form.finish();
    onClose();
  };
  return (
    <Dialog open={open} onClose={created !== null ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{created === null ? "Create API key" : "API key created"}</DialogTitle>
      <DialogContent>
        {created !== null ? (
          <CreatedApiKey created={created} />
        ) : (
          <Box
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
            sx={{ display: "grid", gap: 2, pt: 1 }}
          >
            <TextInput label="Name" value={draft.name} onChange={(e) => form.change({ name: e.target.value })} error={errors.name !== undefined} helperText={errors.name ?? "What uses this key, e.g. ingest-job"} required autoFocus />
            <Box>
              <FormLabel id={`${titleId}-access`}>Access</FormLabel>
              <RadioGroup row aria-labelledby={`${titleId}-access`} value={draft.access} onChange={(e) => form.change({ access: e.target.value as ApiKeyAccess })}>
                <FormControlLabel value="read-write" control={<Radio />} label="Read and write" />
                <FormControlLabel value="read-only" control={<Radio />} label="Read only" />
              </RadioGroup>
            </Box>
            <TextInput
              label="Collections"
              value={draft.collections}
              onChange={(e) => form.change({ collections: e.target.value })}
              error={errors.collections !== undefined}
              helperText={errors.collections ?? "Names separated by commas; leave blank for every collection of the project"}
            />
            {form.failure !== null ? <Alert severity="error">{form.failure}</Alert> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {created !== null ? (
          <Button variant="contained" onClick={close}>
            I have copied the key
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={form.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? "Creating…" : "Create key"}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
