// The project's notebooks the user may read (theirs and those shared with the
// project), most recently changed first: name, who may see it, cells, when it
// changed. "New notebook" and "Import" (a notebook file or a Jupyter .ipynb)
// for those whose role writes notebooks.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link as GatsbyLink } from "gatsby";
import { useState } from "react";
import { toApiError } from "../../api-client/api-error";
import { useNotebooksQuery } from "../../api-client/notebooks-queries";
import { useSignedInUserIdQuery } from "../../api-client/signed-in-user-queries";
import { EmptyState } from "../../components/empty-state";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { formatAgo, formatWhen } from "../../components/times";
import { Icon } from "../../icons/icon";
import { notebookPagePath } from "../../links/notebook-links";
import { ImportNotebookButton } from "./import-notebook-button";
import { NewNotebookDialog } from "./new-notebook-dialog";
import { useMemberNames } from "./use-member-names";
import { personWords, SHARING_LABELS } from "./notebook-words";
import { useNotebookRights } from "./use-notebook-rights";

export function NotebookList({ projectId }: { projectId: string }) {
  const query = useNotebooksQuery(projectId);
  const userId = useSignedInUserIdQuery().data ?? null;
  const names = useMemberNames().data;
  const rights = useNotebookRights();
  const [isCreating, setIsCreating] = useState(false);

  if (query.isPending) return <LinearProgress aria-label="Loading the notebooks" />;
  if (query.isError) return <ServiceErrorAlert title="The notebooks could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  const actions = rights.canCreate ? (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      <Button variant="contained" startIcon={<Icon icon="tabler:plus" />} onClick={() => setIsCreating(true)}>
        New notebook
      </Button>
      <ImportNotebookButton projectId={projectId} />
    </Box>
  ) : null;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {query.data.length === 0 ? (
        <EmptyState
          icon="tabler:notebook"
          title="No notebooks yet"
          description={rights.canCreate ? "A notebook keeps requests to your collections with notes between them, to run again and share with your project." : `Notebooks shared with the project will be listed here; ${rights.writers} can write them.`}
          action={actions}
        />
      ) : (
        <>
          {actions}
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label="Notebooks">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Who sees it</TableCell>
                  <TableCell align="right">Cells</TableCell>
                  <TableCell>Changed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.map((notebook) => (
                  <TableRow key={notebook.id} hover>
                    <TableCell>
                      <Link component={GatsbyLink} to={notebookPagePath(notebook.id)} sx={{ fontWeight: 500 }}>
                        {notebook.name}
                      </Link>
                      {!notebook.canEdit ? <Chip size="small" label="Read only" variant="outlined" sx={{ ml: 1 }} /> : null}
                    </TableCell>
                    <TableCell>
                      {SHARING_LABELS[notebook.sharing]}
                      {notebook.createdBy !== userId ? (
                        <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
                          Shared with you by {personWords(notebook.createdBy, userId, names)}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{notebook.cellCount}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }} title={formatWhen(notebook.updatedAt)}>
                      {formatAgo(notebook.updatedAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
      <NewNotebookDialog projectId={projectId} open={isCreating} onClose={() => setIsCreating(false)} />
    </Box>
  );
}
