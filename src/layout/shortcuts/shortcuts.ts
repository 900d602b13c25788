// The shortcuts grid of the top bar (SPEC.md sections 2 and 3).
export interface Shortcut {
  title: string;
  subtitle: string;
  icon: string;
  url: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { title: "Dashboard", subtitle: "User Dashboard", icon: "tabler:smart-home", url: "/" },
  { title: "Settings", subtitle: "Account Settings", icon: "tabler:settings", url: "/account-settings/account/" },
  { title: "Metrics", subtitle: "Usage and latency", icon: "tabler:chart-line", url: "/metrics" },
  { title: "Help Center", subtitle: "FAQs & Articles", icon: "tabler:help-circle", url: "/help-center" },
];
