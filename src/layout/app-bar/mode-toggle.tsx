// Switches between light and dark mode (semi-dark counts as light).
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { Icon } from "../../icons/icon";
import { useSettings } from "../../state/settings";

export function ModeToggle() {
  const { settings, saveSettings } = useSettings();
  const isDark = settings.mode === "dark";
  const label = isDark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => saveSettings({ mode: isDark ? "light" : "dark" })}>
        <Icon icon={isDark ? "tabler:sun" : "tabler:moon-stars"} />
      </IconButton>
    </Tooltip>
  );
}
