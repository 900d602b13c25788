// The file's first rows as read: CSV and TSV cells as their text, other
// formats' values as JSON. Long values are cut, with the whole in a tooltip.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ImportPreview } from "../../../../contract/imports";

const SHOWN_CHARACTERS = 60;

export function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function Cell({ value }: { value: unknown }) {
  const text = cellText(value);
  const isCut = text.length > SHOWN_CHARACTERS;
  return (
    <TableCell title={isCut ? text : undefined} sx={{ whiteSpace: "nowrap", fontFamily: "monospace", fontSize: "0.8125rem" }}>
      {isCut ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text}
    </TableCell>
  );
}

export function PreviewRowsTable({ preview }: { preview: ImportPreview }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1, maxHeight: "28rem" }}>
      <Table size="small" stickyHeader aria-label="First rows">
        <TableHead>
          <TableRow>
            <TableCell align="right">Row</TableCell>
            {preview.columns.map((column) => (
              <TableCell key={column.name} sx={{ whiteSpace: "nowrap" }}>
                {column.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell component="th" scope="row" align="right">
                {row.row}
              </TableCell>
              {preview.columns.map((column) => (
                <Cell key={column.name} value={row.values[column.name]} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
