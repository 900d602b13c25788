// The current project, in the top bar: switch to another project (whatever
// shows a project's data reloads; from a page inside one resource, such as a
// collection's, the switch goes to that area's list), create one, rename or
// delete it, or manage its API keys.
import { useState } from "react";
import { navigate } from "gatsby";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { QueryScope } from "../../api-client/query-scope";
import { Icon } from "../../icons/icon";
import { API_KEYS_PATH, PROJECT_SETTINGS_PATH } from "../../links/account-links";
import { pathAfterProjectSwitch } from "../../links/project-switch-path";
import { useProjects } from "../../state/project";
import { MENU_TRANSITION } from "../layout-constants";
import { LinkMenuItem } from "../link-menu-item";
import { usePathname } from "../pathname-context";
import { useMenuAnchor } from "../use-menu-anchor";
import { CreateProjectDialog } from "./create-project-dialog";
import { usePublishMemberRole } from "./publish-member-role";

const PROJECT_LINKS = [
  { label: "Project settings", icon: "tabler:settings", to: PROJECT_SETTINGS_PATH },
  { label: "API keys", icon: "tabler:key", to: API_KEYS_PATH },
] as const;

/** Loaded on demand by the top bar (it brings the query cache); the same button shows while it loads. */
export default function ProjectSwitcher() {
  return (
    <QueryScope>
      <ProjectSwitcherMenu />
    </QueryScope>
  );
}

function ProjectSwitcherMenu() {
  const { projects, selectProject: select, reloadProjects } = useProjects();
  usePublishMemberRole();
  const pathname = usePathname();
  const selectProject = (projectId: string) => {
    if (projects.status === "ready" && projects.current?.id === projectId) return;
    select(projectId);
    const nextPath = pathAfterProjectSwitch(pathname, window.location.search);
    if (nextPath !== null) void navigate(nextPath);
  };
  const menu = useMenuAnchor();
  const { close } = menu;
  const [isCreating, setIsCreating] = useState(false);

  const label =
    projects.status === "loading" ? "Loading projects…" : projects.status === "failed" ? "Projects unavailable" : (projects.current?.name ?? "No project");

  return (
    <>
      <Button
        color="inherit"
        aria-label={`Project: ${label}`}
        {...menu.buttonProps}
        startIcon={<Icon icon="tabler:folders" fontSize="1.25rem" />}
        endIcon={<Icon icon="tabler:chevron-down" fontSize="1rem" />}
        sx={{ textTransform: "none", maxWidth: { xs: 160, sm: 260 }, "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } } }}
      >
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{label}</span>
      </Button>
      <Menu
        {...menu.popupProps}
        transitionDuration={MENU_TRANSITION}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } }, list: { "aria-label": "Projects" } }}
      >
        {projects.status === "failed" ? (
          <MenuItem onClick={() => reloadProjects()}>
            <ListItemText primary="Try again" secondary={projects.message} />
          </MenuItem>
        ) : null}
        {projects.status === "ready"
          ? projects.projects.map((project) => (
              <MenuItem
                key={project.id}
                selected={project.id === projects.current?.id}
                onClick={() => {
                  selectProject(project.id);
                  close();
                }}
              >
                <ListItemIcon>{project.id === projects.current?.id ? <Icon icon="tabler:check" fontSize="1.125rem" /> : null}</ListItemIcon>
                {project.name}
              </MenuItem>
            ))
          : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setIsCreating(true);
          }}
        >
          <ListItemIcon>
            <Icon icon="tabler:plus" fontSize="1.125rem" />
          </ListItemIcon>
          New project
        </MenuItem>
        {PROJECT_LINKS.map(({ label, icon, to }) => (
          <LinkMenuItem key={to} to={to} icon={icon} label={label} onClick={close} iconSize="1.125rem" />
        ))}
      </Menu>
      <CreateProjectDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(project) => {
          setIsCreating(false);
          selectProject(project.id);
        }}
      />
    </>
  );
}
