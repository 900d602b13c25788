// Below the form: the results (nearest first, or in groups by a payload
// key's value), what to do first, or, when the last query was refused (its
// message shows by the Search button), that there are no results for it. The results' tables load with their own chunk, ahead of the first
// answer once a search starts.
import { useEffect } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { lazyPart } from "../../components/lazy-part";
import type { SearchRun } from "./use-search-run";

function ResultsPlaceholder() {
  return <Box sx={{ minHeight: "6rem" }} />;
}

const loadResults = () => import(/* webpackChunkName: "search-results" */ "./results/search-result-tables");
const ScoredPointsTable = lazyPart(() => loadResults().then((tables) => tables.ScoredPointsTable), ResultsPlaceholder);
const GroupedSearchResults = lazyPart(() => loadResults().then((tables) => tables.GroupedSearchResults), ResultsPlaceholder);

function count(number: number, one: string, many: string): string {
  return number === 1 ? `1 ${one}` : `${number} ${many}`;
}

export function SearchOutcome({ run }: { run: SearchRun }) {
  const { results } = run;
  useEffect(() => {
    if (run.isRunning) void Promise.all([ScoredPointsTable.preload(), GroupedSearchResults.preload()]).catch(() => undefined);
  }, [run.isRunning]);
  let content;
  if (results === null && run.failure !== null) {
    content = (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        No results: the last query was refused.
      </Typography>
    );
  } else if (results === null) {
    content = (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Results appear here, nearest first, with their scores and payloads.
      </Typography>
    );
  } else if ("groups" in results) {
    const hits = results.groups.reduce((sum, group) => sum + group.hits.length, 0);
    content =
      results.groups.length === 0 ? (
        <Typography variant="body2">No point matched in {results.collection}.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {count(results.groups.length, "group", "groups")} of {count(hits, "point", "points")} from {results.collection}
          </Typography>
          <GroupedSearchResults groups={results.groups} />
        </>
      );
  } else {
    content =
      results.points.length === 0 ? (
        <Typography variant="body2">No point matched in {results.collection}.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {count(results.points.length, "point", "points")} from {results.collection}
          </Typography>
          <ScoredPointsTable points={results.points} />
        </>
      );
  }
  return (
    <Box component="section" aria-label="Search results" sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      {run.isRunning ? <LinearProgress aria-label="Searching" /> : null}
      {content}
    </Box>
  );
}
