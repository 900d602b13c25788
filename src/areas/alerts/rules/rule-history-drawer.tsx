// A rule's changes of state, newest first (the service keeps the last 100):
// from → to, the value that caused it, and when. Opened from the rule's row,
// or by a link to /alerting?rule=<id> (the bell's notifications lead there).
import { useId } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { AlertRule, AlertTransition } from "../../../../contract/alerts";
import { useAlertRuleHistoryQuery } from "../../../api-client/alerts-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { Icon } from "../../../icons/icon";
import { formatAgo, formatWhen } from "../../../components/times";
import { describeCondition, formatMetricValue } from "../alert-words";
import { alertStateLabel } from "./alert-state-chip";

export interface RuleHistoryDrawerProps {
  projectId: string;
  /** Kept while the drawer closes, so that its text does not change as it slides away. */
  rule: AlertRule | null;
  open: boolean;
  onClose: () => void;
}

export function RuleHistoryDrawer({ projectId, rule, open, onClose }: RuleHistoryDrawerProps) {
  const titleId = useId();
  return (
    <Drawer anchor="right" open={open && rule !== null} onClose={onClose} slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 440 } } } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 3, py: 2, borderBottom: 1, borderColor: "divider" }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: "anywhere" }}>
          History of {rule?.name}
        </Typography>
        <IconButton aria-label="Close history" onClick={onClose}>
          <Icon icon="tabler:x" />
        </IconButton>
      </Box>
      {rule !== null ? <RuleHistory projectId={projectId} rule={rule} /> : null}
    </Drawer>
  );
}

function transitionValue(rule: AlertRule, transition: AlertTransition): string {
  const threshold = formatMetricValue(rule.metric, transition.threshold);
  if (transition.value === null) return `No data (threshold ${threshold})`;
  return `${formatMetricValue(rule.metric, transition.value)} (threshold ${threshold})`;
}

function RuleHistory({ projectId, rule }: { projectId: string; rule: AlertRule }) {
  const query = useAlertRuleHistoryQuery(projectId, rule.id);
  const history = queryView(query);
  return (
    <Box sx={{ px: 3, py: 2, display: "grid", gap: 2 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {describeCondition(rule)}
      </Typography>
      {history.status === "loading" ? <LinearProgress aria-label="Loading the history" /> : null}
      {history.status === "failed" ? <ServiceErrorAlert title="The history could not be loaded" message={history.error.message} onRetry={() => void query.refetch()} /> : null}
      {history.status === "ready" && history.data.length === 0 ? (
        <Typography variant="body2">No changes of state yet: the rule has been {alertStateLabel(rule.state)} since it was created.</Typography>
      ) : null}
      {history.status === "ready" && history.data.length > 0 ? (
        <List disablePadding aria-label="Changes of state">
          {history.data.map((transition) => (
            <ListItem key={transition.id} divider disableGutters>
              <ListItemText
                primary={`${alertStateLabel(transition.from)} → ${alertStateLabel(transition.to)}`}
                secondary={
                  <>
                    {transitionValue(rule, transition)}
                    <br />
                    <time dateTime={transition.at} title={formatWhen(transition.at)}>
                      {formatWhen(transition.at)} ({formatAgo(transition.at)})
                    </time>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
