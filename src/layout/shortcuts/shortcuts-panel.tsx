// The shortcuts button of the top bar and its panel: a grid of frequent destinations.
import { useId } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import { TopBarPopover } from "../app-bar/top-bar-popover";
import { SHORTCUTS_WIDTH } from "../layout-constants";
import { useMenuAnchor } from "../use-menu-anchor";
import { ShortcutTile } from "./shortcut-tile";
import { SHORTCUTS } from "./shortcuts";

export function ShortcutsPanel() {
  const panel = useMenuAnchor("dialog");
  const titleId = useId();

  return (
    <>
      <IconButton color="inherit" aria-label="Shortcuts" {...panel.buttonProps}>
        <Icon icon="tabler:layout-grid-add" />
      </IconButton>
      <TopBarPopover popup={panel.popupProps} titleId={titleId} width={SHORTCUTS_WIDTH}>
        <Box sx={{ px: 3, py: 2, borderBottom: 1, borderColor: "divider" }}>
          <Typography id={titleId} variant="h6" component="h2">
            Shortcuts
          </Typography>
        </Box>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "1fr 1fr",
            "& > *:nth-of-type(odd)": { borderRight: 1, borderColor: "divider" },
            "& > *:nth-of-type(-n+2)": { borderBottom: 1, borderColor: "divider" },
          }}
        >
          {SHORTCUTS.map((shortcut) => (
            <ShortcutTile key={shortcut.url} shortcut={shortcut} onOpen={panel.close} />
          ))}
        </Box>
      </TopBarPopover>
    </>
  );
}
