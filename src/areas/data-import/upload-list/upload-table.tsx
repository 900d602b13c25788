// The project's uploads, newest first, one row each: the file, its size (and
// the bytes received while unfinished), its state, when it was created, the
// imports that read it (when the imports list names them), and Delete.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ImportSummary } from "../../../../contract/imports";
import type { UploadSummary } from "../../../../contract/uploads";
import { formatWhen } from "../../../components/times";
import { Icon } from "../../../icons/icon";
import { importPagePath } from "../../../links/import-links";
import { importStateLabel } from "../import-state-chip";
import { uploadName, uploadSizeText } from "./upload-figures";

export interface UploadTableProps {
  uploads: readonly UploadSummary[];
  /** The imports of each upload; null while the imports are not known. */
  importsOf: ReadonlyMap<string, readonly ImportSummary[]> | null;
  /** The id of the line that sums the list up. */
  describedBy: string;
  onDelete: (upload: UploadSummary) => void;
}

const STATES = {
  uploading: { label: "Uploading", color: "info.main" },
  complete: { label: "Complete", color: "success.main" },
} as const;

function UploadState({ state }: { state: UploadSummary["state"] }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap" }}>
      <Box component="span" sx={{ display: "inline-flex", color: STATES[state].color }}>
        <Icon icon="tabler:circle-dot" fontSize="1rem" />
      </Box>
      {STATES[state].label}
    </Box>
  );
}

function UsedBy({ imports }: { imports: readonly ImportSummary[] | undefined }) {
  if (imports === undefined || imports.length === 0) return <>None</>;
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
      {imports.map((summary) => (
        <li key={summary.id}>
          <MuiLink component={Link} to={importPagePath(summary.id)}>
            {summary.dryRun ? "Dry run" : "Import"} into {summary.target.collection}
          </MuiLink>{" "}
          ({importStateLabel(summary).toLowerCase()})
        </li>
      ))}
    </Box>
  );
}

export function UploadTable({ uploads, importsOf, describedBy, onDelete }: UploadTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Uploads" aria-describedby={describedBy}>
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Used by</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {uploads.map((upload) => {
            const name = uploadName(upload);
            return (
              <TableRow key={upload.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                  {name}
                </TableCell>
                <TableCell align="right">{uploadSizeText(upload)}</TableCell>
                <TableCell>
                  <UploadState state={upload.state} />
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(upload.createdAt)}</TableCell>
                <TableCell>{importsOf === null ? "–" : <UsedBy imports={importsOf.get(upload.id)} />}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete ${name}`}
                    startIcon={<Icon icon="tabler:trash" fontSize="1rem" />}
                    onClick={() => onDelete(upload)}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
