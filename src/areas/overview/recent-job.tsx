// One recent job: what it is (an import, or a dry run, of a file into a
// collection, linked to its own page), its state, how far it got (a bar while
// it runs) and when it was started.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { JobSummary } from "../../../contract/jobs";
import { isJobActive, jobPagePath, jobProgressText, jobStateLabel, jobTitle } from "./job-words";
import { formatAgo, formatWhen } from "../../components/times";

const STATE_COLORS = { queued: "text.secondary", running: "info.main", succeeded: "success.main", failed: "error.main", cancelled: "warning.main" } as const;

function JobProgressBar({ job, name }: { job: JobSummary; name: string }) {
  const { done, total } = job.progress;
  const isKnown = total !== undefined && total > 0 && job.state === "running";
  return (
    <LinearProgress
      variant={isKnown ? "determinate" : "indeterminate"}
      value={isKnown ? Math.min(100, (done / total) * 100) : undefined}
      aria-label={`Progress of ${name}`}
      aria-valuetext={jobProgressText(job) ?? "Waiting to start"}
    />
  );
}

export function RecentJob({ job }: { job: JobSummary }) {
  const name = jobTitle(job);
  const path = jobPagePath(job);
  const progress = jobProgressText(job);
  return (
    <Box component="li" sx={{ display: "grid", gap: 0.5, py: 1, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0 } }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1 }}>
        {path === null ? (
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {name}
          </Typography>
        ) : (
          <MuiLink component={Link} to={path} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {name}
          </MuiLink>
        )}
        <Typography component="span" variant="body2" sx={{ color: STATE_COLORS[job.state], fontWeight: 500 }}>
          {jobStateLabel(job)}
        </Typography>
        {progress === null ? null : (
          <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
            {progress}
          </Typography>
        )}
        <Typography component="span" variant="body2" sx={{ color: "text.secondary", ml: "auto" }}>
          <time dateTime={job.createdAt} title={formatWhen(job.createdAt)}>
            {formatAgo(job.createdAt)}
          </time>
        </Typography>
      </Box>
      {isJobActive(job) ? <JobProgressBar job={job} name={name} /> : null}
      {job.state === "failed" && job.error !== null ? (
        <Typography variant="body2" sx={{ color: "error.main", overflowWrap: "anywhere" }}>
          {job.error}
        </Typography>
      ) : null}
    </Box>
  );
}
