// The vertical layout: navigation at the side (a drawer below lg), top bar and content.
import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { Icon } from "../../icons/icon";
import { useSettings } from "../../state/settings";
import { TopBar } from "../app-bar/top-bar";
import { ContentArea } from "../content-area";
import { Footer } from "../footer";
import { useCloseOnRouteChange } from "../pathname-context";
import { MobileNavigation } from "../lazy-shell-parts";
import { useSmallScreen } from "../use-small-screen";
import { VerticalNavigation } from "./vertical-navigation";

export function VerticalLayout({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const isSmallScreen = useSmallScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useCloseOnRouteChange(() => setDrawerOpen(false));
  // A drawer left open on a small screen does not reopen when the screen shrinks again.
  if (drawerOpen && !isSmallScreen) setDrawerOpen(false);
  const showNavigation = !settings.navHidden;
  // The menu button lives in the top bar, so a small screen always keeps it.
  const showTopBar = settings.appBar !== "hidden" || isSmallScreen;

  const menuButton =
    isSmallScreen && showNavigation ? (
      <IconButton color="inherit" edge="start" aria-label="Open navigation" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
        <Icon icon="tabler:menu-2" />
      </IconButton>
    ) : null;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      {showNavigation && !isSmallScreen ? <VerticalNavigation /> : null}
      {showNavigation && isSmallScreen ? (
        <MobileNavigation open={drawerOpen} onOpen={() => setDrawerOpen(true)} onClose={() => setDrawerOpen(false)} />
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        {showTopBar ? <TopBar start={menuButton} /> : null}
        <ContentArea>{children}</ContentArea>
        <Footer />
      </Box>
    </Box>
  );
}
