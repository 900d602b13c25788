// The project's backups, newest first: when, why, state, size and how long it
// is kept; under each, its collections with points, size and checksum, each
// with Restore. Delete asks first.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import type { Backup } from "../../../contract/backups";
import { CopyButton } from "../../components/copy-button";
import { formatBytes } from "../../components/format-bytes";
import { formatAgo, formatWhen } from "../../components/times";
import { VISUALLY_HIDDEN } from "../../components/visually-hidden";
import { BACKUP_STATE_WORDS, pointsWords, reasonWords, totalSize } from "./backup-words";
import type { RestoreTarget } from "./restore-dialog";
import type { BackupRights } from "./use-backup-rights";

export interface BackupsTableProps {
  backups: readonly Backup[];
  rights: BackupRights;
  onRestore: (target: RestoreTarget) => void;
  onDelete: (backup: Backup) => void;
}

export function BackupsTable({ backups, rights, onRestore, onDelete }: BackupsTableProps) {
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label="Backups">
        <TableHead>
          <TableRow>
            <TableCell>Taken</TableCell>
            <TableCell>Why</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>Kept until</TableCell>
            <TableCell sx={{ position: "relative" }}>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {backups.map((backup) => (
            <Fragment key={backup.id}>
              <TableRow>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {formatWhen(backup.createdAt)}
                  <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
                    {formatAgo(backup.createdAt)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {reasonWords(backup)}
                  {backup.note ? (
                    <Typography variant="caption" component="div" sx={{ color: "text.secondary", overflowWrap: "break-word" }}>
                      {backup.note}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ color: BACKUP_STATE_WORDS[backup.state].color, fontWeight: 500 }}>
                    {BACKUP_STATE_WORDS[backup.state].label}
                  </Box>
                  {backup.error ? (
                    <Typography variant="caption" component="div" sx={{ color: "error.main" }}>
                      {backup.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {backup.state === "succeeded" ? formatBytes(totalSize(backup)) : "—"}
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{backup.expiresAt ? formatWhen(backup.expiresAt) : backup.reason === "scheduled" ? "Until the next backup" : "Until you delete it"}</TableCell>
                <TableCell align="right">
                  {rights.canDelete ? (
                    <Button size="small" color="error" disabled={backup.state === "running"} onClick={() => onDelete(backup)} aria-label={`Delete the backup of ${formatWhen(backup.createdAt)}`}>
                      Delete
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
              {backup.collections.map((collection) => (
                <TableRow key={collection.snapshotId} sx={{ "& td": { borderBottomStyle: "dashed" } }}>
                  <TableCell />
                  <TableCell colSpan={2} sx={{ pl: 3 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                      {collection.collection}
                    </Typography>
                    <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
                      {collection.state === "writing" ? "Being written" : pointsWords(collection.points ?? 0)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {collection.size === null ? "—" : formatBytes(collection.size)}
                  </TableCell>
                  <TableCell>
                    {collection.checksum ? (
                      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                        <Typography variant="caption" sx={{ fontFamily: "monospace" }} title={`SHA-256 ${collection.checksum}`}>
                          {collection.checksum.slice(0, 12)}…
                        </Typography>
                        <CopyButton text={collection.checksum} label={`The SHA-256 checksum of ${collection.collection}'s snapshot`} />
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">
                    {rights.canRestore && collection.state === "ready" && backup.state === "succeeded" ? (
                      <Button size="small" onClick={() => onRestore({ backupId: backup.id, takenAt: backup.createdAt, collection })} aria-label={`Restore ${collection.collection} from the backup of ${formatWhen(backup.createdAt)}`}>
                        Restore
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
