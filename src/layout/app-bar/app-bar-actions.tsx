// The right side of the top bar: the current project, mode, shortcuts, notifications, account.
import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useIsHydrated } from "../../components/use-is-hydrated";
import { Icon } from "../../icons/icon";
import { NotificationsPanel } from "../notifications/notifications-panel";
import { ProfileMenu } from "../profile/profile-menu";
import { ShortcutsPanel } from "../shortcuts/shortcuts-panel";
import { ModeToggle } from "./mode-toggle";

// The switcher brings the query cache and the project calls: loaded after the
// page, so that pages without data (help, FAQ, pricing) never load them.
const ProjectSwitcher = lazy(() => import(/* webpackChunkName: "project-switcher" */ "../project/project-switcher"));

/** What shows until the switcher has loaded: its own button while it loads the projects. */
function ProjectSwitcherPlaceholder() {
  return (
    <Button color="inherit" disabled aria-label="Project: Loading projects…" startIcon={<Icon icon="tabler:folders" fontSize="1.25rem" />} sx={{ textTransform: "none" }}>
      Loading projects…
    </Button>
  );
}

export function AppBarActions() {
  const isHydrated = useIsHydrated();
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, ml: "auto" }}>
      {isHydrated ? (
        <Suspense fallback={<ProjectSwitcherPlaceholder />}>
          <ProjectSwitcher />
        </Suspense>
      ) : (
        <ProjectSwitcherPlaceholder />
      )}
      <ModeToggle />
      <ShortcutsPanel />
      <NotificationsPanel />
      <ProfileMenu />
    </Box>
  );
}
