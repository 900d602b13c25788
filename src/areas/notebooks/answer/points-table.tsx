// An answer's points as a table: id, score (when they have one) and the
// payload's first-level fields; the first 100 rows, with how many there are.
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { payloadCellText, type PointTable } from "./answer-points";

const ROWS_SHOWN = 100;

export function PointsTable({ table }: { table: PointTable }) {
  const rows = table.rows.slice(0, ROWS_SHOWN);
  return (
    <Box sx={{ overflow: "auto", maxHeight: "28rem", border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Points in the answer">
        <TableHead>
          <TableRow>
            <TableCell>Id</TableCell>
            {table.hasScores ? <TableCell align="right">Score</TableCell> : null}
            {table.payloadColumns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.id}-${index}`}>
              <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>{row.id}</TableCell>
              {table.hasScores ? <TableCell align="right">{row.score === null ? "" : row.score.toFixed(4)}</TableCell> : null}
              {table.payloadColumns.map((column) => (
                <TableCell key={column} sx={{ maxWidth: "20rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} title={payloadCellText(row.payload[column])}>
                  {payloadCellText(row.payload[column])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {table.rows.length > ROWS_SHOWN ? (
        <Typography variant="caption" sx={{ display: "block", p: 1, color: "text.secondary" }}>
          The first {ROWS_SHOWN} of {table.rows.length} points; the JSON view has them all.
        </Typography>
      ) : null}
    </Box>
  );
}
