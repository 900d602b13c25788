// The vertical navigation's panel on large screens: brand, collapse toggle and
// menu. Collapsed, it opens over the content while hovered or focused.
import { useState, type FocusEvent } from "react";
import Box from "@mui/material/Box";
import { useSettings } from "../../state/settings";
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from "../layout-constants";
import { navigationFrameSx } from "./navigation-frame";
import { NavigationHeader } from "./navigation-header";
import { VerticalMenu } from "./vertical-menu";

export function NavigationPanel() {
  const { settings, saveSettings } = useSettings();
  const collapsed = settings.navCollapsed;
  const [hovered, setHovered] = useState(false);
  const mini = collapsed && !hovered;

  const leaveOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
  };

  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={leaveOnBlur}
      sx={{ ...navigationFrameSx(mini ? NAV_COLLAPSED_WIDTH : NAV_WIDTH), boxShadow: collapsed && hovered ? 8 : "none" }}
    >
      <NavigationHeader mini={mini} collapsed={collapsed} onToggleCollapsed={() => saveSettings({ navCollapsed: !collapsed })} />
      <VerticalMenu mini={mini} />
    </Box>
  );
}
