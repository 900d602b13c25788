// Below the semantic search: progress, the service's message for a refused
// query, or the nearest points with their scores and payloads (the table
// Search and Discovery shows, loaded with its chunk once a search starts).
import { useEffect } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { lazyPart } from "../../../components/lazy-part";
import type { SemanticAnswer } from "./use-semantic-search";

function TablePlaceholder() {
  return <Box sx={{ minHeight: "6rem" }} />;
}

// Search and Discovery's results chunk: the same table, fetched once for both pages.
const ScoredPointsTable = lazyPart(
  () => import(/* webpackChunkName: "search-results" */ "../../../collections/scored-points-table").then((table) => table.ScoredPointsTable),
  TablePlaceholder,
);

export interface SemanticResultsProps {
  isRunning: boolean;
  failure: string | null;
  answer: SemanticAnswer | null;
}

export function SemanticResults({ isRunning, failure, answer }: SemanticResultsProps) {
  useEffect(() => {
    if (isRunning) void ScoredPointsTable.preload().catch(() => undefined);
  }, [isRunning]);
  let content;
  if (answer === null) {
    content = (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The nearest points appear here, best first, with their scores and payloads.
      </Typography>
    );
  } else if (answer.points.length === 0) {
    content = <Typography variant="body2">No point matched in {answer.collection}.</Typography>;
  } else {
    content = (
      <>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {answer.points.length === 1 ? "1 point" : `${answer.points.length} points`} from {answer.collection}
        </Typography>
        <ScoredPointsTable points={answer.points} />
      </>
    );
  }
  return (
    <Box component="section" aria-label="Search results" sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      {isRunning ? <LinearProgress aria-label="Searching" /> : null}
      {failure !== null ? (
        <Alert severity="error" role="alert">
          The query was refused: {failure}
        </Alert>
      ) : null}
      {content}
    </Box>
  );
}
