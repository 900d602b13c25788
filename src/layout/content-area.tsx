// The page's main landmark, full width or boxed.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { useSettings } from "../state/settings";
import { contentWidthSx } from "./content-width";

export function ContentArea({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <Box component="main" id="main-content" sx={{ ...contentWidthSx(settings.contentWidth), flexGrow: 1, p: { xs: 2, md: 3 } }}>
      {children}
    </Box>
  );
}
