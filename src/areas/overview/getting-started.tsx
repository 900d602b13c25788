// What a new project sees instead of a page of zeros: three steps to a first
// search, the ones already done marked so. Whether a key exists is asked
// only here, where it is shown.
import { useId } from "react";
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { useApiKeysQuery } from "../../api-client/api-keys-queries";
import { Icon } from "../../icons/icon";
import { startSteps, type StartStep } from "./start-steps";

function StepItem({ step, number }: { step: StartStep; number: number }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 2, alignItems: "flex-start", py: 1.5, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0 } }}>
      <Box sx={{ display: "flex", color: step.isDone ? "success.main" : "text.secondary", pt: 0.25 }}>
        <Icon icon={step.isDone ? "tabler:circle-check" : "tabler:circle-dashed"} fontSize="1.5rem" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {number}. {step.title}
          {step.isDone ? (
            <Typography component="span" variant="body2" sx={{ color: "success.main", fontWeight: 500, ml: 1 }}>
              Done
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {step.description}
        </Typography>
      </Box>
      <Button component={Link} to={step.action.to} variant={step.isDone ? "text" : "outlined"} size="small" sx={{ flexShrink: 0 }}>
        {step.action.label}
      </Button>
    </Box>
  );
}

export function GettingStarted({ projectId, summary }: { projectId: string; summary: MetricsSummaryResponse }) {
  const titleId = useId();
  const keys = useApiKeysQuery(projectId);
  const steps = startSteps(summary, keys.isSuccess ? keys.data.length > 0 : null);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: "grid", gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Get started
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          This project has no collections and has had no requests yet. Three steps lead to a first search:
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none" }}>
          {steps.map((step, index) => (
            <StepItem key={step.title} step={step} number={index + 1} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
