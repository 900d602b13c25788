// The horizontal layout (lg and up): brand, actions and the menu row in the top bar.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { useSettings } from "../../state/settings";
import { TopBar } from "../app-bar/top-bar";
import { Brand } from "../brand";
import { ContentArea } from "../content-area";
import { contentWidthSx } from "../content-width";
import { Footer } from "../footer";
import { HorizontalMenu } from "../lazy-shell-parts";

export function HorizontalLayout({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <TopBar start={<Brand />}>
        {settings.navHidden ? null : (
          <Box component="nav" aria-label="Main navigation" sx={{ borderTop: 1, borderColor: "divider" }}>
            <Box sx={{ ...contentWidthSx(settings.contentWidth), px: { xs: 2, sm: 3 }, py: 1 }}>
              <HorizontalMenu />
            </Box>
          </Box>
        )}
      </TopBar>
      <ContentArea>{children}</ContentArea>
      <Footer />
    </Box>
  );
}
