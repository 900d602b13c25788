// The file's columns with the kind each was read as (a vector with its
// dimensions), and whether some rows leave it empty.
import Box from "@mui/material/Box";
import type { PreviewColumn } from "../../../../contract/imports";

export function describeColumnKind(column: PreviewColumn): string {
  const kind = column.kind === "vector" && column.length !== undefined ? `vector of ${column.length}` : column.kind;
  return column.hasEmpty ? `${kind}, some empty` : kind;
}

export function PreviewColumns({ columns }: { columns: readonly PreviewColumn[] }) {
  return (
    <Box component="ul" aria-label="Columns" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", m: 0, p: 0 }}>
      {columns.map((column) => (
        <Box component="li" key={column.name} sx={{ border: 1, borderColor: "divider", borderRadius: 4, px: 1.5, py: 0.5, fontSize: "0.875rem" }}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {column.name}
          </Box>
          : {describeColumnKind(column)}
        </Box>
      ))}
    </Box>
  );
}
