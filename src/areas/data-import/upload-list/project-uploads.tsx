// The project's uploads, to see what it keeps against its plan's bounds and to
// delete files: finished ones, and unfinished ones started in another browser
// or by another member. Loading, failed with a retry, empty, or the table
// under a total; each Delete asks first, and a refusal (a file an import is
// reading: 409) stays in the dialog. The list is asked for again after an
// upload finishes or is refused (use-file-upload.ts) and after a delete.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import toast from "react-hot-toast";
import type { UploadSummary } from "../../../../contract/uploads";
import { useImportsQuery } from "../../../api-client/imports-queries";
import { queryView } from "../../../api-client/query-view";
import { useDeleteUploadMutation, useUploadsQuery } from "../../../api-client/uploads-queries";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import { formatBytes } from "../import-figures";
import { ConfirmDeletionDialog } from "../lazy-parts";
import { importsByUpload, uploadName, uploadsTotalText } from "./upload-figures";
import { UploadTable } from "./upload-table";

/** The list's heading, focused from a refusal's "Show the project's uploads" and after a delete. */
export const PROJECT_UPLOADS_HEADING_ID = "project-uploads";

export interface ProjectUploadsProps {
  projectId: string;
  /** After the service deleted an upload (the page may be showing that file's import steps). */
  onDeleted?: (uploadId: string) => void;
}

function deletionWarning(upload: UploadSummary | null): string {
  if (upload === null) return "";
  const name = uploadName(upload);
  if (upload.state === "uploading") {
    return `The ${formatBytes(upload.offset)} of ${name} received so far are deleted from the project for good, and its upload cannot be resumed.`;
  }
  return `${name} (${formatBytes(upload.size ?? upload.offset)}) is deleted from the project for good. The points imports wrote from it stay; to import it again, upload it again.`;
}

export function ProjectUploads({ projectId, onDeleted }: ProjectUploadsProps) {
  const summaryId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useUploadsQuery(projectId);
  const view = queryView(query);
  const imports = useImportsQuery(projectId);
  const importsOf = useMemo(() => (imports.data === undefined ? null : importsByUpload(imports.data)), [imports.data]);
  const deleteUpload = useDeleteUploadMutation(projectId);
  const [deletion, setDeletion] = useState<{ upload: UploadSummary; isOpen: boolean } | null>(null);
  const isDeletionOpen = deletion?.isOpen ?? false;
  const hasOpenedDeletion = useHasBeenTrue(isDeletionOpen);
  // The row's Delete button is gone with the row: focus goes to the list rather than to the page's start.
  const hasDeleted = useRef(false);
  useEffect(() => {
    if (isDeletionOpen || !hasDeleted.current) return;
    hasDeleted.current = false;
    heading.current?.focus();
  }, [isDeletionOpen]);

  let content;
  if (view.status === "loading") content = <LinearProgress aria-label="Loading uploads" />;
  else if (view.status === "failed") content = <ServiceErrorAlert title="The uploads could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  else if (view.data.length === 0) {
    content = (
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          No uploads yet
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Files uploaded to this project are kept here for imports, and count against its plan, until you delete them.
        </Typography>
      </Box>
    );
  } else {
    content = (
      <>
        <Typography id={summaryId} variant="body2" sx={{ color: "text.secondary" }}>
          {uploadsTotalText(view.data)}
        </Typography>
        <UploadTable uploads={view.data} importsOf={importsOf} describedBy={summaryId} onDelete={(upload) => setDeletion({ upload, isOpen: true })} />
      </>
    );
  }

  const target = deletion?.upload ?? null;
  return (
    <Box component="section" aria-labelledby={PROJECT_UPLOADS_HEADING_ID} sx={{ display: "grid", gap: 2 }}>
      <Typography ref={heading} id={PROJECT_UPLOADS_HEADING_ID} tabIndex={-1} variant="h6" component="h2">
        Uploads
      </Typography>
      {content}
      {hasOpenedDeletion ? (
        <ConfirmDeletionDialog
          open={isDeletionOpen}
          title={target === null ? "Delete upload" : `Delete ${uploadName(target)}`}
          description={deletionWarning(target)}
          confirmLabel="Delete upload"
          onConfirm={async () => {
            if (target === null) return;
            await deleteUpload.mutateAsync(target.id);
            hasDeleted.current = true;
            toast.success(`${uploadName(target)} deleted`);
            onDeleted?.(target.id);
          }}
          onClose={() => setDeletion((current) => (current === null ? null : { ...current, isOpen: false }))}
        />
      ) : null}
    </Box>
  );
}
