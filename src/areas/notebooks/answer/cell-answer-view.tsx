// What a request cell's run gave, beside the cell: while it runs, a progress
// bar; a problem with the cell's text (nothing sent) or no answer, in words;
// an answer with its status and time, Qdrant's error message when it refused,
// and the body as a collapsible tree or, when it lists points, a table.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useMemo, useState } from "react";
import { darkStyles, defaultStyles, JsonView } from "react-json-view-lite";
import "react-json-view-lite/dist/index.css";
import { readServiceError } from "../../../api-client/api-error";
import { CopyButton } from "../../../components/copy-button";
import type { CellAnswer } from "../use-notebook-runner";
import { pointTableOf } from "./answer-points";
import { PointsTable } from "./points-table";

/** "0.42 s" or "35 ms". */
export function formatDuration(ms: number): string {
  return ms >= 1_000 ? `${(ms / 1_000).toFixed(2)} s` : `${Math.max(1, Math.round(ms))} ms`;
}

function errorMessageOf(body: unknown): string | null {
  const error = readServiceError(body);
  if (typeof error === "string") return error;
  return error !== null && typeof error.message === "string" ? error.message : null;
}

export function CellAnswerView({ answer, label }: { answer: CellAnswer; label: string }) {
  const theme = useTheme();
  const [view, setView] = useState<"table" | "tree">("table");
  const body = answer.state === "answered" && answer.status < 400 ? answer.body : undefined;
  const table = useMemo(() => (body === undefined ? null : pointTableOf(body)), [body]);
  const answered = answer.state === "answered" ? answer.body : undefined;
  const json = useMemo(() => (answered === undefined ? "" : JSON.stringify(answered, null, 2)), [answered]);

  if (answer.state === "running") return <LinearProgress aria-label={`Running ${label}`} />;
  if (answer.state === "stopped") return <Alert severity="info">Stopped before the answer came.</Alert>;
  if (answer.state === "problem") return <Alert severity="error">{answer.message}</Alert>;

  const failed = answer.status >= 400;
  const shown = table !== null && view === "table" ? "table" : "tree";
  return (
    <Box component="section" aria-label={`Answer of ${label}`} sx={{ display: "grid", gap: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Chip size="small" color={failed ? "error" : "success"} label={`${answer.status}`} aria-label={`Status ${answer.status}`} />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {answer.request.method} {answer.request.path} · {formatDuration(answer.durationMs)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {table !== null ? (
          <ToggleButtonGroup size="small" exclusive value={shown} onChange={(_, next: "table" | "tree" | null) => next && setView(next)} aria-label="Show the answer as">
            <ToggleButton value="table">Table</ToggleButton>
            <ToggleButton value="tree">JSON</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <CopyButton text={json} label="answer as JSON" />
      </Box>
      {failed ? <Alert severity="error">{errorMessageOf(answer.body) ?? `The data plane answered ${answer.status}.`}</Alert> : null}
      {shown === "table" && table !== null ? (
        <PointsTable table={table} />
      ) : typeof answered === "object" && answered !== null ? (
        <Box sx={{ maxHeight: "28rem", overflow: "auto", fontSize: "0.8125rem", border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}>
          <JsonView data={answered} shouldExpandNode={(level) => level < 3} style={theme.palette.mode === "dark" ? darkStyles : defaultStyles} aria-label="The answer as a tree" />
        </Box>
      ) : (
        <Box component="pre" sx={{ m: 0, p: 1, border: 1, borderColor: "divider", borderRadius: 1, overflow: "auto", maxHeight: "28rem" }}>
          {json}
        </Box>
      )}
    </Box>
  );
}
