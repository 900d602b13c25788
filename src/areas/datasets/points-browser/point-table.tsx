// One page of points: id and payload, with selection for deleting and the
// way to a point's details.
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Schemas } from "@qdrant/js-client-rest";
import { previewPayload } from "../../../collections/payload-preview";

type PointId = Schemas["ExtendedPointId"];

export interface PointTableProps {
  points: readonly Schemas["Record"][];
  selected: ReadonlySet<PointId>;
  onSelect: (selected: Set<PointId>) => void;
  onOpen: (id: PointId) => void;
}

export function PointTable({ points, selected, onSelect, onOpen }: PointTableProps) {
  const isAllSelected = points.length > 0 && points.every((point) => selected.has(point.id));
  const toggle = (id: PointId) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="Points">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={isAllSelected}
                indeterminate={!isAllSelected && selected.size > 0}
                onChange={() => onSelect(isAllSelected ? new Set() : new Set(points.map((point) => point.id)))}
                slotProps={{ input: { "aria-label": "Select every point on this page" } }}
              />
            </TableCell>
            <TableCell>Id</TableCell>
            <TableCell>Payload</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => (
            <TableRow key={String(point.id)} hover selected={selected.has(point.id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.has(point.id)} onChange={() => toggle(point.id)} slotProps={{ input: { "aria-label": `Select point ${point.id}` } }} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>
                {point.id}
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace", fontSize: "0.8125rem", wordBreak: "break-all" }}>{previewPayload(point.payload)}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => onOpen(point.id)} aria-label={`Open point ${point.id}`}>
                  Open
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
