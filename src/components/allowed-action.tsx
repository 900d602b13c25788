// An action the signed-in member may not take, shown disabled with the reason
// from the rights table beside it ("Viewers cannot create collections"), so
// that nobody wonders why it does nothing; one they may, as it is.
import { cloneElement, useId, type ReactElement } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface AllowedActionProps {
  /** Why not (use-member-rights.ts); null: allowed. */
  reason: string | null;
  /** The button (or other control taking `disabled`). */
  children: ReactElement<{ disabled?: boolean; "aria-describedby"?: string }>;
}

export function AllowedAction({ reason, children }: AllowedActionProps) {
  const id = useId();
  if (reason === null) return children;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
      {cloneElement(children, { disabled: true, "aria-describedby": id })}
      <Typography id={id} variant="body2" sx={{ color: "text.secondary" }}>
        {reason}
      </Typography>
    </Box>
  );
}
