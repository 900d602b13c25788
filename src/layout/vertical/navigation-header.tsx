// The top of the vertical navigation: the brand, and the collapse toggle on
// large screens or the close button in the small-screen drawer.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { Icon } from "../../icons/icon";
import { Brand } from "../brand";
import { TOOLBAR_MIN_HEIGHT } from "../layout-constants";

interface NavigationHeaderProps {
  mini: boolean;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  onClose?: () => void;
}

export function NavigationHeader({ mini, collapsed = false, onToggleCollapsed, onClose }: NavigationHeaderProps) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", minHeight: TOOLBAR_MIN_HEIGHT, px: 2.5, gap: 1 }}>
      <Brand showName={!mini} />
      {onToggleCollapsed && !mini ? (
        <IconButton
          onClick={onToggleCollapsed}
          aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
          aria-pressed={collapsed}
          size="small"
          sx={{ color: "text.secondary" }}
        >
          <Icon icon={collapsed ? "tabler:circle" : "tabler:circle-dot"} fontSize="1.25rem" />
        </IconButton>
      ) : null}
      {onClose ? (
        <IconButton onClick={onClose} aria-label="Close navigation" size="small" sx={{ color: "text.secondary" }}>
          <Icon icon="tabler:x" fontSize="1.25rem" />
        </IconButton>
      ) : null}
    </Box>
  );
}
