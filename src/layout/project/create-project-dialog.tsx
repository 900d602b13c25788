// Creates a project and makes it the current one, in a region the service
// offers (the first unless another is chosen; the choice shows only where
// there is one). The name stays typed when the service refuses it, with the
// service's message (a tier's limit on projects or regions among them).
import { useId, useState } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { ChoiceSelect } from "../../components/choice-select";
import { TextInput } from "../../components/text-input";
import type { BillingSummary } from "../../../contract/billing";
import type { Project } from "../../../contract/projects";
import { useBillingSummaryQuery } from "../../api-client/billing-queries";
import { useCreateProjectMutation } from "../../api-client/projects-queries";

const MAX_NAME_LENGTH = 100;

export function CreateProjectDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (project: Project) => void }) {
  const titleId = useId();
  const createProject = useCreateProjectMutation();
  const summary = useBillingSummaryQuery(open).data;
  const [name, setName] = useState("");
  const [region, setRegion] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === "") return setProblem("Enter a name for the project");
    if (trimmed.length > MAX_NAME_LENGTH) return setProblem(`At most ${MAX_NAME_LENGTH} characters`);
    setIsSubmitting(true);
    setProblem(null);
    try {
      const project = await createProject.mutateAsync(region === null ? { name: trimmed } : { name: trimmed, region });
      toast.success(`Project ${project.name} created`);
      setName("");
      setRegion(null);
      onCreated(project);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>New project</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <DialogContentText>A project holds its own collections and API keys.</DialogContentText>
        <TextInput
          label="Project name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void submit();
          }}
          autoFocus
          fullWidth
        />
        {summary && summary.regions.available.length > 1 ? <RegionChoice summary={summary} value={region ?? summary.regions.available[0] ?? ""} onChange={setRegion} /> : null}
        {problem !== null ? <Alert severity="error">{problem}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isSubmitting}>
          {isSubmitting ? "Creating…" : "Create project"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "eu-west (in use)": the regions the organisation's projects use already count once toward the tier's. */
function RegionChoice({ summary, value, onChange }: { summary: BillingSummary; value: string; onChange: (region: string) => void }) {
  const { available, used } = summary.regions;
  const allowance = summary.allowances.find((entry) => entry.kind === "regions");
  const helperText = allowance
    ? `The ${summary.tier.name} tier allows projects in ${allowance.limit} ${allowance.limit === 1 ? "region" : "regions"}; your projects use ${used.length}.`
    : undefined;
  return (
    <ChoiceSelect
      label="Region"
      value={value}
      choices={available.map((name) => ({ value: name, label: used.includes(name) ? `${name} (in use)` : name }))}
      onChange={onChange}
      helperText={helperText}
    />
  );
}
