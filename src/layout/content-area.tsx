// The page's main landmark, full width or boxed. Its right padding keeps a
// gutter for the theme customizer's cog, fixed at the right edge, so that the
// cog never covers a page's actions (such as "Add webhook channel").
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { BREAKPOINTS } from "../breakpoints";
import { useSettings } from "../state/settings";
import { contentWidthSx } from "./content-width";
import { CUSTOMIZER_COG_WIDTH } from "./layout-constants";

/** The usual padding (16 px, 24 px from md) plus the cog's width on the right (a base rule, not only a breakpoint's). */
const PADDING = {
  py: { xs: 2, md: 3 },
  pl: { xs: 2, md: 3 },
  pr: `${CUSTOMIZER_COG_WIDTH + 16}px`,
  [`@media (min-width:${BREAKPOINTS.md}px)`]: { pr: `${CUSTOMIZER_COG_WIDTH + 24}px` },
} as const;

export function ContentArea({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <Box component="main" id="main-content" sx={{ ...contentWidthSx(settings.contentWidth), flexGrow: 1, ...PADDING }}>
      {children}
    </Box>
  );
}
