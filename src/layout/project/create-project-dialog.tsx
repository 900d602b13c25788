// Creates a project and makes it the current one. The name stays typed when
// the service refuses it, with the service's message.
import { useId, useState } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { TextInput } from "../../components/text-input";
import type { Project } from "../../../contract/projects";
import { useCreateProjectMutation } from "../../api-client/projects-queries";

const MAX_NAME_LENGTH = 100;

export function CreateProjectDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (project: Project) => void }) {
  const titleId = useId();
  const createProject = useCreateProjectMutation();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === "") return setProblem("Enter a name for the project");
    if (trimmed.length > MAX_NAME_LENGTH) return setProblem(`At most ${MAX_NAME_LENGTH} characters`);
    setIsSubmitting(true);
    setProblem(null);
    try {
      const project = await createProject.mutateAsync({ name: trimmed });
      toast.success(`Project ${project.name} created`);
      setName("");
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
