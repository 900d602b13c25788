// A vector spread over columns, one number each: the columns ticked, in the
// file's order.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";

export interface VectorColumnsFieldProps {
  columns: readonly string[];
  value: readonly string[];
  error?: string;
  onChange: (columns: string[]) => void;
}

export function VectorColumnsField({ columns, value, error, onChange }: VectorColumnsFieldProps) {
  const chosen = new Set(value);
  const toggle = (column: string, isChecked: boolean) => onChange(columns.filter((name) => (name === column ? isChecked : chosen.has(name))));
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">Columns, one number each, in the file&apos;s order</FormLabel>
      <FormGroup row>
        {columns.map((column) => (
          <FormControlLabel key={column} control={<Checkbox size="small" checked={chosen.has(column)} onChange={(event) => toggle(column, event.target.checked)} />} label={column} />
        ))}
      </FormGroup>
      {error !== undefined ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
