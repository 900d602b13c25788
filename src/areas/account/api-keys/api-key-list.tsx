// A project's API keys: name, partial key, access, collections, created, last
// used and who made it, each with a way to revoke it for whoever may (its
// maker, or a role with the right apiKey.revokeAny).
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ApiKeySummary } from "../../../../contract/api-keys";
import { RowAction } from "../../../components/row-action";

function formatDate(iso: string | null): string {
  return iso === null ? "Never" : new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

function makerOf(key: ApiKeySummary, callerId: string | null): string {
  if (key.createdBy.sub === callerId) return "You";
  return key.createdBy.name ?? key.createdBy.email ?? "A former member";
}

export interface ApiKeyListProps {
  keys: readonly ApiKeySummary[];
  /** The signed-in member's id: their own keys read "You". */
  callerId?: string | null;
  /** Whether the signed-in member may revoke this key. */
  canRevoke?: (key: ApiKeySummary) => boolean;
  onRevoke: (key: ApiKeySummary) => void;
}

export function ApiKeyList({ keys, callerId = null, canRevoke = () => true, onRevoke }: ApiKeyListProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="API keys">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Access</TableCell>
            <TableCell>Collections</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Made by</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell component="th" scope="row">
                {key.name}
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{key.partialKey}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={key.access} color={key.access === "read-only" ? "info" : "default"} />
              </TableCell>
              <TableCell>{key.collections === null ? "All" : key.collections.join(", ")}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(key.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(key.lastUsedAt)}</TableCell>
              <TableCell>{makerOf(key, callerId)}</TableCell>
              <TableCell align="right">
                {canRevoke(key) ? <RowAction title="Revoke key" label={`Revoke key ${key.name}`} icon="tabler:trash" onClick={() => onRevoke(key)} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
