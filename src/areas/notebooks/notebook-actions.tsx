// A notebook's actions, as a row of labelled icon buttons beside its name:
// Rename and Share (for whoever may change it; sharing is its author's),
// Duplicate (a private copy of one's own), Export as a notebook file or a
// Jupyter notebook (.ipynb), and Delete, which asks first. The file writer
// loads when an export is chosen. (Not a menu: MUI's Menu, shared with Search
// and Inference, would move into a chunk of its own and cost their first load 2 kB.)
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { navigate } from "gatsby";
import { useState } from "react";
import toast from "react-hot-toast";
import type { Notebook } from "../../../contract/notebooks";
import { toApiError } from "../../api-client/api-error";
import { useDeleteNotebookMutation, useDuplicateNotebookMutation } from "../../api-client/notebooks-queries";
import { useSignedInUserIdQuery } from "../../api-client/signed-in-user-queries";
import { ConfirmDeletionDialog } from "../../components/confirm-deletion-dialog";
import { downloadTextFile } from "../../components/download-text-file";
import { Icon } from "../../icons/icon";
import { areaRoute } from "../../links/area-route";
import { notebookPagePath } from "../../links/notebook-links";
import { NotebookNameDialog } from "./notebook-name-dialog";
import { ExportDialog, type ExportFormat } from "./export-dialog";
import { ShareDialog } from "./share-dialog";
import type { NotebookDraft } from "./use-notebook-draft";
import { useNotebookRights } from "./use-notebook-rights";

type Dialog = "rename" | "duplicate" | "share" | "export" | "delete" | null;

/** A file name from the notebook's name: letters, digits, spaces, dashes and underscores kept. */
function fileNameOf(name: string, extension: string): string {
  const base = name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "notebook";
  return `${base}.${extension}`;
}

export function NotebookActions({ projectId, notebook, draft }: { projectId: string; notebook: Notebook; draft: NotebookDraft }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [renameFailure, setRenameFailure] = useState<string | null>(null);
  const [isRenaming, setIsRenaming] = useState(false);
  const userId = useSignedInUserIdQuery().data ?? null;
  const rights = useNotebookRights();
  const duplicate = useDuplicateNotebookMutation(projectId, notebook.id);
  const remove = useDeleteNotebookMutation(projectId);
  const isAuthor = userId !== null && notebook.createdBy === userId;
  const canChange = notebook.canEdit && draft.saveState.kind !== "conflict";

  const exportAs = async (format: ExportFormat) => {
    setDialog(null);
    const { toIpynb, toNotebookFile } = await import(/* webpackChunkName: "notebook-file" */ "./cells/notebook-file");
    const content = { name: notebook.name, cells: [...draft.cells] };
    if (format === "ipynb") downloadTextFile(fileNameOf(notebook.name, "ipynb"), toIpynb(content), "application/x-ipynb+json");
    else downloadTextFile(fileNameOf(notebook.name, "notebook.json"), toNotebookFile(content), "application/json");
  };

  const action = (label: string, icon: `tabler:${string}`, onClick: () => void, color?: "error") => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} color={color}>
        <Icon icon={icon} />
      </IconButton>
    </Tooltip>
  );

  return (
    <>
      <Box role="toolbar" aria-label="Notebook actions" sx={{ display: "flex", alignItems: "center" }}>
        {canChange ? action("Rename", "tabler:pencil", () => setDialog("rename")) : null}
        {rights.canCreate ? action("Duplicate", "tabler:copy", () => setDialog("duplicate")) : null}
        {isAuthor && canChange ? action("Share", "tabler:share", () => setDialog("share")) : null}
        {action("Export", "tabler:download", () => setDialog("export"))}
        {isAuthor || notebook.canEdit ? action("Delete notebook", "tabler:trash", () => setDialog("delete"), "error") : null}
      </Box>
      <ExportDialog open={dialog === "export"} onExport={(format) => void exportAs(format)} onClose={() => setDialog(null)} />
      <NotebookNameDialog
        open={dialog === "rename"}
        title="Rename notebook"
        submitLabel="Rename"
        busyLabel="Renaming…"
        initialName={notebook.name}
        isSubmitting={isRenaming}
        failure={renameFailure}
        onSubmit={async (name) => {
          setIsRenaming(true);
          setRenameFailure(null);
          try {
            await draft.saveSettings({ name });
            setDialog(null);
          } catch (error) {
            setRenameFailure(toApiError(error).message);
          } finally {
            setIsRenaming(false);
          }
        }}
        onClose={() => setDialog(null)}
        onExited={() => setRenameFailure(null)}
      />
      <NotebookNameDialog
        open={dialog === "duplicate"}
        title="Duplicate notebook"
        submitLabel="Duplicate"
        busyLabel="Duplicating…"
        initialName={`${notebook.name} (copy)`.slice(0, 100)}
        isSubmitting={duplicate.isPending}
        failure={duplicate.error ? toApiError(duplicate.error).message : null}
        onSubmit={async (name) => {
          try {
            const copy = await duplicate.mutateAsync({ name });
            setDialog(null);
            toast.success(`"${copy.name}" is yours to change`);
            void navigate(notebookPagePath(copy.id));
          } catch {
            // Shown in the dialog.
          }
        }}
        onClose={() => setDialog(null)}
        onExited={() => duplicate.reset()}
      />
      <ShareDialog open={dialog === "share"} sharing={notebook.sharing} onSave={(sharing) => draft.saveSettings({ sharing })} onClose={() => setDialog(null)} />
      <ConfirmDeletionDialog
        open={dialog === "delete"}
        title={`Delete "${notebook.name}"?`}
        description="The notebook, its cells and its run history are deleted for everyone it is shared with. This cannot be undone."
        confirmLabel="Delete notebook"
        onConfirm={async () => {
          await remove.mutateAsync(notebook.id);
          toast.success(`"${notebook.name}" is deleted`);
          void navigate(areaRoute("notebooks"));
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
