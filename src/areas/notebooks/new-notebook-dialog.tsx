// "New notebook": a name, then the empty notebook opens with one request cell.
import { navigate } from "gatsby";
import { toApiError } from "../../api-client/api-error";
import { useCreateNotebookMutation } from "../../api-client/notebooks-queries";
import { notebookPagePath } from "../../links/notebook-links";
import { NotebookNameDialog } from "./notebook-name-dialog";

const FIRST_CELL = { id: "request-1", kind: "request" as const, source: "GET collections" };

export function NewNotebookDialog({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: () => void }) {
  const create = useCreateNotebookMutation(projectId);
  return (
    <NotebookNameDialog
      open={open}
      title="New notebook"
      submitLabel="Create notebook"
      busyLabel="Creating…"
      initialName="Untitled notebook"
      isSubmitting={create.isPending}
      failure={create.error ? toApiError(create.error).message : null}
      onSubmit={async (name) => {
        try {
          const notebook = await create.mutateAsync({ name, cells: [FIRST_CELL] });
          onClose();
          void navigate(notebookPagePath(notebook.id));
        } catch {
          // Shown in the dialog.
        }
      }}
      onClose={onClose}
      onExited={() => create.reset()}
    />
  );
}
