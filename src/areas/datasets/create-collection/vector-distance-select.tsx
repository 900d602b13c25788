// A vector's distance, one of Qdrant's four: for the unnamed vector and for each named one.
import type { Schemas } from "@qdrant/js-client-rest";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { DISTANCES } from "./collection-draft";

export interface VectorDistanceSelectProps {
  value: Schemas["Distance"];
  onChange: (distance: Schemas["Distance"]) => void;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

export function VectorDistanceSelect({ value, onChange, size, sx }: VectorDistanceSelectProps) {
  return (
    <TextField select size={size} label="Distance" value={value} onChange={(e) => onChange(e.target.value as Schemas["Distance"])} sx={sx}>
      {DISTANCES.map((distance) => (
        <MenuItem key={distance} value={distance}>
          {distance}
        </MenuItem>
      ))}
    </TextField>
  );
}
