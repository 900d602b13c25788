// Account Settings (/account-settings/*): one tab per sub-path, so that the
// profile menu's /account-settings/account/ link and a reload land on the
// right tab. Account and Security talk to the identity service through
// src/identity; Project and API keys to the control plane, for the
// current project, Members to the organisation's members, and Activity to its
// audit trail. The Account tab comes with the page; each other tab is
// its own chunk (the data client, the contract's schemas and the dialogs are
// only theirs), fetched when the tab opens or is pointed at.
import { Link, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { lazyPart } from "../../components/lazy-part";
import { ACTIVITY_PATH, API_KEYS_PATH, MEMBERS_PATH, PROJECT_SETTINGS_PATH } from "../../links/account-links";
import { AreaContent, type AreaPageProps } from "../area-content";
import { useAreaSubPath } from "../area-path";
import { ProfileSettings } from "./profile-settings";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_ACCOUNT__);

function TabLoading() {
  return (
    <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 2, minHeight: "12rem" }}>
      <CircularProgress size={24} aria-hidden />
      <span>Loading…</span>
    </Box>
  );
}

const SecuritySettings = lazyPart(
  () => import(/* webpackChunkName: "account-security" */ "./security-settings").then((tab) => tab.SecuritySettings),
  TabLoading,
);
const ProjectSettings = lazyPart(
  () => import(/* webpackChunkName: "account-project" */ "./project/project-settings").then((tab) => tab.ProjectSettings),
  TabLoading,
);
const ApiKeysSettings = lazyPart(
  () => import(/* webpackChunkName: "account-api-keys" */ "./api-keys/api-keys-settings").then((tab) => tab.ApiKeysSettings),
  TabLoading,
);

const MembersSettings = lazyPart(
  () => import(/* webpackChunkName: "account-members" */ "./members/members-settings").then((tab) => tab.MembersSettings),
  TabLoading,
);

const ActivitySettings = lazyPart(
  () => import(/* webpackChunkName: "account-activity" */ "./activity/activity-settings").then((tab) => tab.ActivitySettings),
  TabLoading,
);

/** Pointing at a tab fetches its chunk, so that it is usually there by the click. */
const preload = (part: { preload: () => Promise<void> }) => () => {
  part.preload().catch(() => undefined); // the tab tries again when it mounts
};

type AccountTab = "account" | "security" | "project" | "api-keys" | "members" | "activity";

const TAB_OF_SUB_PATH: Readonly<Record<string, AccountTab>> = {
  "": "account",
  "/account": "account",
  "/security": "security",
  "/project": "project",
  "/api-keys": "api-keys",
  "/members": "members",
  "/activity": "activity",
};

export default function AccountPage({ location }: AreaPageProps) {
  const subPath = useAreaSubPath("account", location.pathname);
  const tab = TAB_OF_SUB_PATH[subPath] ?? "account";
  return (
    <AreaContent
      area="account"
      title="Account Settings"
      description="Your profile, how you sign in to Vector Database Cloud, your project's name and API keys, and your organisation's members and activity."
      pathname={location.pathname}
      subPaths={Object.keys(TAB_OF_SUB_PATH)}
    >
      <Tabs value={tab} aria-label="Account settings" sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}>
        <Tab value="account" label="Account" id="account-tab-account" aria-controls="account-tab-panel" component={Link} to="/account-settings/account/" />
        <Tab value="security" label="Security" id="account-tab-security" aria-controls="account-tab-panel" component={Link} to="/account-settings/security/" onMouseEnter={preload(SecuritySettings)} onFocus={preload(SecuritySettings)} />
        <Tab value="project" label="Project" id="account-tab-project" aria-controls="account-tab-panel" component={Link} to={PROJECT_SETTINGS_PATH} onMouseEnter={preload(ProjectSettings)} onFocus={preload(ProjectSettings)} />
        <Tab value="api-keys" label="API keys" id="account-tab-api-keys" aria-controls="account-tab-panel" component={Link} to={API_KEYS_PATH} onMouseEnter={preload(ApiKeysSettings)} onFocus={preload(ApiKeysSettings)} />
        <Tab value="members" label="Members" id="account-tab-members" aria-controls="account-tab-panel" component={Link} to={MEMBERS_PATH} onMouseEnter={preload(MembersSettings)} onFocus={preload(MembersSettings)} />
        <Tab value="activity" label="Activity" id="account-tab-activity" aria-controls="account-tab-panel" component={Link} to={ACTIVITY_PATH} onMouseEnter={preload(ActivitySettings)} onFocus={preload(ActivitySettings)} />
      </Tabs>
      <div role="tabpanel" id="account-tab-panel" aria-labelledby={`account-tab-${tab}`}>
        {tab === "account" ? (
          <Box sx={{ maxWidth: "48rem" }}>
            <ProfileSettings />
          </Box>
        ) : tab === "security" ? (
          <SecuritySettings />
        ) : tab === "project" ? (
          <ProjectSettings />
        ) : tab === "members" ? (
          <MembersSettings />
        ) : tab === "activity" ? (
          <ActivitySettings />
        ) : (
          <ApiKeysSettings />
        )}
      </div>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Account Settings | Vector Database Cloud</title>;
