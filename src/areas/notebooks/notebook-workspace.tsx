// One notebook open (/ai-hub/notebooks/<id>): loaded, then edited and run in
// NotebookView. A chunk of its own (notebooks-page.tsx); its editor is
// another, asked for as soon as this one is here.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { Link as GatsbyLink } from "gatsby";
import { useEffect, useState } from "react";
import { toApiError } from "../../api-client/api-error";
import { useNotebookQuery } from "../../api-client/notebooks-queries";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { areaRoute } from "../../links/area-route";
import { preloadCellEditor } from "./notebook-cell";
import { NotebookView } from "./notebook-view";

export function NotebookWorkspace({ projectId, notebookId }: { projectId: string; notebookId: string }) {
  const query = useNotebookQuery(projectId, notebookId);
  // A reload (after a conflict) opens the notebook afresh: the view and its draft start again from the service's copy.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    void preloadCellEditor();
  }, []);

  if (query.isPending) return <LinearProgress aria-label="Loading the notebook" />;
  if (query.isError) {
    const error = toApiError(query.error);
    if (error.status === 404) {
      return (
        <Alert
          severity="warning"
          action={
            <Button component={GatsbyLink} to={areaRoute("notebooks")} color="inherit" size="small">
              All notebooks
            </Button>
          }
        >
          This notebook does not exist, or it is not shared with you.
        </Alert>
      );
    }
    return <ServiceErrorAlert title="The notebook could not be loaded" message={error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <NotebookView
      key={`${query.data.id}-${opened}`}
      projectId={projectId}
      notebook={query.data}
      onReload={async () => {
        await query.refetch();
        setOpened((count) => count + 1);
      }}
    />
  );
}
