// The main menu (SPEC.md section 2, "Main menu"). Both layouts list the same
// destinations; the section title "Pages" belongs to the vertical menu only.
// Template routes of the specification point at their real routes (src/console-routes.ts).
// An entry without a subject needs the account's own read right (menu-access.ts).
import type { MenuEntry, MenuGroup, MenuLink } from "./types";

const overview: MenuLink = { title: "Overview", path: "/dashboard", icon: "tabler:smart-home" };
const metrics: MenuLink = { title: "Metrics", path: "/metrics", icon: "tabler:chart-line" };
const aiHub: MenuGroup = {
  title: "AI Hub",
  icon: "tabler:brain",
  children: [
    { title: "Datasets", path: "/ai-hub/datasets", icon: "tabler:database", subject: "collection" },
    { title: "Models", path: "/ai-hub/models", icon: "tabler:cube" },
    { title: "Inference", path: "/ai-hub/inference", icon: "tabler:bolt" },
    { title: "Search and Discovery", path: "/ai-hub/vectorSearch", icon: "tabler:search", subject: "collection" },
    { title: "Notebooks", path: "/ai-hub/notebooks", icon: "tabler:notebook" },
  ],
};
const rest: MenuLink[] = [
  { title: "Data Import", path: "/data-import", icon: "tabler:file-import" },
  { title: "Alerts", path: "/alerting", icon: "tabler:bell-ringing" },
  { title: "Addons", path: "/addons", icon: "tabler:puzzle" },
  { title: "Billing", path: "/billing", icon: "tabler:credit-card", subject: "plan" },
  { title: "Help", path: "/help-center", icon: "tabler:help-circle" },
];

export const verticalMenu: readonly MenuEntry[] = [overview, { sectionTitle: "Pages" }, metrics, aiHub, ...rest];

export const horizontalMenu: readonly MenuEntry[] = [overview, metrics, aiHub, ...rest];
