// The top bar (a banner landmark): what the layout puts at its start, the
// actions at its end, and below them what the layout adds (the horizontal menu).
import type { ReactNode } from "react";
import AppBar from "@mui/material/AppBar";
import Toolbar from "@mui/material/Toolbar";
import { alpha } from "@mui/material/styles";
import { useSettings } from "../../state/settings";
import { contentWidthSx } from "../content-width";
import { TOOLBAR_MIN_HEIGHT } from "../layout-constants";
import { AppBarActions } from "../lazy-shell-parts";

export function TopBar({ start, children }: { start?: ReactNode; children?: ReactNode }) {
  const { settings } = useSettings();
  const blur = settings.appBarBlur && settings.appBar === "fixed";
  return (
    <AppBar
      position={settings.appBar === "fixed" ? "sticky" : "static"}
      color="inherit"
      elevation={0}
      sx={{
        top: 0,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: (theme) => (blur ? alpha(theme.palette.background.default, 0.85) : theme.palette.background.default),
        backdropFilter: blur ? "blur(8px)" : "none",
        backgroundImage: "none",
      }}
    >
      <Toolbar sx={{ ...contentWidthSx(settings.contentWidth), minHeight: { xs: TOOLBAR_MIN_HEIGHT }, gap: 1 }}>
        {start}
        <AppBarActions />
      </Toolbar>
      {children}
    </AppBar>
  );
}
