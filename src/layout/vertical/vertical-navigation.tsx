// The vertical navigation on large screens: 260 px, collapsible to 68 px. The
// panel (navigation-panel.tsx) is one of the shell's lazy parts; until it has
// loaded, an empty panel of the same size holds its place.
import Box from "@mui/material/Box";
import { NavigationTheme } from "../../theme/navigation-theme";
import { useSettings } from "../../state/settings";
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from "../layout-constants";
import { NavigationPanel } from "../lazy-shell-parts";

export function VerticalNavigation() {
  const { settings } = useSettings();
  return (
    <Box sx={{ width: settings.navCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, flexShrink: 0, transition: "width .25s ease-in-out" }}>
      <NavigationTheme>
        <NavigationPanel />
      </NavigationTheme>
    </Box>
  );
}
