// Creates an API key for the project: a name, read-write or read-only (only
// what the maker's own role holds: a viewer makes read-only keys), and
// optionally the collections it may reach (the project's offered, a name that
// is not one of them warned about); then shows the key once.
import { useEffect, useId } from "react";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import Typography from "@mui/material/Typography";
import { API_KEY_ACCESS, holdsAllRightsOf, refusalReason, type ApiKeyAccess, type MemberGrant } from "../../../../contract/rights";
import { ApiKeyCollectionChoices } from "./api-key-collection-choices";
import { CreatedApiKey } from "./created-api-key";
import type { CreateApiKeyForm } from "./use-create-api-key";

export interface CreateApiKeyDialogProps {
  projectId: string;
  open: boolean;
  form: CreateApiKeyForm;
  /** The maker's role in the project: a key never carries more rights. Null until known. */
  makerRole?: MemberGrant | null;
  onClose: () => void;
}

const ACCESS_LABELS: Readonly<Record<ApiKeyAccess, string>> = { "read-write": "Read and write", "read-only": "Read only" };

export function CreateApiKeyDialog({ projectId, open, form, makerRole = null, onClose }: CreateApiKeyDialogProps) {
  const accessId = useId();
  const ceilingId = useId();
  const { draft, saved: created } = form;
  const mayMake = (access: ApiKeyAccess) => makerRole === null || holdsAllRightsOf(makerRole, access);
  const beyond = API_KEY_ACCESS.filter((access) => !mayMake(access));
  const firstAllowed = API_KEY_ACCESS.find(mayMake);
  const isAccessBeyond = !mayMake(draft.access);
  // A maker who may not make the draft's access starts from one they may.
  useEffect(() => {
    if (isAccessBeyond && firstAllowed !== undefined) form.change({ access: firstAllowed });
  }, [isAccessBeyond, firstAllowed, form]);
  const finish = () => {
    form.finish();
    onClose();
  };
  return (
    <DraftFormDialog
      open={open}
      title={created === null ? "Create API key" : "API key created"}
      onClose={onClose}
      submitLabel="Create key"
      busyLabel="Creating…"
      form={form}
      outcome={created !== null ? { content: <CreatedApiKey created={created} />, doneLabel: "I have copied the key", onDone: finish } : null}
    >
      <TextInput label="Name" {...form.field("name", "What uses this key, e.g. ingest-job")} required autoFocus />
      <Box>
        <FormLabel id={accessId}>Access</FormLabel>
        <RadioGroup
          row
          aria-labelledby={accessId}
          aria-describedby={beyond.length > 0 ? ceilingId : undefined}
          value={draft.access}
          onChange={(e) => form.change({ access: e.target.value as ApiKeyAccess })}
        >
          {API_KEY_ACCESS.map((access) => (
            <FormControlLabel key={access} value={access} control={<Radio />} label={ACCESS_LABELS[access]} disabled={!mayMake(access)} />
          ))}
        </RadioGroup>
        {beyond.length > 0 && makerRole !== null ? (
          <Typography id={ceilingId} variant="body2" sx={{ color: "text.secondary" }}>
            {refusalReason(makerRole, ["collection", "write"], "make keys that write")}: a key never carries more rights than its maker.
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: "grid", gap: 1 }}>
        <TextInput label="Collections" {...form.field("collections", "Names separated by commas; leave blank for every collection of the project")} />
        <ApiKeyCollectionChoices projectId={projectId} value={draft.collections} onChange={(collections) => form.change({ collections })} />
      </Box>
    </DraftFormDialog>
  );
}
