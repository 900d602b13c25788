// The Project tab of the account settings (/account-settings/project/): the
// current project's name, and deleting it. A project that holds collections
// is deleted with them only after its name is typed; the service checks the
// same (409 otherwise), so a stale count cannot delete data unasked.
import { useCallback, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ProjectSummary } from "../../../../contract/auth";
import { PROJECT_NAME_MAX_LENGTH, projectNameSchema, type Project } from "../../../../contract/projects";
import { toApiError } from "../../../api-client/api-error";
import { deleteProject, listProjects, renameProject } from "../../../api-client/projects";
import { useServiceQuery } from "../../../api-client/use-service-query";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { ProjectScope } from "../../../components/project-scope";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useProjects } from "../../../state/project";
import { SettingsSection } from "../settings-section";

export function ProjectSettings() {
  return (
    <Box sx={{ display: "grid", gap: 3, maxWidth: "48rem" }}>
      <ProjectScope>
        {(project) => (
          <>
            <ProjectNameSection project={project} />
            <DeleteProjectSection project={project} />
          </>
        )}
      </ProjectScope>
    </Box>
  );
}

function ProjectNameSection({ project }: { project: ProjectSummary }) {
  const { reloadProjects } = useProjects();
  const [name, setName] = useState(project.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isChanged = name.trim() !== project.name;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Enter a name for the project");
    setIsSaving(true);
    setProblem(null);
    try {
      const renamed = await renameProject(project.id, { name: parsed.data });
      toast.success(`Project renamed to ${renamed.name}`);
      setName(renamed.name);
      reloadProjects();
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <SettingsSection title="Project name" description="The name shown in the project switcher. Collections, API keys and the data plane's URL stay as they are.">
      <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ display: "grid", gap: 2 }}>
        <TextField
          label="Project name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem !== null}
          slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
          fullWidth
        />
        {problem !== null ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={!isChanged || isSaving}>
            {isSaving ? "Saving…" : "Save name"}
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}

function collectionsPhrase(count: number): string {
  return count === 1 ? "1 collection" : `${count} collections`;
}

function DeleteProjectSection({ project }: { project: ProjectSummary }) {
  const { projects, reloadProjects } = useProjects();
  const isLastProject = projects.status === "ready" && projects.projects.length <= 1;
  const [isAsking, setIsAsking] = useState(false);
  // The count decides whether the name must be typed: asked afresh each time the dialog opens.
  const load = useCallback(async (): Promise<Project | null> => (await listProjects()).find((candidate) => candidate.id === project.id) ?? null, [project.id]);
  const details = useServiceQuery(isAsking ? `project ${project.id}` : null, load);

  const confirm = async () => {
    const counted = details.state.status === "ready" ? details.state.data : null;
    await deleteProject(project.id, counted !== null && counted.collectionsCount > 0 ? { confirmName: project.name } : {});
    toast.success(`Project ${project.name} deleted`);
    reloadProjects();
  };

  let description;
  let typedConfirmation: string | undefined;
  if (details.state.status === "loading") {
    description = <LinearProgress aria-label="Counting the project's collections" />;
  } else if (details.state.status === "failed") {
    description = <ServiceErrorAlert title="The project could not be loaded" message={details.state.error.message} onRetry={details.retry} />;
  } else if (details.state.data === null) {
    description = "This project no longer exists.";
  } else if (details.state.data.collectionsCount === 0) {
    description = (
      <>
        <strong>{project.name}</strong> has no collections. Its API keys stop working at once.
      </>
    );
  } else {
    typedConfirmation = project.name;
    description = (
      <>
        <strong>{project.name}</strong> holds {collectionsPhrase(details.state.data.collectionsCount)}. They are deleted with it, with all their points, and its API keys stop
        working at once. This cannot be undone.
      </>
    );
  }
  const isReady = details.state.status === "ready" && details.state.data !== null;

  return (
    <SettingsSection tone="danger" title="Delete project" description="Delete this project, its collections and its API keys.">
      <Typography variant="body2">
        {isLastProject
          ? "It is your only project: afterwards, create a new one from the project switcher to add collections again."
          : "After it is deleted, the console switches to your first remaining project."}
      </Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setIsAsking(true)}>
          Delete project
        </Button>
      </Box>
      <ConfirmDeletionDialog
        open={isAsking}
        title={`Delete ${project.name}?`}
        description={description}
        confirmLabel="Delete project"
        typedConfirmation={typedConfirmation}
        isConfirmable={isReady}
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
      />
    </SettingsSection>
  );
}
