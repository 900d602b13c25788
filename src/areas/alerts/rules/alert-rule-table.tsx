// The project's rules, one row each: name, condition in words and where it
// looks, state in words and colour, since when, the last value measured,
// whether it is muted, and the channels it notifies besides the bell.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { AlertRule } from "../../../../contract/alerts";
import { formatAgo, formatWhen } from "../../../components/times";
import { isInFuture } from "../alert-time";
import { describeCondition, describeScope, formatMetricValue } from "../alert-words";
import type { AlertRights } from "../use-alert-rights";
import { AlertRuleActions, type AlertRuleHandlers } from "./alert-rule-actions";
import { AlertStateChip } from "./alert-state-chip";

export interface AlertRuleTableProps extends AlertRuleHandlers {
  rules: readonly AlertRule[];
  rights: AlertRights;
  channelName: (id: string) => string;
  apiKeyName: (id: string) => string;
  /** The rule whose mute is being sent, if any. */
  muting: string | null;
}

function lastValue(rule: AlertRule): string {
  if (rule.lastCheckedAt === null) return "Not checked yet";
  return rule.lastValue === null ? "No data" : formatMetricValue(rule.metric, rule.lastValue);
}

function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatWhen(iso)}>
      {formatAgo(iso)}
    </time>
  );
}

export function AlertRuleTable({ rules, rights, channelName, apiKeyName, muting, ...handlers }: AlertRuleTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Alert rules">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Condition</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Since</TableCell>
            <TableCell align="right">Last value</TableCell>
            <TableCell>Muted</TableCell>
            <TableCell>Channels</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                {rule.name}
              </TableCell>
              <TableCell>
                {describeCondition(rule)}
                <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
                  {describeScope(rule, apiKeyName)}
                </Typography>
              </TableCell>
              <TableCell>
                <AlertStateChip state={rule.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <TimeAgo iso={rule.stateSince} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {lastValue(rule)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{isInFuture(rule.mutedUntil) ? `Until ${formatWhen(rule.mutedUntil)}` : "No"}</TableCell>
              <TableCell>{rule.channelIds.length === 0 ? "Bell only" : rule.channelIds.map(channelName).join(", ")}</TableCell>
              <TableCell align="right">
                <AlertRuleActions rule={rule} rights={rights} isMuting={muting === rule.id} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
