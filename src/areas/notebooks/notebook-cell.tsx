// One cell of a notebook. A request cell: its editor (CodeMirror, in a chunk
// of its own: until it is there the text shows as it is), Run (or Shift+Enter),
// Show code, and its answer below. A Markdown cell: the text as it reads,
// edited on Edit (or a double click). Moving and removing cells is for those
// who may change the notebook; removing a cell that holds text asks first.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { NotebookCell as Cell } from "../../../contract/notebooks";
import { lazyPart } from "../../components/lazy-part";
import { Icon } from "../../icons/icon";
import { CellAnswerView } from "./answer/cell-answer-view";
import type { CellEditorProps, CompletionData } from "./editor";
import { MarkdownView } from "./markdown-view";
import type { CellAnswer } from "./use-notebook-runner";

function EditorPlaceholder({ value }: CellEditorProps) {
  return (
    <Box component="pre" sx={{ m: 0, p: 1, minHeight: "4.5rem", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.8125rem", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {value}
    </Box>
  );
}

const CellEditor = lazyPart(() => import(/* webpackChunkName: "notebook-editor" */ "./editor").then((editor) => editor.CellEditor), EditorPlaceholder);

/** Starts loading the editor's chunk (the workspace asks as soon as it opens). */
export const preloadCellEditor = () => CellEditor.preload();

export interface NotebookCellProps {
  cell: Cell;
  /** 1-based, as the cell is named to the user ("Cell 3"). */
  position: number;
  count: number;
  canEdit: boolean;
  answer: CellAnswer | undefined;
  isRunning: boolean;
  /** Another cell runs (Run all): this one's Run waits. */
  isBusy: boolean;
  completion: () => CompletionData;
  transformPaste: (text: string) => string | null;
  onChange: (source: string) => void;
  onRun: () => void;
  onStop: () => void;
  onShowCode: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function NotebookCell({ cell, position, count, canEdit, answer, isRunning, isBusy, completion, transformPaste, onChange, onRun, onStop, onShowCode, onMove, onRemove }: NotebookCellProps) {
  const [isEditingText, setIsEditingText] = useState(cell.kind === "markdown" && cell.source.trim() === "");
  const label = `Cell ${position}`;
  const isRequest = cell.kind === "request";
  const showEditor = isRequest || (canEdit && isEditingText);

  return (
    <Card component="section" variant="outlined" aria-label={label} sx={{ p: 1.5, display: "grid", gap: 1, borderColor: isRunning ? "primary.main" : undefined }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="caption" sx={{ color: "text.secondary", fontWeight: 600, minWidth: "4.5rem" }}>
          {label} · {isRequest ? "Request" : "Markdown"}
        </Typography>
        {isRequest ? (
          isRunning ? (
            <Button size="small" color="warning" variant="outlined" startIcon={<Icon icon="tabler:player-stop" />} onClick={onStop}>
              Stop
            </Button>
          ) : (
            <Button size="small" variant="contained" startIcon={<Icon icon="tabler:player-play" />} onClick={onRun} disabled={isBusy} aria-label={`Run cell ${position}`}>
              Run
            </Button>
          )
        ) : null}
        {isRequest ? (
          <Button size="small" startIcon={<Icon icon="tabler:code" />} onClick={onShowCode}>
            Show code
          </Button>
        ) : null}
        {!isRequest && canEdit ? (
          <Button size="small" startIcon={<Icon icon={isEditingText ? "tabler:check" : "tabler:pencil"} />} onClick={() => setIsEditingText((editing) => !editing)}>
            {isEditingText ? "Done" : "Edit"}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {canEdit ? (
          <>
            <Tooltip title="Move up">
              <span>
                <IconButton size="small" aria-label={`Move cell ${position} up`} disabled={position === 1} onClick={() => onMove(-1)}>
                  <Icon icon="tabler:arrow-up" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton size="small" aria-label={`Move cell ${position} down`} disabled={position === count} onClick={() => onMove(1)}>
                  <Icon icon="tabler:arrow-down" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remove cell">
              <IconButton size="small" aria-label={`Remove cell ${position}`} onClick={onRemove}>
                <Icon icon="tabler:trash" />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </Box>
      {showEditor ? (
        <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}>
          <CellEditor
            kind={cell.kind}
            value={cell.source}
            onChange={onChange}
            readOnly={!canEdit}
            label={`${label}, ${isRequest ? "request" : "Markdown"}${canEdit ? "" : " (read only)"}`}
            completion={isRequest ? completion : undefined}
            onRun={isRequest && !isBusy ? onRun : undefined}
            transformPaste={isRequest && canEdit ? transformPaste : undefined}
            autoFocus={!isRequest && isEditingText}
          />
        </Box>
      ) : (
        <Box onDoubleClick={canEdit ? () => setIsEditingText(true) : undefined} sx={{ px: 0.5 }}>
          {cell.source.trim() === "" ? (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              An empty note.
            </Typography>
          ) : (
            <MarkdownView source={cell.source} />
          )}
        </Box>
      )}
      {isRequest && answer !== undefined ? <CellAnswerView answer={answer} label={label} /> : null}
    </Card>
  );
}
