// The Project tab of the account settings (/account-settings/project/): the
// current project's name, and deleting it. A project that holds collections
// is deleted with them only after its name is typed; the service checks the
// same (409 otherwise), so a stale count cannot delete data unasked.
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { TextInput } from "../../../components/text-input";
import Typography from "@mui/material/Typography";
import type { ProjectSummary } from "../../../../contract/auth";
import { PROJECT_NAME_MAX_LENGTH, projectNameSchema, type Project } from "../../../../contract/projects";
import { toApiError } from "../../../api-client/api-error";
import { useDeleteProjectMutation, useProjectQuery, useRenameProjectMutation } from "../../../api-client/projects-queries";
import { queryView, type QueryView } from "../../../api-client/query-view";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { ProjectScope } from "../../../components/project-scope";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useProjects } from "../../../state/project";
import { PageSection } from "../../../components/page-section";

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
  const renameProject = useRenameProjectMutation();
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
      const renamed = await renameProject.mutateAsync({ projectId: project.id, body: { name: parsed.data } });
      toast.success(`Project renamed to ${renamed.name}`);
      setName(renamed.name);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <PageSection title="Project name" description="The name shown in the project switcher. Collections, API keys and the data plane's URL stay as they are.">
      <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ display: "grid", gap: 2 }}>
        <TextInput
          label="Project name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem !== null}
          inputProps={{ maxLength: PROJECT_NAME_MAX_LENGTH }}
          fullWidth
        />
        {problem !== null ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={!isChanged || isSaving}>
            {isSaving ? "Saving…" : "Save name"}
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}

function collectionsPhrase(count: number): string {
  return count === 1 ? "1 collection" : `${count} collections`;
}

function DeleteProjectSection({ project }: { project: ProjectSummary }) {
  const { projects } = useProjects();
  const isLastProject = projects.status === "ready" && projects.projects.length <= 1;
  // When the dialog was opened; null while it is closed.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const query = useProjectQuery(project.id, { enabled: askedAt !== null });
  // The count decides whether the name must be typed: asked afresh each time
  // the dialog opens, and only an answer to this opening counts.
  const isAnswered = askedAt !== null && !query.isFetching && Math.max(query.dataUpdatedAt, query.errorUpdatedAt) >= askedAt;
  const details: QueryView<Project | null> = isAnswered ? queryView(query) : { status: "loading" };
  const deleteProject = useDeleteProjectMutation();

  const confirm = async () => {
    const counted = details.status === "ready" ? details.data : null;
    await deleteProject.mutateAsync({ projectId: project.id, body: counted !== null && counted.collectionsCount > 0 ? { confirmName: project.name } : {} });
    toast.success(`Project ${project.name} deleted`);
  };

  let description;
  let typedConfirmation: string | undefined;
  if (details.status === "loading") {
    description = <LinearProgress aria-label="Counting the project's collections" />;
  } else if (details.status === "failed") {
    description = <ServiceErrorAlert title="The project could not be loaded" message={details.error.message} onRetry={() => void query.refetch()} />;
  } else if (details.data === null) {
    description = "This project no longer exists.";
  } else if (details.data.collectionsCount === 0) {
    description = (
      <>
        <strong>{project.name}</strong> has no collections. Its API keys stop working at once.
      </>
    );
  } else {
    typedConfirmation = project.name;
    description = (
      <>
        <strong>{project.name}</strong> holds {collectionsPhrase(details.data.collectionsCount)}. They are deleted with it, with all their points, and its API keys stop
        working at once. This cannot be undone.
      </>
    );
  }
  const isReady = details.status === "ready" && details.data !== null;

  return (
    <PageSection tone="danger" title="Delete project" description="Delete this project, its collections and its API keys.">
      <Typography variant="body2">
        {isLastProject
          ? "It is your only project: afterwards, create a new one from the project switcher to add collections again."
          : "After it is deleted, the console switches to your first remaining project."}
      </Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setAskedAt(Date.now())}>
          Delete project
        </Button>
      </Box>
      <ConfirmDeletionDialog
        open={askedAt !== null}
        title={`Delete ${project.name}?`}
        description={description}
        confirmLabel="Delete project"
        typedConfirmation={typedConfirmation}
        isConfirmable={isReady}
        onConfirm={confirm}
        onClose={() => setAskedAt(null)}
      />
    </PageSection>
  );
}
