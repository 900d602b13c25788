// The audit trail's entries, newest first, one row each: when, who (a member
// or an API key), what (the action in words), on what (the target as it was
// named then), how it ended (with the HTTP status) and from where.
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { AuditEntryView } from "../../../../contract/audit";
import type { AuditOutcome } from "../../../../contract/audit-actions";
import { formatWhen } from "../../../components/times";
import { ACTOR_KIND_WORDS, OUTCOME_WORDS, TARGET_KIND_WORDS, actionWords, changeWords } from "./activity-words";

const OUTCOME_COLOURS: Readonly<Record<AuditOutcome, "success" | "warning" | "error">> = { succeeded: "success", refused: "warning", failed: "error" };

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {children}
    </Typography>
  );
}

function ChangeWords({ entry }: { entry: AuditEntryView }) {
  const words = changeWords(entry);
  return words === null ? null : <Secondary>{words}</Secondary>;
}

export function ActivityEntries({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="Activity">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Source address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{entry.actor.label ?? entry.actor.id}</Typography>
                <Secondary>{ACTOR_KIND_WORDS[entry.actor.kind]}</Secondary>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{actionWords(entry.action)}</Typography>
                <ChangeWords entry={entry} />
              </TableCell>
              <TableCell>
                {entry.target === null ? (
                  <Secondary>None named</Secondary>
                ) : (
                  <>
                    <Secondary>{TARGET_KIND_WORDS[entry.target.kind]}</Secondary>
                    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                      {entry.target.name ?? entry.target.id ?? ""}
                    </Typography>
                  </>
                )}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={OUTCOME_COLOURS[entry.outcome]} label={entry.status === null ? OUTCOME_WORDS[entry.outcome] : `${OUTCOME_WORDS[entry.outcome]} (${entry.status})`} />
              </TableCell>
              <TableCell>
                <Typography variant="body2">{entry.sourceAddress ?? "Unknown"}</Typography>
                {entry.requestId === null ? null : <Secondary>{`Request ${entry.requestId}`}</Secondary>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
