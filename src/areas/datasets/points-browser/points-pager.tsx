// Previous and next page of the points browser, and the page size.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PAGE_SIZES } from "./use-points-browser";

export interface PointsPagerProps {
  page: number;
  limit: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLimit: (limit: number) => void;
}

export function PointsPager({ page, limit, hasNext, onPrevious, onNext, onLimit }: PointsPagerProps) {
  return (
    <Box component="nav" aria-label="Pages of points" sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      <TextField select size="small" label="Per page" value={limit} onChange={(e) => onLimit(Number(e.target.value))} sx={{ width: 110 }}>
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ ml: "auto", color: "text.secondary" }}>
        Page {page + 1}
      </Typography>
      <Button size="small" onClick={onPrevious} disabled={page === 0}>
        Previous
      </Button>
      <Button size="small" onClick={onNext} disabled={!hasNext}>
        Next
      </Button>
    </Box>
  );
}
