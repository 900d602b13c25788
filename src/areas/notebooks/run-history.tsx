// The notebook's last runs, kept by the service (newest 100), in a side panel:
// when, by whom, which cell, the request, its status and time.
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { Notebook, NotebookCell } from "../../../contract/notebooks";
import { toApiError } from "../../api-client/api-error";
import { useNotebookRunsQuery } from "../../api-client/notebooks-queries";
import { useSignedInUserIdQuery } from "../../api-client/signed-in-user-queries";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { formatAgo, formatWhen } from "../../components/times";
import { Icon } from "../../icons/icon";
import { formatDuration } from "./answer/cell-answer-view";
import { useMemberNames } from "./use-member-names";
import { personWords } from "./notebook-words";

export interface RunHistoryProps {
  projectId: string;
  notebook: Notebook;
  cells: readonly NotebookCell[];
  open: boolean;
  onClose: () => void;
}

export function RunHistory({ projectId, notebook, cells, open, onClose }: RunHistoryProps) {
  const titleId = useId();
  const query = useNotebookRunsQuery(projectId, notebook.id, open);
  const userId = useSignedInUserIdQuery().data ?? null;
  const names = useMemberNames().data;
  const cellName = (cellId: string) => {
    const index = cells.findIndex((cell) => cell.id === cellId);
    return index < 0 ? "A removed cell" : `Cell ${index + 1}`;
  };
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 420 } } } }}>
      <Box sx={{ display: "flex", alignItems: "center", p: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Run history
        </Typography>
        <IconButton aria-label="Close the run history" onClick={onClose}>
          <Icon icon="tabler:x" />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ px: 2, color: "text.secondary" }}>
        The last 100 runs of this notebook's requests, by everyone who ran them.
      </Typography>
      {query.isPending ? (
        <LinearProgress aria-label="Loading the run history" sx={{ m: 2 }} />
      ) : query.isError ? (
        <Box sx={{ p: 2 }}>
          <ServiceErrorAlert title="The run history could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
        </Box>
      ) : query.data.length === 0 ? (
        <Typography sx={{ p: 2 }}>No runs yet: run a request cell and it is listed here.</Typography>
      ) : (
        <Box component="ol" aria-label="Runs, newest first" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {query.data.map((run) => (
            <Box component="li" key={run.id} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
                <Box component="span" sx={{ fontWeight: 600, color: run.status >= 400 || run.status === 0 ? "error.main" : "success.main" }}>
                  {run.status === 0 ? "no answer" : run.status}
                </Box>
                <Box component="span" sx={{ fontFamily: "monospace", fontSize: "0.8125rem", overflowWrap: "anywhere" }}>
                  {run.method} {run.path}
                </Box>
              </Box>
              <Typography variant="body2" sx={{ color: "text.secondary" }} title={formatWhen(run.ranAt)}>
                {cellName(run.cellId)} · {formatDuration(run.durationMs)} · {personWords(run.ranBy, userId, names)}, {formatAgo(run.ranAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Drawer>
  );
}
