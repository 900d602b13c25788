// The payload: every column of the file, each in or out, with the field it is
// written under and how its cells are read. A JSON column of objects may
// spread into the payload (an empty field name). How a cell is read types the
// value only: it creates no payload index, and the table says so.
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { PayloadType } from "../../../../contract/imports";
import { TextInput } from "../../../components/text-input";
import { ChoiceSelect } from "../../../components/choice-select";
import { PAYLOAD_TYPES } from "../import-choices";
import type { DraftErrors, PayloadDraft } from "./import-draft";

export interface PayloadMappingTableProps {
  payload: readonly PayloadDraft[];
  errors: DraftErrors["payload"];
  onChange: (index: number, change: Partial<PayloadDraft>) => void;
}

const TYPE_CHOICES = PAYLOAD_TYPES.map((type) => ({ value: type, label: type }));

export function PayloadMappingTable({ payload, errors, onChange }: PayloadMappingTableProps) {
  const noteId = useId();
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" aria-label="Payload fields" aria-describedby={noteId}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">In</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Payload field</TableCell>
              <TableCell>Read as</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payload.map((entry, index) => (
              <TableRow key={`${entry.column}-${index}`}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={entry.isIncluded}
                    onChange={(event) => onChange(index, { isIncluded: event.target.checked })}
                    slotProps={{ input: { "aria-label": `Include ${entry.column}` } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ overflowWrap: "anywhere" }}>
                  {entry.column}
                </TableCell>
                <TableCell>
                  <TextInput
                    label={`Field for ${entry.column}`}
                    value={entry.field}
                    onChange={(event) => onChange(index, { field: event.target.value })}
                    disabled={!entry.isIncluded}
                    error={errors[index] !== undefined}
                    helperText={errors[index] ?? (entry.field === "" && entry.type === "json" ? "Its object's keys become payload fields" : undefined)}
                    inputProps={{ spellCheck: false }}
                    size="small"
                    fullWidth
                  />
                </TableCell>
                <TableCell>
                  <ChoiceSelect
                    label={`Read ${entry.column} as`}
                    isLabelHidden
                    value={entry.type}
                    choices={TYPE_CHOICES}
                    onChange={(type) => onChange(index, { type: type as PayloadType })}
                    disabled={!entry.isIncluded}
                    size="small"
                    sx={{ minWidth: "8rem" }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography id={noteId} variant="body2" sx={{ color: "text.secondary" }}>
        &ldquo;Read as&rdquo; types each value as it is stored (a keyword, a number, a date&hellip;); it creates no payload index. To filter on a
        field quickly, add an index for it under Payload indexes on the collection&apos;s page in Datasets.
      </Typography>
    </Box>
  );
}
