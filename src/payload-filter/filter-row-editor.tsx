// One condition of the filter builder: clause, payload key, operator and value(s).
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Icon } from "../icons/icon";
import { CLAUSE_LABELS, FILTER_CLAUSES, FILTER_OPERATORS, OPERATOR_LABELS, type FilterClause, type FilterOperator, type FilterRow } from "./filter-rows";

export interface FilterRowEditorProps {
  row: FilterRow;
  position: number;
  error: string | undefined;
  onChange: (change: Partial<FilterRow>) => void;
  onRemove: () => void;
}

const VALUE_HINTS: Partial<Record<FilterOperator, string>> = {
  match: 'Whole numbers and true/false match as such; "quote" to match them as text',
  any: "Comma-separated, or a JSON array",
  prefix: "Case-sensitive; faster with a keyword index",
  substring: "Case-sensitive, anywhere in the text",
};

export function FilterRowEditor({ row, position, error, onChange, onRemove }: FilterRowEditorProps) {
  const name = `Condition ${position}`;
  const hasValue = row.operator !== "range" && row.operator !== "is_empty" && row.operator !== "is_null";
  return (
    <Box role="group" aria-label={name} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
      <TextField select size="small" label="Clause" value={row.clause} onChange={(e) => onChange({ clause: e.target.value as FilterClause })} sx={{ width: 130 }}>
        {FILTER_CLAUSES.map((clause) => (
          <MenuItem key={clause} value={clause}>
            {CLAUSE_LABELS[clause]}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Payload key" value={row.key} onChange={(e) => onChange({ key: e.target.value })} placeholder="city or a.b or a[].b" sx={{ flex: "1 1 10rem" }} />
      <TextField select size="small" label="Operator" value={row.operator} onChange={(e) => onChange({ operator: e.target.value as FilterOperator })} sx={{ width: 190 }}>
        {FILTER_OPERATORS.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {OPERATOR_LABELS[operator]}
          </MenuItem>
        ))}
      </TextField>
      {hasValue ? (
        <TextField size="small" label="Value" value={row.value} onChange={(e) => onChange({ value: e.target.value })} helperText={VALUE_HINTS[row.operator]} sx={{ flex: "2 1 12rem" }} />
      ) : null}
      {row.operator === "range" ? (
        <>
          <TextField size="small" label="From (≥)" value={row.min} onChange={(e) => onChange({ min: e.target.value })} sx={{ flex: "1 1 7rem" }} />
          <TextField size="small" label="To (≤)" value={row.max} onChange={(e) => onChange({ max: e.target.value })} sx={{ flex: "1 1 7rem" }} />
        </>
      ) : null}
      <IconButton aria-label={`Remove condition ${position}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <Icon icon="tabler:trash" fontSize="1.125rem" />
      </IconButton>
      {error !== undefined ? (
        <Box role="alert" sx={{ flexBasis: "100%", color: "error.main", typography: "caption" }}>
          {name}: {error}
        </Box>
      ) : null}
    </Box>
  );
}
