// What holds the place of the shell's lazy parts until they have loaded: boxes
// of their size, so that nothing moves when they come.
import Box from "@mui/material/Box";
import { useSettings } from "../state/settings";
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH } from "./layout-constants";
import { navigationFrameSx } from "./vertical/navigation-frame";

/** The top bar's actions: at the end, as tall as the avatar. */
export function AppBarActionsPlaceholder() {
  return <Box aria-hidden sx={{ ml: "auto", height: 46 }} />;
}

/** The horizontal menu's row: as tall as its buttons. */
export function MenuRowPlaceholder() {
  return <Box aria-hidden sx={{ height: 36.5 }} />;
}

/** The vertical navigation's panel, empty, at its width. */
export function NavigationPanelPlaceholder() {
  const { settings } = useSettings();
  return <Box aria-hidden sx={navigationFrameSx(settings.navCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH)} />;
}
