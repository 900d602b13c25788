// A notebook being edited and run: its name, who sees it and whether it is
// saved; Run all (and Stop), the run history and the notebook's actions
// (rename, duplicate, share, export, delete); then its cells, each with its
// answer, and buttons to add a request or a note. A notebook the user may not
// change opens read-only: its cells still run, with the user's own rights.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { navigate } from "gatsby";
import { useCallback, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { Notebook, NotebookCell as Cell, NotebookCellKind } from "../../../contract/notebooks";
import { toApiError } from "../../api-client/api-error";
import { createNotebook } from "../../api-client/notebooks";
import { useCollectionsQuery } from "../../api-client/collections-queries";
import { useDataPlaneDocumentQuery } from "../../api-client/notebooks-queries";
import { useQueryClient } from "@tanstack/react-query";
import { notebookKeys } from "../../api-client/query-keys";
import { Icon } from "../../icons/icon";
import { notebookPagePath } from "../../links/notebook-links";
import { curlToRequestCell, isCurlCommand } from "./cells/curl-command";
import { newCellId } from "./cells/new-cell-id";
import { scopeBefore, variableNames } from "./cells/notebook-scope";
import type { CompletionData } from "./editor";
import { NotebookActions } from "./notebook-actions";
import { NotebookCell } from "./notebook-cell";
import { RequestCodeDialog } from "./request-code-dialog";
import { RunHistory } from "./run-history";
import { SaveMark } from "./save-mark";
import { SHARING_LABELS } from "./notebook-words";
import { useNotebookDraft } from "./use-notebook-draft";
import { useNotebookRunner, type ResolvedCell } from "./use-notebook-runner";
import { ConfirmDeletionDialog } from "../../components/confirm-deletion-dialog";

export function NotebookView({ projectId, notebook, onReload }: { projectId: string; notebook: Notebook; onReload: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const draft = useNotebookDraft(projectId, notebook, (saved) => queryClient.setQueryData(notebookKeys.detail(projectId, saved.id), saved));
  const runner = useNotebookRunner(projectId, notebook.id, draft.cells, draft.saveNow);
  const collections = useCollectionsQuery(projectId).data;
  // The data plane's OpenAPI document: completion works without it until it is here.
  const documentQuery = useDataPlaneDocumentQuery(projectId).data;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [shownRequest, setShownRequest] = useState<ResolvedCell | null>(null);
  const [removing, setRemoving] = useState<Cell | null>(null);
  const canEdit = notebook.canEdit && draft.saveState.kind !== "conflict";
  const { cells, setCells } = draft;

  // What the editor completes from, read when it asks (collections and the document load after the cells show).
  const completionSources = useRef({ collections, document: documentQuery, cells });
  completionSources.current = { collections, document: documentQuery, cells };
  const completionFor = useCallback(
    (cellId: string) => (): CompletionData => {
      const { collections: list = [], document, cells: current } = completionSources.current;
      const index = current.findIndex((cell) => cell.id === cellId);
      return {
        openApi: document ?? null,
        collections: list.map((collection) => collection.name),
        payloadFields: (name) => Object.keys(list.find((collection) => collection.name === name)?.info.payload_schema ?? {}),
        variables: variableNames(scopeBefore(current, Math.max(index, 0), new Map())),
      };
    },
    [],
  );
  const transformPaste = useCallback((text: string) => {
    if (!isCurlCommand(text)) return null;
    const converted = curlToRequestCell(text);
    if (!converted.ok) {
      toast.error(converted.message);
      return null;
    }
    toast.success(converted.dropped.length > 0 ? `The curl command became a request; left out: ${converted.dropped.join(", ")}` : "The curl command became a request");
    return converted.source;
  }, []);

  const addCell = (kind: NotebookCellKind) => setCells((list) => [...list, { id: newCellId(kind, new Set(list.map((cell) => cell.id))), kind, source: kind === "request" ? "POST collections/" : "" }]);
  const changeCell = (id: string, source: string) => setCells((list) => list.map((cell) => (cell.id === id && cell.source !== source ? { ...cell, source } : cell)));
  const moveCell = (id: string, by: -1 | 1) =>
    setCells((list) => {
      const from = list.findIndex((cell) => cell.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  const removeCell = (id: string) => setCells((list) => list.filter((cell) => cell.id !== id));

  const keepMineAsCopy = async () => {
    try {
      const copy = await createNotebook(projectId, { name: `${notebook.name} (my changes)`.slice(0, 100), cells: [...cells] });
      toast.success(`Your changes are kept in "${copy.name}"`);
      void navigate(notebookPagePath(copy.id));
    } catch (error) {
      toast.error(`Your changes could not be kept as a copy: ${toApiError(error).message}`);
    }
  };

  const isBusy = runner.runningCellId !== null || runner.isRunningAll;
  const requestCount = useMemo(() => cells.filter((cell) => cell.kind === "request").length, [cells]);

  return (
    <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {notebook.name}
        </Typography>
        <Chip size="small" variant="outlined" icon={<Icon icon={notebook.sharing === "private" ? "tabler:lock" : "tabler:users"} />} label={SHARING_LABELS[notebook.sharing]} />
        {notebook.canEdit ? <SaveMark state={draft.saveState} onRetry={draft.retry} /> : <Chip size="small" label="Read only" />}
        <Box sx={{ flex: 1 }} />
        {runner.isRunningAll ? (
          <Button variant="outlined" color="warning" startIcon={<Icon icon="tabler:player-stop" />} onClick={runner.stop}>
            Stop
          </Button>
        ) : (
          <Button variant="contained" startIcon={<Icon icon="tabler:player-track-next" />} onClick={() => void runner.runAll()} disabled={isBusy || requestCount === 0}>
            Run all
          </Button>
        )}
        <Button startIcon={<Icon icon="tabler:history" />} onClick={() => setHistoryOpen(true)}>
          History
        </Button>
        <NotebookActions projectId={projectId} notebook={notebook} draft={draft} />
      </Box>

      {draft.saveState.kind === "conflict" ? (
        <Alert
          severity="warning"
          action={
            <Box sx={{ display: "flex", gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                Reload
              </Button>
              <Button color="inherit" size="small" onClick={() => void keepMineAsCopy()}>
                Keep mine as a copy
              </Button>
            </Box>
          }
        >
          {draft.saveState.message}. Your changes since are not saved.
        </Alert>
      ) : null}
      {!notebook.canEdit ? (
        <Alert severity="info">
          {notebook.sharing === "read" ? "Shared with you to read: run its cells (with your own rights), or duplicate it to change your own copy." : "You may run this notebook's cells; changing it is for its author and the roles that write notebooks."}
        </Alert>
      ) : null}
      {runner.runAllOutcome !== null ? (
        <Alert severity={runner.runAllOutcome.startsWith("Ran ") ? "success" : "warning"} role="status">
          {runner.runAllOutcome}
        </Alert>
      ) : null}

      {cells.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>This notebook has no cells yet{canEdit ? ": add a request or a note." : "."}</Typography>
      ) : null}
      {cells.map((cell, index) => (
        <NotebookCell
          key={cell.id}
          cell={cell}
          position={index + 1}
          count={cells.length}
          canEdit={canEdit}
          answer={runner.answers[cell.id]}
          isRunning={runner.runningCellId === cell.id}
          isBusy={isBusy}
          completion={completionFor(cell.id)}
          transformPaste={transformPaste}
          onChange={(source) => changeCell(cell.id, source)}
          onRun={() => void runner.runCell(cell.id)}
          onStop={runner.stop}
          onShowCode={() => setShownRequest(runner.resolveCell(cell.id))}
          onMove={(by) => moveCell(cell.id, by)}
          onRemove={() => (cell.source.trim() === "" ? removeCell(cell.id) : setRemoving(cell))}
        />
      ))}
      {canEdit ? (
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button variant="outlined" startIcon={<Icon icon="tabler:plus" />} onClick={() => addCell("request")}>
            Add request
          </Button>
          <Button variant="outlined" startIcon={<Icon icon="tabler:markdown" />} onClick={() => addCell("markdown")}>
            Add note
          </Button>
        </Box>
      ) : null}

      <RunHistory projectId={projectId} notebook={notebook} cells={cells} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      <RequestCodeDialog shown={shownRequest} onClose={() => setShownRequest(null)} />
      <ConfirmDeletionDialog
        open={removing !== null}
        title="Remove this cell?"
        description={`Cell ${removing ? cells.findIndex((cell) => cell.id === removing.id) + 1 : ""} and its text leave the notebook when it is next saved.`}
        confirmLabel="Remove cell"
        onConfirm={async () => {
          if (removing) removeCell(removing.id);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

