// The vertical navigation on large screens: 260 px, collapsible to 68 px.
// Collapsed, it opens over the content while hovered or focused.
import { useState, type FocusEvent } from "react";
import Box from "@mui/material/Box";
import { NavigationTheme } from "../../theme/navigation-theme";
import { useSettings } from "../../state/settings";
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from "../layout-constants";
import { NavigationHeader } from "./navigation-header";
import { VerticalMenu } from "./vertical-menu";

export function VerticalNavigation() {
  const { settings, saveSettings } = useSettings();
  const collapsed = settings.navCollapsed;
  const [hovered, setHovered] = useState(false);
  const mini = collapsed && !hovered;

  const leaveOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
  };

  return (
    <Box sx={{ width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, flexShrink: 0, transition: "width .25s ease-in-out" }}>
      <NavigationTheme>
        <Box
          component="nav"
          aria-label="Main navigation"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={leaveOnBlur}
          sx={{
            position: "fixed",
            top: 0,
            bottom: 0,
            left: 0,
            width: mini ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
            overflowX: "hidden",
            overflowY: "auto",
            bgcolor: "background.paper",
            color: "text.primary",
            borderRight: 1,
            borderColor: "divider",
            boxShadow: collapsed && hovered ? 8 : "none",
            zIndex: (theme) => theme.zIndex.appBar + 1,
            transition: "width .25s ease-in-out",
          }}
        >
          <NavigationHeader mini={mini} collapsed={collapsed} onToggleCollapsed={() => saveSettings({ navCollapsed: !collapsed })} />
          <VerticalMenu mini={mini} />
        </Box>
      </NavigationTheme>
    </Box>
  );
}
