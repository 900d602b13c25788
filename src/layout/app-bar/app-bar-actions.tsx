// The right side of the top bar: the current project, mode, shortcuts, notifications, account.
import Box from "@mui/material/Box";
import { NotificationsPanel } from "../notifications/notifications-panel";
import { ProfileMenu } from "../profile/profile-menu";
import { ProjectSwitcher } from "../project/project-switcher";
import { ShortcutsPanel } from "../shortcuts/shortcuts-panel";
import { ModeToggle } from "./mode-toggle";

export function AppBarActions() {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, ml: "auto" }}>
      <ProjectSwitcher />
      <ModeToggle />
      <ShortcutsPanel />
      <NotificationsPanel />
      <ProfileMenu />
    </Box>
  );
}
