// Ordering by a payload key: the points in the order of its values, highest
// or lowest first, with no vector compared ({"order_by": {"key", "direction"}}).
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { QueryDraftChange } from "./query-draft";
import type { OrderDirection } from "./query-draft";

export interface OrderByFieldsProps {
  orderKey: string;
  direction: OrderDirection;
  error: string | undefined;
  onChange: QueryDraftChange;
}

export function OrderByFields({ orderKey, direction, error, onChange }: OrderByFieldsProps) {
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <TextField
        label="Order by key"
        value={orderKey}
        onChange={(e) => onChange({ orderKey: e.target.value })}
        error={error !== undefined}
        helperText={error ?? "A numeric or datetime payload key, such as price; each result's score is its value"}
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ flex: "2 1 16rem" }}
      />
      <TextField select label="Direction" value={direction} onChange={(e) => onChange({ orderDirection: e.target.value as OrderDirection })} sx={{ flex: "1 1 10rem" }}>
        <MenuItem value="desc">Highest first</MenuItem>
        <MenuItem value="asc">Lowest first</MenuItem>
      </TextField>
    </Box>
  );
}
