// The vertical navigation below the lg breakpoint: a temporary drawer, opened
// from the app bar's menu button or by swiping from the edge.
import Box from "@mui/material/Box";
import SwipeableDrawer from "@mui/material/SwipeableDrawer";
import { NavigationTheme } from "../../theme/navigation-theme";
import { MIN_FLING_VELOCITY, NAV_WIDTH, SWIPE_AREA_WIDTH } from "../layout-constants";
import { NavigationHeader } from "./navigation-header";
import { VerticalMenu } from "./vertical-menu";

interface MobileNavigationProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function MobileNavigation({ open, onOpen, onClose }: MobileNavigationProps) {
  return (
    <NavigationTheme>
      <SwipeableDrawer
        anchor="left"
        open={open}
        onOpen={onOpen}
        onClose={onClose}
        swipeAreaWidth={SWIPE_AREA_WIDTH}
        minFlingVelocity={MIN_FLING_VELOCITY}
        slotProps={{ paper: { "aria-label": "Navigation", sx: { width: NAV_WIDTH, bgcolor: "background.paper", color: "text.primary" } } }}
      >
        <Box component="nav" aria-label="Main navigation">
          <NavigationHeader mini={false} onClose={onClose} />
          <VerticalMenu mini={false} />
        </Box>
      </SwipeableDrawer>
    </NavigationTheme>
  );
}
