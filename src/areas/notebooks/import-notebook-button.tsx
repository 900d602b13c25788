// "Import": a notebook file exported from this console (JSON) or a Jupyter
// notebook (.ipynb) becomes a new notebook of the user's, which opens. The
// file's reader (with its schema) loads when a file is chosen.
import Button from "@mui/material/Button";
import { navigate } from "gatsby";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { toApiError } from "../../api-client/api-error";
import { useCreateNotebookMutation } from "../../api-client/notebooks-queries";
import { Icon } from "../../icons/icon";
import { notebookPagePath } from "../../links/notebook-links";

export function ImportNotebookButton({ projectId }: { projectId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateNotebookMutation(projectId);
  const [isReading, setIsReading] = useState(false);

  const importFile = async (file: File) => {
    setIsReading(true);
    try {
      const { parseNotebookFile } = await import(/* webpackChunkName: "notebook-file" */ "./cells/notebook-file");
      const parsed = parseNotebookFile(await file.text(), file.name);
      if (!parsed.ok) {
        toast.error(parsed.message);
        return;
      }
      const notebook = await create.mutateAsync({ name: parsed.name, cells: parsed.cells });
      toast.success(`Imported "${notebook.name}"`);
      void navigate(notebookPagePath(notebook.id));
    } catch (error) {
      toast.error(`The notebook could not be imported: ${toApiError(error).message}`);
    } finally {
      setIsReading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<Icon icon="tabler:file-import" />} onClick={() => input.current?.click()} disabled={isReading}>
        {isReading ? "Importing…" : "Import"}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,.ipynb,application/json"
        aria-label="Notebook file to import"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
