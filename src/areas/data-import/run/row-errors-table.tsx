// Rows a file could not give: each with its row number (data rows from 1),
// the column at fault and the reason, as the service words it.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ImportRowError } from "../../../../contract/imports";

export function RowErrorsTable({ errors, label }: { errors: readonly ImportRowError[]; label: string }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1, maxHeight: "24rem" }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell align="right">Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={`${error.row}-${error.column ?? ""}-${index}`}>
              <TableCell component="th" scope="row" align="right">
                {error.row.toLocaleString("en")}
              </TableCell>
              <TableCell>{error.column ?? "–"}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{error.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
