// The project's latest background jobs (imports today), newest first, with a
// way to the Data Import page where they are started and followed.
import { useId } from "react";
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { JobSummary } from "../../../contract/jobs";
import { areaRoute } from "../../links/area-route";
import { RecentJob } from "./recent-job";

export function RecentJobs({ jobs }: { jobs: readonly JobSummary[] }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Recent imports and jobs
        </Typography>
        {jobs.length === 0 ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            No imports or jobs yet. Imports of CSV, JSON Lines or Parquet files run here in the background.
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, p: 0, listStyle: "none" }}>
            {jobs.map((job) => (
              <RecentJob key={job.id} job={job} />
            ))}
          </Box>
        )}
        <MuiLink component={Link} to={areaRoute("data-import")} variant="body2" sx={{ justifySelf: "start" }}>
          {jobs.length === 0 ? "Import a file" : "All imports"}
        </MuiLink>
      </CardContent>
    </Card>
  );
}
