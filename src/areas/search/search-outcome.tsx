// Below the form: the service's message for a refused query, the results,
// or what to do first.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { SearchResults } from "./search-results";
import type { SearchRun } from "./use-search-run";

function pointsPhrase(count: number): string {
  return count === 1 ? "1 point" : `${count} points`;
}

export function SearchOutcome({ run }: { run: SearchRun }) {
  return (
    <Box component="section" aria-label="Search results" sx={{ display: "grid", gap: 2 }}>
      {run.isRunning ? <LinearProgress aria-label="Searching" /> : null}
      {run.failure !== null ? (
        <Alert severity="error" role="alert">
          The query was refused: {run.failure}
        </Alert>
      ) : null}
      {run.results === null ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Results appear here, nearest first, with their scores and payloads.
        </Typography>
      ) : run.results.points.length === 0 ? (
        <Typography variant="body2">No point matched in {run.results.collection}.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {pointsPhrase(run.results.points.length)} from {run.results.collection}
          </Typography>
          <SearchResults points={run.results.points} />
        </>
      )}
    </Box>
  );
}
